import { describe, expect, it } from 'vitest';
import { fromServer, itemIdOf, missingOnServer } from './favourites-storage';

const fav = (id: number | string, isFavorite = true) => ({ id, name: `Item ${id}`, category: 'GOLD' as const, image: null, isFavorite });
const server = (id: number) => ({ id, name: `Item ${id}`, category: 'GOLD' as const, image: null });

describe('favourites', () => {
  it('reads item ids, refusing what is not one', () => {
    expect(itemIdOf({ id: 7 })).toBe(7);
    expect(itemIdOf({ id: '8' })).toBe(8);
    expect(itemIdOf({ id: 'sofa' })).toBeNull();
    expect(itemIdOf({ id: 0 })).toBeNull();
  });

  it('sends up only local favourites switched on and unknown to the server', () => {
    expect(missingOnServer([fav(1), fav(2, false), fav(3), fav('x')], [server(3)])).toEqual([1]);
  });

  it('takes the server’s list as switched on and keeps local ones switched off', () => {
    expect(fromServer([server(1)], [fav(1, false), fav(2)])).toEqual([
      { ...server(1), isFavorite: true },
      { ...fav(2), isFavorite: false },
    ]);
  });
});
