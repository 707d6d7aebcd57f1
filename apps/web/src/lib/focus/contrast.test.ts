// The focus ring against every surface it is drawn on, read from the design tokens: at least
// 3:1 (WCAG 1.4.11 non-text contrast), so a change of palette that loses the ring fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseHex, type Rgb } from './contrast';

const tokens = readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');

/** A token's colour, following var(--other) to a hex value. */
function token(name: string): Rgb {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens);
  if (!match) throw new Error(`no token --${name}`);
  const value = match[1]!.trim();
  const ref = /^var\(--([\w-]+)\)$/.exec(value);
  return ref ? token(ref[1]!) : parseHex(value);
}

describe('contrast arithmetic', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(parseHex('#000'), parseHex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#b08d57'), parseHex('#b08d57'))).toBeCloseTo(1, 5);
  });

  it('blends a translucent colour over another', () => {
    expect(over([255, 255, 255], 0.5, [0, 0, 0])).toEqual([128, 128, 128]);
  });
});

describe('the focus ring (--color-focus) stands out at 3:1 or more', () => {
  const ring = token('color-focus');
  it.each(['color-bg', 'color-surface', 'color-surface-muted', 'sand-200'])('on light surfaces: --%s', (surface) => {
    expect(contrastRatio(ring, token(surface))).toBeGreaterThanOrEqual(3);
  });

  it('inside a highlighted row of the account menu (--sand-100)', () => {
    expect(contrastRatio(ring, token('sand-100'))).toBeGreaterThanOrEqual(3);
  });

  const darkRing = token('gold-300');
  it.each(['black-950', 'black-900', 'black-800', 'ocean-800'])('gold on dark surfaces (.on-dark, the floating menu): --%s', (surface) => {
    expect(contrastRatio(darkRing, token(surface))).toBeGreaterThanOrEqual(3);
  });

  it("inside a highlighted row of the floating menu (10 % ivory over the menu's black)", () => {
    expect(contrastRatio(darkRing, over(parseHex('#f7f2ea'), 0.1, token('black-950')))).toBeGreaterThanOrEqual(3);
  });
});
