import { describe, expect, it } from 'vitest';
import { cardPictureUrl } from './card-sizes';

const srcset = '/api/images/abc?w=640 640w, /api/images/abc?w=320 320w, /api/images/abc?w=1280 1280w';

describe("a card's picture for a download", () => {
  it('takes the narrowest stored width at least as wide as the card', () => {
    expect(cardPictureUrl('/api/images/abc?w=640', srcset, 300)).toBe('/api/images/abc?w=320');
    expect(cardPictureUrl('/api/images/abc?w=640', srcset, 321)).toBe('/api/images/abc?w=640');
    expect(cardPictureUrl('/api/images/abc?w=640', srcset, 690)).toBe('/api/images/abc?w=1280');
  });

  it('takes the widest when the card is wider than any, and the plain image without a srcset', () => {
    expect(cardPictureUrl('/api/images/abc?w=640', srcset, 4000)).toBe('/api/images/abc?w=1280');
    expect(cardPictureUrl('/api/images/abc?w=640', null, 300)).toBe('/api/images/abc?w=640');
    expect(cardPictureUrl('/api/images/abc?w=640', '', 300)).toBe('/api/images/abc?w=640');
  });
});
