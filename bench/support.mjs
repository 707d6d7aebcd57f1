// What the benchmark scripts share: a free loopback port, and leaving no child process or
// scratch folder behind when a run ends or is interrupted.
import fs from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Kills `children` and deletes `dataDir`; also on Ctrl-C and SIGTERM (exit code 2). */
export function cleanupOnExit(children, dataDir) {
  const cleanup = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanup();
      process.exit(2);
    });
  }
  return cleanup;
}
