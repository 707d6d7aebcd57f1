// The item catalogue: for every typology, which product goes in which room, from which
// category up, and how many. Room names are the provider's raw ones (contracts' ROOMS) and are
// chosen so that every room-label rule of SPEC §9 has data to act on:
//   2R   → 'BAÑO1 - GENERAL' (shown as 'BAÑO1 - MASTER BED'), upper-case 'COCINA' and 'COMEDOR';
//   1R, PH → 'COCINA' (shown as 'COCINA - ISLA'); EG, EPH → 'COCINA' (shown as 'COCINETA');
//   3R   → mixed-case 'Cocina' and 'Comedor' (both shown as 'Cocina / Comedor').
import type { LocalizedText, Room, TypologyCode } from '@vitrina/contracts';
import type { IllustrationKind } from '../images/illustrations';
import { ESTANDAR_PRODUCTS } from './catalogue-estandar';
import { GOLD_PRODUCTS } from './catalogue-gold';
import { PREMIUM_PRODUCTS } from './catalogue-premium';
import { CATALOGUE_CATEGORIES, type CatalogueCategory, type ItemType, type ProductKey, type ProductLibrary } from './catalogue-types';
import { seedFrom } from './random';

/** E = every category, G = GOLD and PREMIUM, P = PREMIUM only. */
type Tier = 'E' | 'G' | 'P';
type PlanEntry = readonly [room: Room, product: ProductKey, from: Tier, quantity: number];

const TIER_RANK: Record<Tier, number> = { E: 0, G: 1, P: 2 };
const CATEGORY_RANK: Record<CatalogueCategory, number> = { ESTANDAR: 0, GOLD: 1, PREMIUM: 2 };

const studio = (outdoor: 'TERRAZA' | 'JARDIN' | null): PlanEntry[] => [
  ['ESTANCIA', 'bedQueen', 'E', 1],
  ['ESTANCIA', 'nightstand', 'E', 1],
  ['ESTANCIA', 'bedding', 'E', 2],
  ['ESTANCIA', 'tv', 'E', 1],
  ['ESTANCIA', 'bistroTable', 'E', 1],
  ['ESTANCIA', 'diningChair', 'E', 2],
  ['ESTANCIA', 'sofaBed', 'G', 1],
  ['COCINA', 'cookware', 'E', 1],
  ['COCINA', 'dinnerware', 'E', 1],
  ['COCINA', 'coffeeMaker', 'G', 1],
  ['BAÑO1 - GENERAL', 'towels', 'E', 2],
  ...(outdoor ? ([[outdoor, 'lounger', 'E', 2]] as const) : []),
];

