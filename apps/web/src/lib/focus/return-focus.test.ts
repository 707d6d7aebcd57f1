import { describe, expect, it } from 'vitest';
import { returnFocusTarget } from './return-focus';

const usable = (present: string[]) => (name: string) => present.includes(name);

describe('where focus goes when a dialog closes', () => {
  it('goes back to the control that opened it', () => {
    expect(returnFocusTarget({ navigated: false, explicit: null, opener: 'card', fallback: 'h1' }, usable(['card', 'h1']))).toBe('card');
  });

  it('prefers what the dialog names itself', () => {
    expect(returnFocusTarget({ navigated: false, explicit: 'result', opener: 'card', fallback: 'h1' }, usable(['result', 'card', 'h1']))).toBe('result');
  });

  it("goes to the screen's heading when the opener is gone, never to nothing", () => {
    expect(returnFocusTarget({ navigated: false, explicit: 'gone', opener: 'gone too', fallback: 'h1' }, usable(['h1']))).toBe('h1');
  });

  it('leaves focus to the new screen when the dialog navigated', () => {
    expect(returnFocusTarget({ navigated: true, explicit: null, opener: 'card', fallback: 'h1' }, usable(['card', 'h1']))).toBe(false);
  });

  it('moves nothing when no candidate can take focus', () => {
    expect(returnFocusTarget({ navigated: false, explicit: null, opener: null, fallback: null }, usable([]))).toBe(false);
  });
});
