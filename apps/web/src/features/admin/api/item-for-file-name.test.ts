import { describe, expect, it } from 'vitest';
import { itemForFileName } from './item-for-file-name';

describe('itemForFileName (bulk upload by code)', () => {
  const items = [
    { id: 1, code: 'SOF-10' },
    { id: 2, code: 'SOF-100' },
    { id: 3, code: 'MES-01' },
  ];
  it('finds the code in the name, case-insensitive, the longest code first', () => {
    expect(itemForFileName('sof-100_frente.jpg', items)?.id).toBe(2);
    expect(itemForFileName('foto SOF-10.png', items)?.id).toBe(1);
    expect(itemForFileName('MES-01.webp', items)?.id).toBe(3);
    expect(itemForFileName('nada.png', items)).toBeNull();
  });
});
