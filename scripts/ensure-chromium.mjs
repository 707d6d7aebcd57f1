// Makes sure the browsers the tests drive are there, from Debian's packages (Playwright's own
// browser downloads are not used). Run before `playwright test`.
// - `chromium-headless-shell` (/usr/bin/chromium-headless-shell): Chromium's headless build, the
//   one Playwright itself runs headless tests in — the same Blink and V8 as the browser without
//   its windows' interface, which cost the browser tests a third of their time (issue 32).
// - `chromium` (/usr/bin/chromium): the full browser, for Lighthouse and the benchmarks, and for
//   the browser tests when E2E_CHROME_PATH points to it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const PACKAGES = [
  { name: 'chromium', path: '/usr/bin/chromium', env: 'CHROME_PATH' },
  { name: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell', env: 'E2E_CHROME_PATH' },
];

/** A package is there when its binary is, or when its variable points to a browser that is. */
const present = ({ path: binary, env }) => existsSync(binary) || (process.env[env] ? existsSync(process.env[env]) : false);
for (const { env } of PACKAGES) {
  if (process.env[env] && !existsSync(process.env[env])) console.warn(`${env}=${process.env[env]} does not exist`);
}
const missing = PACKAGES.filter((p) => !present(p));
if (missing.length === 0) process.exit(0);

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
const names = missing.map((p) => p.name);

if (isRoot && onPath('apt-get')) {
  console.log(`Not installed: ${names.join(', ')}. Installing Debian's package(s) with apt-get…`);
  for (const args of [['update'], ['install', '-y', ...names]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (PACKAGES.every(present)) process.exit(0);
}

console.error(`Missing: ${names.join(', ')}. Install Debian's package(s) (apt-get install ${names.join(' ')}), or set ${missing.map((p) => p.env).join(' / ')}`);
process.exit(1);
