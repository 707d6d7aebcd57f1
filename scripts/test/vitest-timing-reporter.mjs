// A Vitest reporter that only records time: for every test file, its project and how long it
// took from being started to its last test (wall clock, the figure that adds up to the run's
// length). `npm test` reads the file it writes (VITEST_TIMING_FILE) to print each project's wall
// time and its slowest files.
import fs from 'node:fs';
import path from 'node:path';

export default class TimingReporter {
  started = new Map();
  files = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId + testModule.project.name, Date.now());
  }

  onTestModuleEnd(testModule) {
    const key = testModule.moduleId + testModule.project.name;
    const end = Date.now();
    // A file that failed to load may have no start: count it from its end.
    const start = this.started.get(key) ?? end;
    this.files.push({
      project: testModule.project.name,
      file: path.relative(this.root ?? process.cwd(), testModule.moduleId),
      start,
      end,
      ms: end - start + Math.round(testModule.diagnostic().collectDuration ?? 0),
    });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_TIMING_FILE;
    if (out) fs.writeFileSync(out, JSON.stringify({ files: this.files }));
  }
}
