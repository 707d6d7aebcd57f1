import { describe, expect, it } from 'vitest';
import { stepIndex } from './step-index';

describe("the photo viewer's steps", () => {
  it('goes one photo on or back', () => {
    expect(stepIndex(2, 1, 7)).toBe(3);
    expect(stepIndex(2, -1, 7)).toBe(1);
  });

  it('goes round at either end', () => {
    expect(stepIndex(6, 1, 7)).toBe(0);
    expect(stepIndex(0, -1, 7)).toBe(6);
  });

  it('stays on a single photo, and on nothing', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
