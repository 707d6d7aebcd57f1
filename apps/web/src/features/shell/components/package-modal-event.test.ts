import { describe, expect, it } from 'vitest';
import { packageModalDevelopment } from './package-modal-event';

describe('the package modal’s development', () => {
  it('is the slug the event names, else none (the first development’s terms)', () => {
    expect(packageModalDevelopment({ development: 'tulum' })).toBe('tulum');
    for (const detail of [undefined, null, 'tulum', {}, { development: '' }, { development: 3 }]) expect(packageModalDevelopment(detail)).toBeNull();
  });
});
