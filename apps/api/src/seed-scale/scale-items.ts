// Catalogue items for benchmarks at scale (issue 13): item n is always the same (code
// SC-000001 …, a generator seeded by the code), drawn from the demo catalogue's pieces, so the
// spread over ESTANDAR / GOLD / PREMIUM × typologies × rooms is the demo's, and each gets a
// name of its own (a collection and a finish) in es, en and fr.
import type { LocalizedText } from '@vitrina/contracts';
import { buildCatalogue, type CatalogueItem } from '../demo-data/catalogue';
import { createRandom, seedFrom } from '../demo-data/random';
import { TYPOLOGIES } from '../demo-data/typologies';

export const SCALE_ITEM_PREFIX = 'SC-';

/** The code of the n-th scale item (1-based): 'SC-000001'. */
export const scaleItemCode = (n: number) => `${SCALE_ITEM_PREFIX}${String(n).padStart(6, '0')}`;

/** Places of the Riviera Maya, as collection names (the same in every language). */
const COLLECTIONS = [
  'Bacalar', 'Tulum', 'Cozumel', 'Holbox', "Sian Ka'an", 'Akumal', 'Cobá', 'Xpu-Há', 'Chemuyil', 'Mahahual',
  'Izamal', 'Valladolid', 'Calakmul', 'Chacchoben', 'Isla Mujeres', 'Puerto Morelos', 'Punta Allen', 'Xcalak',
];

const FINISHES: readonly LocalizedText[] = [
  { es: 'natural', en: 'natural', fr: 'naturel' },
  { es: 'arena', en: 'sand', fr: 'sable' },
  { es: 'grafito', en: 'graphite', fr: 'graphite' },
  { es: 'nogal', en: 'walnut', fr: 'noyer' },
  { es: 'marfil', en: 'ivory', fr: 'ivoire' },
  { es: 'olivo', en: 'olive', fr: 'olive' },
  { es: 'coral', en: 'coral', fr: 'corail' },
  { es: 'turquesa', en: 'turquoise', fr: 'turquoise' },
];

/** Share of scale items left without a picture, whatever their demo piece has. */
const WITHOUT_PICTURE = 0.15;

export interface ScaleItem {
  code: string;
  item: LocalizedText;
  description: LocalizedText;
  room: string;
  type: string;
  category: CatalogueItem['category'];
  typology: CatalogueItem['typology'];
  quantity: number;
  /** The demo item whose picture it shows, or null for none. */
  pictureOf: string | null;
}

let templates: CatalogueItem[] | undefined;

/** The demo catalogue's pieces (277 of them), built once. */
export function scaleTemplates(): readonly CatalogueItem[] {
  return (templates ??= buildCatalogue(TYPOLOGIES.map((t) => t.code)));
}

export function scaleItem(n: number): ScaleItem {
  const code = scaleItemCode(n);
  const random = createRandom(seedFrom(code));
  const piece = random.pick(scaleTemplates());
  const collection = random.pick(COLLECTIONS);
  const finish = random.pick(FINISHES);
  return {
    code,
    item: {
      es: `${piece.item.es} ${collection}, ${finish.es}`,
      en: `${piece.item.en} ${collection}, ${finish.en}`,
      fr: `${piece.item.fr} ${collection}, ${finish.fr}`,
    },
    description: {
      es: `${piece.description.es} Colección ${collection}, acabado ${finish.es}.`,
      en: `${piece.description.en} ${collection} collection, ${finish.en} finish.`,
      fr: `${piece.description.fr} Collection ${collection}, finition ${finish.fr}.`,
    },
    room: piece.room,
    type: piece.type,
    category: piece.category,
    typology: piece.typology,
    quantity: piece.quantity,
    pictureOf: random.next() < WITHOUT_PICTURE ? null : piece.code,
  };
}
