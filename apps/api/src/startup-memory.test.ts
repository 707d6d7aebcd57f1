import { describe, expect, it } from 'vitest';
import { releaseStartupMemory } from './startup-memory';

const MB = 1024 * 1024;

/** Allocates 128 MB of buffers that nothing holds once this returns; says the count with them. */
function leaveBuffersBehind(): number {
  const held = Array.from({ length: 8 }, () => new ArrayBuffer(16 * MB));
  expect(held).toHaveLength(8);
  return process.memoryUsage().arrayBuffers;
}

describe('releaseStartupMemory', () => {
  it('gives back the buffers that starting left behind', async () => {
    const before = leaveBuffersBehind();
    await releaseStartupMemory();
    const after = process.memoryUsage().arrayBuffers;
    expect(before - after).toBeGreaterThanOrEqual(120 * MB);
  });
});
