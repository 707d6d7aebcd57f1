import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('goes on through scheduler.yield() where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  it('goes on in a timer elsewhere, not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const step = yieldToMain().then(() => {
      resumed = true;
    });
    // Microtasks alone do not resume it: only the timer's task does.
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await step;
    expect(resumed).toBe(true);
  });
});
