// A lock file beside PGlite's data: a second process on the same DATA_DIR must stop at once
// and leave the first one unharmed. The file holds the owner's PID so that a lock left by a
// crashed process (SIGKILL) is recognised as stale and taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Vitrina process (PID ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
  }
}

/** Lock files this process holds: its own PID in a lock file is only "ours" if listed here. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'vitrina.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists: creation is atomic, so two starters cannot both win.
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      held.add(lockFile);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(lockFile);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    const ours = owner === process.pid;
    if (Number.isInteger(owner) && owner > 0 && (ours ? held.has(lockFile) : isAlive(owner))) {
      throw new DataDirLockedError(dataDir, owner);
    }
    // Stale lock from a process that died: remove it and try again.
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
