// Ends the current task and goes on in a new one, so the main thread is free in between (a tap
// is handled, a frame is drawn). Starting the app is a chain of such steps (main.tsx); on a slow
// phone each step joined to the next made one long task (issue 23).

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * `scheduler.yield()` where the browser has it: the rest runs ahead of other queued tasks, and
 * a chain of yields is not slowed down as nested timers are (4 ms each after the fifth).
 * Elsewhere a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
