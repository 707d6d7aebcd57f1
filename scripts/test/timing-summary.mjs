// The figures `npm test` prints at its end: each stage's wall time, each Vitest project's
// wall time (first file started to last file ended; projects may overlap), and the ten slowest
// test files of each runner (issue 32: measure first, and keep it in what CI shows).

/** A Vitest timing file (vitest-timing-reporter.mjs) → per-project wall time and slowest files. */
export function vitestFigures(timing) {
  const byProject = new Map();
  for (const f of timing.files) {
    const p = byProject.get(f.project) ?? { start: Infinity, end: 0, files: 0 };
    p.start = Math.min(p.start, f.start);
    p.end = Math.max(p.end, f.end);
    p.files++;
    byProject.set(f.project, p);
  }
  const projects = [...byProject].map(([name, p]) => ({ name, files: p.files, ms: p.end - p.start }));
  const slowest = [...timing.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  return { projects, slowest };
}

/** A Playwright JSON report → each (file, project)'s summed test time, slowest ten. */
export function playwrightFigures(report) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file ?? suite.file} [${test.projectName}]`;
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(key, (perFile.get(key) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...perFile].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms).slice(0, 10);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function printSummary({ stages, vitest, playwright }) {
  const lines = ['', '── Time ──'];
  // A stage run beside another (`beside`) is inside that one's time: not added again.
  const total = stages.filter((s) => !s.beside).reduce((sum, s) => sum + s.ms, 0);
  for (const s of stages) lines.push(`  ${s.label.padEnd(34)} ${seconds(s.ms).padStart(9)}`);
  lines.push(`  ${'all stages'.padEnd(34)} ${seconds(total).padStart(9)}`);
  if (vitest) {
    lines.push('', '  Vitest projects (wall time, first file started to last ended):');
    for (const p of vitest.projects) lines.push(`    ${p.name.padEnd(26)} ${seconds(p.ms).padStart(9)}  (${p.files} files)`);
    lines.push('', '  Slowest Vitest files:');
    for (const f of vitest.slowest) lines.push(`    ${seconds(f.ms).padStart(9)}  ${f.file} [${f.project}]`);
  }
  if (playwright) {
    lines.push('', '  Slowest Playwright files (sum of their tests, per project):');
    for (const f of playwright) lines.push(`    ${seconds(f.ms).padStart(9)}  ${f.file}`);
  }
  console.log(lines.join('\n'));
}
