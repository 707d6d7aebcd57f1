// Shapes shared by the product copy (catalogue-estandar/gold/premium.ts) and the room plans
// (catalogue.ts): a "product" is one piece of a furniture package, written once per category.
import type { LocalizedText } from '@vitrina/contracts';
import type { IllustrationKind } from '../images/illustrations';

/** The item types the provider's catalogue uses (the `type` column, kept in Spanish). */
export type ItemType = 'Mobiliario' | 'Blancos' | 'Decoración' | 'Electrodomésticos' | 'Menaje';

/** Categories with an item catalogue; BLACK is sold through a conversation, not a list (SPEC §4). */
export const CATALOGUE_CATEGORIES = ['ESTANDAR', 'GOLD', 'PREMIUM'] as const;
export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

export const PRODUCT_KEYS = [
  'sofa',
  'sofaBed',
  'armchair',
  'coffeeTable',
  'tv',
  'rug',
  'art',
  'floorLamp',
  'tableLamp',
  'diningTable',
  'bistroTable',
  'diningChair',
  'barStool',
  'cookware',
  'dinnerware',
  'coffeeMaker',
  'bedKing',
  'bedQueen',
  'nightstand',
  'bedding',
  'wardrobe',
  'desk',
  'mirror',
  'towels',
  'lounger',
  'planter',
  'washer',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export interface Product {
  /** Which illustration pictures it. */
  kind: IllustrationKind;
  type: ItemType;
  name: LocalizedText;
  description: LocalizedText;
}

export type ProductLibrary = Record<ProductKey, Product>;

/** Name and description in one language. */
type Copy = readonly [name: string, description: string];

export function product(kind: IllustrationKind, type: ItemType, copy: { es: Copy; en: Copy; fr: Copy }): Product {
  return {
    kind,
    type,
    name: { es: copy.es[0], en: copy.en[0], fr: copy.fr[0] },
    description: { es: copy.es[1], en: copy.en[1], fr: copy.fr[1] },
  };
}
