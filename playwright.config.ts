// Browser tests: Debian's Chromium headless shell (no downloaded browser), against the real
// server — the API serving the built web app (apps/web/dist) on one origin — started on a free
// port with a fresh, throw-away data folder. Run with `npm run test:e2e` (builds first).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The config file is evaluated again in every worker process. Values chosen here are put in
 * the environment, which workers inherit, so every process agrees on one port and folder.
 */
function freePort(): string {
  // Synchronous on purpose (the config is synchronous): ask the OS in a child process.
  return execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: 'utf8' },
  ).trim();
}

process.env.E2E_PORT ||= freePort();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The runner stops the server before it exits; then the throw-away database goes too
  // (~40 MB a run). E2E_KEEP_DATA=1 keeps it for a look after a failure.
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const PORT = process.env.E2E_PORT;

const SETTINGS_SPEC = /admin-settings\.spec\.ts$/;
/**
 * Specs whose subject does not depend on the width (the server's HTML; how many rows the lists
 * draw at catalogue scale, issue 13; the keyboard journeys at 1280 px, issue 25): the desktop
 * project runs them.
 */
const ONE_WIDTH_SPECS = /(server-rendering|scale|keyboard)\.spec\.ts$/;
/** Specs about a phone's life (offline use, issue 12): the phone project runs them. */
const PHONE_ONLY_SPECS = /offline\.spec\.ts$/;
/** The Settings spec runs after these (below). */
const WIDTH_PROJECTS = ['phone', 'desktop', 'phone-browser', 'desktop-browser'];
const PHONE = {
  browserName: 'chromium',
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;
const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * Debian's Chromium headless shell, the headless build Playwright itself runs tests in: the same
 * Blink and V8 as the browser, without the windows' interface (a renderer of its own per
 * window), which cost the specs a third of their time (issue 32). E2E_CHROME_PATH runs them in
 * another build, e.g. the full browser at /usr/bin/chromium (`npm run test:e2e` installs both).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BROWSER = process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
/**
 * Specs that need the browser's own parts: the brochure opens in a tab as a PDF, shown by the
 * browser's PDF viewer, which the headless shell does not have (it keeps such a tab blank). They
 * run in the full browser.
 */
const FULL_BROWSER_SPECS = /(brochure|offline)\.spec\.ts$/;
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const IN_FULL_BROWSER = { launchOptions: { executablePath: FULL_BROWSER, args: BROWSER_ARGS } };

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failed test runs once more, recording a trace (below) to look at; npm test still counts
  // a test that passed only on its retry as failed (flaky), so nothing is retried into green.
  retries: 1,
  // Two cores on the build machines: one browser per core at most.
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // npm test reads the counts from this report for its closing line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  // Generous: axe scans and full-page screenshots of long pages take seconds on 2 busy cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test took a fifth of the run's CPU (its DOM snapshots at each
    // action, issue 32): it is recorded on the retry of a failed test only.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: BROWSER, args: BROWSER_ARGS },
  },
  // The Settings spec changes what every screen shows (brand, chat numbers): it runs after the
  // other specs, so none of them meets its temporary values, and on a quieter machine.
  projects: [
    { name: 'phone', testIgnore: [SETTINGS_SPEC, ONE_WIDTH_SPECS, FULL_BROWSER_SPECS], use: PHONE },
    { name: 'desktop', testIgnore: [SETTINGS_SPEC, PHONE_ONLY_SPECS, FULL_BROWSER_SPECS], use: DESKTOP },
    { name: 'phone-browser', testMatch: FULL_BROWSER_SPECS, use: { ...PHONE, ...IN_FULL_BROWSER } },
    { name: 'desktop-browser', testMatch: FULL_BROWSER_SPECS, testIgnore: PHONE_ONLY_SPECS, use: { ...DESKTOP, ...IN_FULL_BROWSER } },
    { name: 'phone-settings', testMatch: SETTINGS_SPEC, dependencies: WIDTH_PROJECTS, use: PHONE },
    { name: 'desktop-settings', testMatch: SETTINGS_SPEC, dependencies: WIDTH_PROJECTS, use: DESKTOP },
  ],
  webServer: {
    // What `npm start` runs: the API compiled by the build (test:e2e and npm test build first;
    // without a build, serve.mjs runs the source through tsx). Started directly with node (not
    // through npx), in this very process, so stopping it by PID ends the server.
    command: 'node scripts/serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The start banner is noise here; errors (stderr) still show.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Automatic backups inside the run's folder, removed with it.
      BACKUP_DIR: path.join(process.env.E2E_DATA_DIR!, 'backups'),
      // What `npm start` runs: React's production build renders the pages (the development
      // build's checks made every server render slower, issue 32), with the demo data.
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The specs give each test its own X-Forwarded-For (e2e/support/fixtures.ts), so the
      // per-address sign-in limits of one test never reach another.
      TRUST_PROXY: 'true',
      // Verification codes of the account types (select-account specs).
      ACCOUNT_CODES: JSON.stringify({ User: ['OWNER-2026'], Vitrina: ['TEAM-2026'], Selecta: ['SEL-2026'] }),
    },
  },
});
