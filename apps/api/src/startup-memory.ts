// What starting the server used and no longer needs, given back before the first request. On a
// fresh data folder, PGlite's initdb and the demo seed leave some 430 MB of dead WebAssembly and
// ArrayBuffer memory behind, which V8 gives back only at its next full collection: on an idle
// server about half a minute later (RSS 812 MB, then 420–460 MB; issue 23, decision 042).
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | null | undefined;

/** V8's full collection: `global.gc` when node runs with --expose-gc, else one from a new context. */
function fullCollection(): (() => void) | null {
  if (collect !== undefined) return collect;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return (collect = exposed);
  try {
    // The flag exposes `gc` to contexts created after it, not to this one's global.
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    collect = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collect = null;
  }
  return collect;
}

/**
 * Two full collections, the second once the first's finalizers have run: WebAssembly memories
 * and large buffers are freed by those finalizers. About 50 ms, once, before the server listens.
 */
export async function releaseStartupMemory(): Promise<void> {
  const gc = fullCollection();
  if (!gc) return;
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
}
