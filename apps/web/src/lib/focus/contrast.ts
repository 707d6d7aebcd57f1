// WCAG contrast of two colours (relative luminance, WCAG 2.x §1.4.3 / §1.4.11): the focus ring
// must stand at 3:1 or more against what it is drawn on (decision 031; tested against the tokens).

export type Rgb = readonly [number, number, number];

/** '#1f5f66' or '#fff' → [31, 95, 102]. */
export function parseHex(hex: string): Rgb {
  const digits = hex.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** A translucent colour over an opaque one (e.g. a menu row's highlight over the menu). */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return top.map((channel, i) => Math.round(channel * alpha + bottom[i]! * (1 - alpha))) as unknown as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
