// temporary: dump Lighthouse traces for analysis (not committed)
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher'; import lighthouse from 'lighthouse';
import { cleanupOnExit, publicPages, startApp } from './support.mjs';
const root = path.resolve('.');
const children = []; const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lht-'));
const cleanup = cleanupOnExit(children, dataDir);
const FLAGS = ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const base = await startApp({ root, dataDir, children });
const pages = (await publicPages(base)).pages;
const want = (process.env.PAGES ?? '/show-room').split(',');
for (const [name, pq] of pages) {
  if (!want.includes(name)) continue;
  await fetch(base + pq);
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
    const r = await lighthouse(base + pq, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    await chrome.kill();
    const f = `/tmp/lh/${name.replace(/\W/g, '_')}-${i}.json`;
    fs.writeFileSync(f, JSON.stringify(r.artifacts.Trace.traceEvents));
    const a = r.lhr.audits;
    console.log(name, i, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'perf', r.lhr.categories.performance.score * 100, f);
  }
}
cleanup(); process.exit(0);
