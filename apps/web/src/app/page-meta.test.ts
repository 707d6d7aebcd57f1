import { describe, expect, it } from 'vitest';
import { widestPicture } from './page-meta';

describe('widestPicture', () => {
  it('takes the widest stored variant when it is wide enough for a preview', () => {
    expect(widestPicture('/api/images/h?w=320 320w, /api/images/h?w=1280 1280w, /api/images/h?w=640 640w')).toEqual({ url: '/api/images/h?w=1280', width: 1280 });
  });

  it('gives way to the brand picture when every variant is under 1200 px, or there is none', () => {
    expect(widestPicture('/api/images/h?w=320 320w, /api/images/h?w=640 640w')).toBeNull();
    expect(widestPicture(null)).toBeNull();
    expect(widestPicture('')).toBeNull();
    expect(widestPicture('garbage')).toBeNull();
  });
});
