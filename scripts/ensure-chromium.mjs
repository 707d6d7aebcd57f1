// Makes sure the browser the e2e tests drive is there: Debian's `chromium` package
// (Playwright's own browser downloads are not used). Run before `playwright test`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromePath = process.env.CHROME_PATH;

if (chromePath && existsSync(chromePath)) process.exit(0);
if (existsSync(DEFAULT_PATH)) {
  if (chromePath) console.warn(`CHROME_PATH=${chromePath} does not exist; ${DEFAULT_PATH} is installed — unset CHROME_PATH to use it`);
  process.exit(0);
}

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isRoot && onPath('apt-get')) {
  console.log(`Chromium not found at ${chromePath || DEFAULT_PATH}: installing Debian's package 'chromium' with apt-get…`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (existsSync(DEFAULT_PATH)) process.exit(0);
}

console.error("Chromium is missing: install Debian's package 'chromium' (apt-get install chromium) or set CHROME_PATH");
process.exit(1);
