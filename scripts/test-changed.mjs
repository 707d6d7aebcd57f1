#!/usr/bin/env node
// `npm run test:changed`: the fast loop while working (issue 32). Checks only what the changed
// files touch, in minutes; CI and `npm test` keep running everything.
//
// What changed: uncommitted work (staged, unstaged, untracked) plus the commits not yet on
// origin/main, or everything since `--since <ref>`. Then:
// 1. ESLint on the changed files;
// 2. TypeScript on the workspaces they belong to (every workspace when the contracts changed);
// 3. Vitest: the contracts and web tests that import a changed file (`vitest related`), and the
//    API test files whose path shares a word with a changed API or contracts file (every API
//    test imports the whole app, so the import graph cannot narrow them), on PGlite —
//    `--postgres` adds the PostgreSQL run;
// 4. Playwright: the specs whose name shares a word with a changed web file (a changed spec
//    runs itself), at both widths, against a fresh build.
// `--dry-run` prints the selection and runs nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const since = args.includes('--since') ? args[args.indexOf('--since') + 1] : undefined;
const dryRun = flag('--dry-run');

const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);

function changedFiles() {
  let base = since;
  if (!base) {
    try {
      base = git('merge-base', 'HEAD', 'origin/main')[0];
    } catch {
      base = 'HEAD';
    }
  }
  const files = new Set([...git('diff', '--name-only', '--diff-filter=d', base), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((f) => fs.existsSync(path.join(root, f)));
}

// Words that every path has, or that name a layer rather than a subject.
const GENERIC = new Set([
  'app', 'apps', 'api', 'web', 'src', 'test', 'e2e', 'support', 'route', 'component', 'hook', 'lib', 'feature',
  'index', 'ts', 'tsx', 'mjs', 'js', 'json', 'css', 'module', 'spec', 'package', 'contract', 'admin', 'helper',
  'fixture', 'type', 'use', 'form', 'panel', 'dialog', 'list', 'view', 'md', 'doc', 'locale', 'common',
]);
const singular = (w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
const words = (file) => new Set(file.toLowerCase().split(/[/\-_.]+/).map(singular).filter((w) => w.length > 2 && !GENERIC.has(w)));
const sharesWord = (a, b) => [...a].some((w) => b.has(w));

function listFiles(dir, pattern) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => pattern.test(f));
}

const changed = changedFiles();
const lintable = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
const inWeb = changed.filter((f) => f.startsWith('apps/web/src/'));
const inApi = changed.filter((f) => f.startsWith('apps/api/'));
const inContracts = changed.filter((f) => f.startsWith('packages/contracts/'));
const changedWords = (files) => files.reduce((all, f) => new Set([...all, ...words(f)]), new Set());

const apiTests = listFiles('apps/api', /\.test\.ts$/).filter((f) => !f.includes('/test/process/'));
const apiWords = changedWords([...inApi, ...inContracts].filter((f) => !f.endsWith('.test.ts')));
const selectedApiTests = apiTests.filter((t) => changed.includes(t) || sharesWord(words(t), apiWords));

const specs = listFiles('apps/web/e2e', /\.spec\.ts$/);
const webWords = changedWords(inWeb);
const selectedSpecs = specs.filter((s) => changed.includes(s) || sharesWord(words(path.basename(s)), webWords));

const workspaces = inContracts.length
  ? ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/src/service-worker']
  : [...new Set([...inApi.length ? ['apps/api'] : [], ...inWeb.length ? ['apps/web'] : [], ...inWeb.some((f) => f.includes('/service-worker/')) ? ['apps/web/src/service-worker'] : []])];

console.log(`Changed: ${changed.length} file(s)${since ? ` since ${since}` : ''}.`);
console.log(`  lint: ${lintable.length} file(s); types: ${workspaces.join(', ') || 'none'}`);
console.log(`  API tests (${apiTests.length} in all): ${selectedApiTests.length ? selectedApiTests.join(' ') : 'none'}`);
console.log(`  browser specs (${specs.length} in all): ${selectedSpecs.length ? selectedSpecs.join(' ') : 'none'}`);
if (dryRun || changed.length === 0) process.exit(0);

const failures = [];
function run(label, command, commandArgs) {
  console.log(`\n▶ ${label}: ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failures.push(label);
}

if (lintable.length) run('lint', 'npx', ['eslint', '--max-warnings', '0', ...lintable]);
for (const w of workspaces) run(`types ${w}`, 'npx', ['tsc', '-p', w]);
const sources = [...inWeb, ...inContracts];
if (sources.length) run('vitest (contracts, web)', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', '--project', 'contracts', '--project', 'web', ...sources]);
if (selectedApiTests.length) {
  const projects = flag('--postgres') ? ['api-pglite', 'api-postgres'] : ['api-pglite'];
  run('vitest (API)', 'npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...selectedApiTests]);
}
if (selectedSpecs.length) {
  run('build', 'npm', ['run', '--silent', 'build']);
  // The screens a change touches are worth a look: their screenshots are taken (npm test skips them).
  process.env.E2E_SCREENSHOTS ??= '1';
  run('playwright', 'npx', ['playwright', 'test', ...selectedSpecs]);
}
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEverything selected passed.');
process.exit(failures.length ? 1 : 0);
