import { describe, expect, it } from 'vitest';
import { isRovingKey, rovingTarget, tabWrapTarget } from './keys';

describe('Tab in an open dialog (tabWrapTarget)', () => {
  const on = (before: number) => ({ before, onItem: true, inside: true });

  it('wraps from the last element to the first, and back with Shift+Tab', () => {
    expect(tabWrapTarget(4, on(3), false)).toBe(0);
    expect(tabWrapTarget(4, on(0), true)).toBe(3);
  });

  it('leaves the moves between two inside elements to the browser', () => {
    expect(tabWrapTarget(4, on(1), false)).toBeNull();
    expect(tabWrapTarget(4, on(2), true)).toBeNull();
  });

  it('brings focus back from the page (the body after a removed element) to the first or last', () => {
    expect(tabWrapTarget(3, { before: 0, onItem: false, inside: false }, false)).toBe(0);
    expect(tabWrapTarget(3, { before: 0, onItem: false, inside: false }, true)).toBe(2);
  });

  it('goes on from an inside element that is no Tab stop (the frame, a heading) by its place', () => {
    // A heading after the two first buttons: Tab goes to the third by itself; after the last, wraps.
    expect(tabWrapTarget(3, { before: 2, onItem: false, inside: true }, false)).toBeNull();
    expect(tabWrapTarget(3, { before: 3, onItem: false, inside: true }, false)).toBe(0);
    expect(tabWrapTarget(3, { before: 0, onItem: false, inside: true }, true)).toBe(2);
  });

  it('keeps focus on the frame when nothing inside can take it', () => {
    expect(tabWrapTarget(0, { before: 0, onItem: false, inside: true }, false)).toBe('frame');
  });
});

describe('arrow keys in tabs and radio chips (rovingTarget)', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(rovingTarget('Home', 2, 4)).toBe(0);
    expect(rovingTarget('End', 0, 4)).toBe(3);
  });

  it('takes up and down only when vertical or both (a radio group)', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 3, { orientation: 'both' })).toBe(1);
    expect(rovingTarget('ArrowUp', 0, 3, { orientation: 'vertical' })).toBe(2);
    expect(rovingTarget('ArrowRight', 0, 3, { orientation: 'vertical' })).toBeNull();
  });

  it('skips disabled items, also for Home and End', () => {
    const disabled = (i: number) => i === 1 || i === 3;
    expect(rovingTarget('ArrowRight', 0, 4, { disabled })).toBe(2);
    expect(rovingTarget('ArrowLeft', 0, 4, { disabled })).toBe(2);
    expect(rovingTarget('End', 0, 4, { disabled })).toBe(2);
    expect(rovingTarget('Home', 2, 4, { disabled: (i) => i === 0 })).toBe(1);
  });

  it('swaps left and right in a right-to-left layout', () => {
    expect(rovingTarget('ArrowLeft', 0, 3, { dir: 'rtl' })).toBe(1);
    expect(rovingTarget('ArrowRight', 0, 3, { dir: 'rtl' })).toBe(2);
  });

  it('ignores other keys, and a widget with nothing in it', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull();
    expect(rovingTarget('a', 0, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
    expect(isRovingKey('End')).toBe(true);
    expect(isRovingKey('Enter')).toBe(false);
  });
});
