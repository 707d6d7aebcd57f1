import { describe, expect, it } from 'vitest';
import { inOrder } from '../../../api/news/office-posts';
import { photoOrderAfterMove } from './photo-order';

const photos = [{ id: 11 }, { id: 12 }, { id: 13 }];

describe("a post's photo order", () => {
  it('moves one photo one step and names every photo once', () => {
    expect(photoOrderAfterMove(photos, 1, 'up')).toEqual({ ids: [12, 11, 13], to: 0 });
    expect(photoOrderAfterMove(photos, 1, 'down')).toEqual({ ids: [11, 13, 12], to: 2 });
    expect(photoOrderAfterMove(photos, 0, 'down')).toEqual({ ids: [12, 11, 13], to: 1 });
  });

  it('does nothing past either end or for a photo that is not there', () => {
    expect(photoOrderAfterMove(photos, 0, 'up')).toBeNull();
    expect(photoOrderAfterMove(photos, 2, 'down')).toBeNull();
    expect(photoOrderAfterMove(photos, 3, 'up')).toBeNull();
    expect(photoOrderAfterMove([], 0, 'down')).toBeNull();
  });

  it('shows the list in the order sent before the answer (what is not named keeps its place after)', () => {
    const shown = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(inOrder(shown, [3, 1, 2, 4]).map((p) => p.id)).toEqual([3, 1, 2, 4]);
    expect(inOrder(shown, [2, 1]).map((p) => p.id)).toEqual([2, 1, 3, 4]);
  });
});
