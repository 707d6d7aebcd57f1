// Renders the brand picture of link previews (public/og-image.jpg, 1200×630, the size chat
// apps and social networks ask for) from the landing's golden-hour hero, so a shared page
// without a picture of its own still shows the development. Run:
//   node apps/web/scripts/generate-og-image.mjs
// The JPEG is committed; run again only when the hero changes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const hero = path.join(root, 'src/assets/hero-wide.svg');
const out = path.join(root, 'public/og-image.jpg');

// The hero is 1600×1000; drawn at 1200 wide it is 750 tall: keep the middle 630 (the
// building and the sea), cutting sky and foreground evenly.
await sharp(hero, { density: 72 * (1200 / 1600) })
  .resize(1200, 750)
  .extract({ left: 0, top: 60, width: 1200, height: 630 })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(out);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
