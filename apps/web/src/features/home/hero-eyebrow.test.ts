import { describe, expect, it } from 'vitest';
import { heroEyebrow } from './hero-eyebrow';

describe('the home hero’s eyebrow', () => {
  it('names the development and its city', () => {
    expect(heroEyebrow({ name: 'Kaanal Residences', city: 'Playa del Carmen' })).toBe('Kaanal Residences · Playa del Carmen');
  });

  it('says the city once when the name carries it (accents and case aside)', () => {
    expect(heroEyebrow({ name: 'Kaanal Residences Playa del Carmen', city: 'Playa del Carmen' })).toBe('Kaanal Residences Playa del Carmen');
    expect(heroEyebrow({ name: 'Residencias Mérida Centro', city: 'merida' })).toBe('Residencias Mérida Centro');
  });

  it('falls back to whichever is given', () => {
    expect(heroEyebrow({ name: 'Costa Azul', city: ' ' })).toBe('Costa Azul');
    expect(heroEyebrow({ name: '', city: 'Tulum' })).toBe('Tulum');
  });
});
