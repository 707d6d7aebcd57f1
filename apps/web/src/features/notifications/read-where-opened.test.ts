// The page opened as a notification's link names it, and when it is worth telling the server
// (decision 066): only with something unread, once per page.
import { describe, expect, it } from 'vitest';
import { openedLink, shouldMarkOpened } from './read-where-opened';

describe('reading what was opened', () => {
  it('names the page by its path and query, as the links are written', () => {
    expect(openedLink('/property/12/file', '')).toBe('/property/12/file');
    expect(openedLink('/admin/developments/playa/units', '?unit=12')).toBe('/admin/developments/playa/units?unit=12');
    expect(openedLink('/news', '?')).toBe('/news');
  });

  it('tells the server only with something unread, and once per page opened', () => {
    expect(shouldMarkOpened('/news', undefined, null)).toBe(false);
    expect(shouldMarkOpened('/news', 0, null)).toBe(false);
    expect(shouldMarkOpened('/news', 2, null)).toBe(true);
    expect(shouldMarkOpened('/news', 1, '/news')).toBe(false);
    expect(shouldMarkOpened('/property/12/file', 1, '/news')).toBe(true);
  });
});
