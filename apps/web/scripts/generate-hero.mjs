// Draws the landing hero: a Caribbean shore at golden hour with a seven-level beachfront
// building (SPEC §2.20: 81 apartments on 7 levels), in two framings — wide for landscape
// screens and tall for phones — so each keeps the building in view. There are no photos in
// the repository and no network here, so the "photograph" is a generated SVG: small, sharp on
// every screen density, and with a fixed aspect ratio so the page reserves its space.
//
// Run: node apps/web/scripts/generate-hero.mjs [--preview]   (the SVGs are committed)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beach, building, defs, f, land, palm, rng, sea, sky } from './hero-shapes.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'src/assets');

function scene(layout, seed) {
  const rand = rng(seed);
  const { W, H, L } = layout;
  const palms = L.palms
    .map((p) => {
      // Long golden-hour shadow thrown away from the sun, across the sand.
      const shadow = `<ellipse cx="${f(p.x + p.h * 0.5)}" cy="${f(p.ground + 6)}" rx="${f(p.h * 0.55)}" ry="${f(p.h * 0.025 + 3)}" fill="#5a4128" opacity="0.28" filter="url(#soft)"/>`;
      return shadow + palm(p.x, p.ground, p.h, p.lean, p.scale, rand, p.colour);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
${defs(layout)}
${sky(layout, rand)}
${sea(layout, rand)}
${land(layout, rand)}
${building(layout, rand)}
${beach(layout, rand)}
${palms}
<rect y="${f(H * 0.72)}" width="${W}" height="${f(H * 0.28)}" fill="url(#foreShade)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

const wide = {
  W: 1600,
  H: 1000,
  L: {
    horizon: 470,
    sun: { x: 872, y: 428 },
    shoreLeft: 720,
    shoreRight: 640,
    landStartX: 820,
    landFront: 610,
    building: { x: 1000, base: 612, width: 470, levels: 7, levelH: 34 },
    palms: [
      { x: 935, ground: 668, h: 330, lean: -40, scale: 1.15 },
      { x: 1525, ground: 690, h: 420, lean: 30, scale: 1.35 },
      { x: 1395, ground: 650, h: 250, lean: -18, scale: 0.9, colour: '#22302a' },
    ],
  },
};

const tall = {
  W: 900,
  H: 1600,
  L: {
    horizon: 640,
    sun: { x: 250, y: 588 },
    shoreLeft: 905,
    shoreRight: 830,
    landStartX: 330,
    landFront: 790,
    building: { x: 420, base: 792, width: 400, levels: 7, levelH: 31 },
    palms: [
      { x: 372, ground: 850, h: 330, lean: -35, scale: 1.05 },
      { x: 850, ground: 875, h: 430, lean: 25, scale: 1.3 },
    ],
  },
};

await mkdir(outDir, { recursive: true });
const files = [
  ['hero-wide.svg', scene(wide, 7)],
  ['hero-tall.svg', scene(tall, 11)],
];
for (const [name, svg] of files) {
  await writeFile(path.join(outDir, name), svg.replace(/\n/g, ''));
  console.log(`wrote ${name} (${(svg.length / 1024).toFixed(1)} KB)`);
}

if (process.argv.includes('--preview')) {
  const { default: sharp } = await import('sharp');
  for (const [name, svg] of files) {
    const file = path.join('/tmp', name.replace('.svg', '.png'));
    await sharp(Buffer.from(svg)).png().toFile(file);
    console.log('preview', file);
  }
}
