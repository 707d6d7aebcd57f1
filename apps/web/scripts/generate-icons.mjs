// Renders the PWA icons and the favicon from the brand mark (src/components/brand/mark.json),
// so the app icon and the in-app mark are one drawing. Run: node apps/web/scripts/generate-icons.mjs
// The PNGs are committed; run again only when the mark or the colours change.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const mark = JSON.parse(await readFile(path.join(root, 'src/components/brand/mark.json'), 'utf8'));
const out = path.join(root, 'public/icons');

// Same values as --color-black and the gold accent in src/styles/tokens.css.
const BLACK = '#141414';
const GOLD_LIGHT = '#D6B67F';
const GOLD = '#B08D57';

/** The mark drawn in a box of `size` px at (x, y), stroke scaled with it. */
function markGroup(x, y, size) {
  const scale = size / 48;
  const strokes = mark.strokes
    .map((d) => `<path d="${d}" fill="none" stroke="url(#gold)" stroke-width="${mark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${strokes}</g>`;
}

/**
 * @param size      canvas size in px
 * @param markRatio share of the canvas the 48-unit mark box takes
 * @param radius    corner radius as a share of the size (0 = full bleed, for maskable/iOS)
 */
function iconSvg(size, markRatio, radius) {
  const m = size * markRatio;
  const r = size * radius;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="gold" x1="0" y1="8" x2="0" y2="42" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${GOLD_LIGHT}"/><stop offset="1" stop-color="${GOLD}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.65">
      <stop offset="0" stop-color="#262320"/><stop offset="1" stop-color="${BLACK}"/>
    </radialGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${r}" fill="url(#glow)"/>
  ${markGroup((size - m) / 2, (size - m) / 2, m)}
</svg>`;
}

const icons = [
  // "any" icons: rounded square, mark large.
  { file: 'icon-192.png', svg: iconSvg(192, 0.72, 0.22) },
  { file: 'icon-512.png', svg: iconSvg(512, 0.72, 0.22) },
  // maskable: full bleed, mark inside the 80 % safe circle (the 48-unit box's content spans 24 × 32 units).
  { file: 'icon-maskable-512.png', svg: iconSvg(512, 0.6, 0) },
  // iOS rounds the corners itself.
  { file: 'apple-touch-icon-180.png', svg: iconSvg(180, 0.7, 0) },
];

await mkdir(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg)).png({ compressionLevel: 9, palette: false }).toFile(path.join(out, icon.file));
  console.log('wrote', path.relative(root, path.join(out, icon.file)));
}
await writeFile(path.join(root, 'public/favicon.svg'), iconSvg(64, 0.8, 0.22).replace(/\n\s*/g, ''));
console.log('wrote public/favicon.svg');
