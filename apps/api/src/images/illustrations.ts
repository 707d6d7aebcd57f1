// Flat, catalogue-style product illustrations generated from code: one picture per item kind
// and furniture category, so the demo catalogue has real images without any network or
// bundled photo. Pure SVG shapes (no text: fonts are not guaranteed), rendered by sharp.
// Every picture is 4:3 (ILLUSTRATION_WIDTH × ILLUSTRATION_HEIGHT), drawn on a 400 × 300 grid.
import { loadSharp } from './load-sharp';
import type { Category } from '@vitrina/contracts';
import { DRAWINGS, type Palette } from './illustration-shapes';

export type { Palette } from './illustration-shapes';

export const ILLUSTRATION_KINDS = [
  'sofa',
  'armchair',
  'coffeeTable',
  'tv',
  'rug',
  'art',
  'lamp',
  'diningTable',
  'chair',
  'stool',
  'cookware',
  'dishes',
  'coffeeMaker',
  'bed',
  'nightstand',
  'bedding',
  'wardrobe',
  'desk',
  'mirror',
  'towels',
  'lounger',
  'plant',
  'washer',
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

const FLOOR_Y = 236;

export const ILLUSTRATION_WIDTH = 1280;
export const ILLUSTRATION_HEIGHT = 960;

/** One palette per furniture level: sand neutrals, warm sand and gold, ocean teal and brass, charcoal. */
export const PALETTES: Record<Category, Palette> = {
  ESTANDAR: {
    bg: '#F5F1EA', bgLow: '#EFE8DC', backdrop: '#E9E1D3', floor: '#ECE4D7',
    body: '#D8CBB6', bodyDark: '#C2B197', bodyLight: '#E8DECD',
    fabric: '#FAF7F1', fabricDark: '#E7DFD2',
    wood: '#CDAE84', woodDark: '#B39168', metal: '#9A968F', metalDark: '#7E7A73',
    accent: '#8FAE9E', accentDark: '#76968A', screen: '#2F3336', glass: '#DCE6E6',
    appliance: '#F3F1EC', applianceDark: '#D9D5CD',
    leaf: '#7E9F78', leafDark: '#5F8159', shadow: '#5E5141', ornament: 'none',
  },
  GOLD: {
    bg: '#F5ECDD', bgLow: '#EFE2CC', backdrop: '#EADAC0', floor: '#ECDFC8',
    body: '#D6B98D', bodyDark: '#BF9C6C', bodyLight: '#E6D1AE',
    fabric: '#FCF7EE', fabricDark: '#EDE0C9',
    wood: '#A9784A', woodDark: '#8A5F38', metal: '#B8925A', metalDark: '#977342',
    accent: '#B8925A', accentDark: '#977342', screen: '#2B2824', glass: '#E6E1D6',
    appliance: '#EFE6D6', applianceDark: '#D8C7AA',
    leaf: '#789A6A', leafDark: '#587A4C', shadow: '#5A4126', ornament: 'ring',
  },
  PREMIUM: {
    bg: '#E4EDEC', bgLow: '#D7E4E2', backdrop: '#CCDDDA', floor: '#D0DFDC',
    body: '#1F5A61', bodyDark: '#16454B', bodyLight: '#2C6F77',
    fabric: '#F4F0E7', fabricDark: '#E2DACB',
    wood: '#5E4634', woodDark: '#47342A', metal: '#B48C55', metalDark: '#8F6C3E',
    accent: '#B48C55', accentDark: '#8F6C3E', screen: '#1B2326', glass: '#D5E3E2',
    appliance: '#3A4447', applianceDark: '#2A3234',
    leaf: '#4F7F63', leafDark: '#34614A', shadow: '#17363A', ornament: 'arc',
  },
  BLACK: {
    bg: '#ECEAE6', bgLow: '#E1DEDA', backdrop: '#D8D4CE', floor: '#DDD9D3',
    body: '#2D2D2F', bodyDark: '#1E1E20', bodyLight: '#3C3C3F',
    fabric: '#F2EFEA', fabricDark: '#DCD7CF',
    wood: '#3B302A', woodDark: '#2A221E', metal: '#C2A06A', metalDark: '#9C7D4B',
    accent: '#C2A06A', accentDark: '#9C7D4B', screen: '#141414', glass: '#DADADA',
    appliance: '#2E2E30', applianceDark: '#1F1F21',
    leaf: '#56785C', leafDark: '#3C5B42', shadow: '#1A1A1A', ornament: 'arc',
  },
};

function ornament(p: Palette): string {
  if (p.ornament === 'ring') {
    return `<circle cx="258" cy="96" r="86" fill="none" stroke="${p.accent}" stroke-width="1.6" opacity="0.55"/>`;
  }
  if (p.ornament === 'arc') {
    return (
      `<path d="M96 236 A104 104 0 0 1 304 236" fill="none" stroke="${p.accent}" stroke-width="2" opacity="0.6"/>` +
      `<circle cx="304" cy="62" r="7" fill="${p.accent}" opacity="0.7"/>`
    );
  }
  return '';
}

/** The complete SVG document of one illustration. */
export function illustrationSvg(kind: IllustrationKind, category: Category): string {
  const p = PALETTES[category];
  const drawing = DRAWINGS[kind](p);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 400 300">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bgLow}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.85"/><stop offset="0.5" stop-color="${p.glass}"/><stop offset="1" stop-color="${p.glass}" stop-opacity="0.7"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.screen}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>` +
    // Soft shadows and glows are radial gradients: a blur filter costs 3× the whole render.
    `<radialGradient id="shade"><stop offset="0.2" stop-color="${p.shadow}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.shadow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#FFF6DA" stop-opacity="0.45"/><stop offset="1" stop-color="#FFF6DA" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="400" height="300" fill="url(#bg)"/>` +
    `<circle cx="200" cy="150" r="118" fill="${p.backdrop}"/>` +
    ornament(p) +
    `<rect x="0" y="236" width="400" height="64" fill="${p.floor}"/>` +
    // Drawn a little larger than the grid so the piece fills the frame like a catalogue shot.
    `<g transform="translate(200 ${FLOOR_Y}) scale(1.14) translate(-200 -${FLOOR_Y})">${drawing}</g>` +
    `</svg>`
  );
}

/** Renders one illustration to PNG (fast compression: it is decoded again right away). */
export async function renderIllustration(kind: IllustrationKind, category: Category): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(illustrationSvg(kind, category)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
