import { describe, expect, it } from 'vitest';
import { headingTakesFocus, isNewScreen } from './route-change';

describe('a route change for focus', () => {
  it('is a new screen when the path changes', () => {
    expect(isNewScreen('/home', '/show-room')).toBe(true);
    expect(isNewScreen('/property/1', '/property/2')).toBe(true);
  });

  it('is the same screen for a trailing slash (the query and hash are not in the path)', () => {
    expect(isNewScreen('/home', '/home/')).toBe(false);
    expect(isNewScreen('/', '/')).toBe(false);
  });
});

describe("the new screen's heading takes focus", () => {
  it('from the body, the bottom menu, the top bar (focus outside the new screen)', () => {
    expect(headingTakesFocus({ inDialog: false, inMain: false, isField: false })).toBe(true);
    expect(headingTakesFocus({ inDialog: false, inMain: true, isField: false })).toBe(true);
  });

  it('not from a field the screen focused itself, nor from an open dialog', () => {
    expect(headingTakesFocus({ inDialog: false, inMain: true, isField: true })).toBe(false);
    expect(headingTakesFocus({ inDialog: true, inMain: false, isField: false })).toBe(false);
  });
});
