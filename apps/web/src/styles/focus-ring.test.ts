// The one focus ring (decision 031): global.css draws it for every element with keyboard focus,
// in a cascade layer with !important, so no component rule can take it away; components may only
// re-point what it is drawn with. These checks fail when a stylesheet works around that.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));
const global = sheets.find((s) => s.name === join('styles', 'global.css'))!;

describe('the focus ring', () => {
  it('is drawn by one layered, important rule from the tokens', () => {
    const layer = /@layer focus-ring\s*{([\s\S]*?)}\s*}/.exec(global.text)?.[1] ?? '';
    expect(layer).toContain(':focus-visible');
    expect(layer).toMatch(/outline:\s*var\(--focus-ring-width\) solid var\(--color-focus\) !important/);
    expect(layer).toMatch(/outline-offset:\s*var\(--focus-ring-offset\) !important/);
  });

  it('is not drawn, hidden or thinned by any other stylesheet (only its custom properties are re-pointed)', () => {
    const offenders = sheets
      .filter((s) => s !== global)
      .flatMap((s) =>
        [
          /outline[\w-]*\s*:[^;]*!important/.test(s.text) ? 'an !important outline' : null,
          /@layer/.test(s.text) ? 'a cascade layer' : null,
          s.name !== join('styles', 'tokens.css') && /--focus-ring-width\s*:/.test(s.text) ? 'its own --focus-ring-width' : null,
        ]
          .filter(Boolean)
          .map((what) => `${s.name}: ${what}`),
      );
    expect(offenders).toEqual([]);
  });

  it('takes only colours whose contrast is tested (lib/focus/contrast.test.ts) where a surface re-points it', () => {
    const colours = sheets.flatMap((s) => [...s.text.matchAll(/--color-focus\s*:\s*([^;]+);/g)].map((m) => m[1]!.trim()));
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(['var(--ocean-600)', 'var(--gold-300)']).toContain(colour);
  });
});