const PLANS: Record<TypologyCode, PlanEntry[]> = {
  ESP: [
    ...studio(null),
    ['ESTANCIA', 'wardrobe', 'E', 1],
    ['ESTANCIA', 'rug', 'G', 1],
    ['ESTANCIA', 'tableLamp', 'G', 1],
    ['ESTANCIA', 'desk', 'P', 1],
  ],
  EG: [...studio('JARDIN'), ['ESTANCIA', 'tableLamp', 'G', 1], ['JARDIN', 'planter', 'G', 2], ['BAÑO1 - GENERAL', 'mirror', 'P', 1]],
  EPH: [...studio('TERRAZA'), ['ESTANCIA', 'art', 'G', 1], ['TERRAZA', 'planter', 'G', 2], ['ESTANCIA', 'floorLamp', 'P', 1]],
  '1R': [
    ['SALA', 'sofa', 'E', 1],
    ['SALA', 'tv', 'E', 1],
    ['SALA', 'coffeeTable', 'G', 1],
    ['SALA', 'rug', 'P', 1],
    ['COMEDOR', 'diningTable', 'E', 1],
    ['COMEDOR', 'diningChair', 'E', 4],
    ['COCINA', 'cookware', 'E', 1],
    ['COCINA', 'dinnerware', 'E', 1],
    ['COCINA', 'barStool', 'G', 2],
    ['COCINA', 'coffeeMaker', 'P', 1],
    ['RECAMARA PRINCIPAL', 'bedQueen', 'E', 1],
    ['RECAMARA PRINCIPAL', 'nightstand', 'E', 2],
    ['RECAMARA PRINCIPAL', 'bedding', 'E', 2],
    ['BAÑO1 - GENERAL', 'towels', 'E', 3],
    ['TERRAZA', 'lounger', 'G', 2],
  ],
  '2R': [
    ['SALA', 'sofa', 'E', 1],
    ['SALA', 'tv', 'E', 1],
    ['SALA', 'armchair', 'P', 1],
    ['COMEDOR', 'diningTable', 'E', 1],
    ['COMEDOR', 'diningChair', 'E', 6],
    ['COCINA', 'cookware', 'E', 1],
    ['COCINA', 'dinnerware', 'E', 1],
    ['RECAMARA PRINCIPAL', 'bedKing', 'E', 1],
    ['RECAMARA PRINCIPAL', 'nightstand', 'E', 2],
    ['RECAMARA PRINCIPAL', 'bedding', 'E', 2],
    ['RECAMARA 2', 'bedQueen', 'E', 1],
    ['BAÑO1 - GENERAL', 'towels', 'E', 4],
    ['BAÑO2', 'towels', 'G', 2],
    ['TERRAZA', 'lounger', 'G', 2],
    ['LAVANDERIA', 'washer', 'G', 1],
  ],
  '3R': [
    ['SALA', 'sofa', 'E', 1],
    ['SALA', 'tv', 'E', 1],
    ['Comedor', 'diningTable', 'E', 1],
    ['Comedor', 'diningChair', 'E', 6],
    ['Cocina', 'cookware', 'E', 1],
    ['Cocina', 'dinnerware', 'E', 1],
    ['RECAMARA PRINCIPAL', 'bedKing', 'E', 1],
    ['RECAMARA PRINCIPAL', 'nightstand', 'E', 2],
    ['RECAMARA PRINCIPAL', 'bedding', 'E', 3],
    ['RECAMARA 2', 'bedQueen', 'E', 1],
    ['RECAMARA 3', 'bedQueen', 'E', 1],
    ['BAÑO1 - GENERAL', 'towels', 'E', 4],
    ['TERRAZA', 'lounger', 'G', 2],
    ['LAVANDERIA', 'washer', 'G', 1],
    ['RECAMARA 3', 'desk', 'P', 1],
  ],
  PH: [
    ['SALA', 'sofa', 'E', 1],
    ['SALA', 'tv', 'E', 1],
    ['SALA', 'armchair', 'P', 2],
    ['COMEDOR', 'diningTable', 'E', 1],
    ['COMEDOR', 'diningChair', 'E', 6],
    ['COCINA', 'barStool', 'E', 3],
    ['COCINA', 'cookware', 'E', 1],
    ['COCINA', 'dinnerware', 'E', 1],
    ['RECAMARA PRINCIPAL', 'bedKing', 'E', 1],
    ['RECAMARA PRINCIPAL', 'nightstand', 'E', 2],
    ['RECAMARA PRINCIPAL', 'bedding', 'E', 2],
    ['RECAMARA 2', 'bedQueen', 'E', 1],
    ['BAÑO1 - GENERAL', 'towels', 'E', 4],
    ['TERRAZA', 'lounger', 'G', 4],
    ['BAÑO2', 'towels', 'G', 2],
  ],
};

const LIBRARIES: Record<CatalogueCategory, ProductLibrary> = {
  ESTANDAR: ESTANDAR_PRODUCTS,
  GOLD: GOLD_PRODUCTS,
  PREMIUM: PREMIUM_PRODUCTS,
};
const CATEGORY_CODE: Record<CatalogueCategory, string> = { ESTANDAR: 'EST', GOLD: 'GLD', PREMIUM: 'PRM' };
const ROOM_CODE: Record<Room, string> = {
  SALA: 'SAL', COMEDOR: 'COM', Comedor: 'COM', COCINA: 'COC', Cocina: 'COC', ESTANCIA: 'ESN',
  'RECAMARA PRINCIPAL': 'RPR', 'RECAMARA 2': 'RE2', 'RECAMARA 3': 'RE3', 'BAÑO1 - GENERAL': 'BA1',
  BAÑO2: 'BA2', TERRAZA: 'TER', JARDIN: 'JAR', LAVANDERIA: 'LAV',
};

export interface CatalogueItem {
  code: string;
  item: LocalizedText;
  description: LocalizedText;
  room: Room;
  type: ItemType;
  category: CatalogueCategory;
  typology: TypologyCode;
  quantity: number;
  kind: IllustrationKind;
  /** About one item in ten is left without a picture on purpose (the placeholder path). */
  withImage: boolean;
}

/** Every catalogue item, in a stable order (typology, category, plan order). */
export function buildCatalogue(typologies: readonly TypologyCode[]): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  for (const typology of typologies) {
    for (const category of CATALOGUE_CATEGORIES) {
      const perRoom = new Map<string, number>();
      for (const [room, key, from, quantity] of PLANS[typology]) {
        if (TIER_RANK[from] > CATEGORY_RANK[category]) continue;
        const product = LIBRARIES[category][key];
        const roomCode = ROOM_CODE[room];
        const n = (perRoom.get(roomCode) ?? 0) + 1;
        perRoom.set(roomCode, n);
        const code = `${CATEGORY_CODE[category]}-${typology}-${roomCode}-${String(n).padStart(2, '0')}`;
        items.push({
          code,
          item: product.name,
          description: product.description,
          room,
          type: product.type,
          category,
          typology,
          quantity: quantity,
          kind: product.kind,
          withImage: seedFrom(code) % 10 !== 7,
        });
      }
    }
  }
  return items;
}
