// Room labels (SPEC §9). The catalogue keeps raw, mostly upper-case Spanish room names; what a
// person sees depends on the unit's typology.
//
// Decided reading of the spec's rules, applied in this order, comparing room and typology
// case-insensitively (and ignoring surrounding or repeated spaces):
//   1. typology-specific rules first:
//      - 2R:        'BAÑO1 - GENERAL' → 'BAÑO1 - MASTER BED'
//      - PH and 1R: 'COCINA' → 'COCINA - ISLA'
//      - EG and EPH: 'COCINA' → 'COCINETA'
//   2. then the general merge: any 'Cocina' or 'Comedor' (any case) → 'Cocina / Comedor';
//   3. any other room is shown as it is (the raw text, untouched).
// ESP is a typology of its own in SPEC §3 (EPH is only *displayed* as ESP), so the EG/EPH
// kitchenette rule does not apply to ESP. The Spanish labels are the spec's exact strings.
import type { Language, LocalizedText } from './enums';

export const ROOM_FILTER_ALL = 'all';

/** Key used for comparisons: NFC (so a decomposed Ñ matches), single spaces, upper case. */
export const roomKey = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toUpperCase();

const SPECIFIC_RULES: readonly { typologies: readonly string[]; room: string; label: string }[] = [
  { typologies: ['2R'], room: 'BAÑO1 - GENERAL', label: 'BAÑO1 - MASTER BED' },
  { typologies: ['PH', '1R'], room: 'COCINA', label: 'COCINA - ISLA' },
  { typologies: ['EG', 'EPH'], room: 'COCINA', label: 'COCINETA' },
];
const MERGED_ROOMS = ['COCINA', 'COMEDOR'];
const MERGED_LABEL = 'Cocina / Comedor';

/** The Spanish label of a raw room for a unit of the given typology code. */
export function roomLabel(room: string, typologyCode: string | null | undefined): string {
  const key = roomKey(room);
  const typology = roomKey(typologyCode ?? '');
  const specific = SPECIFIC_RULES.find((r) => r.room === key && r.typologies.includes(typology));
  if (specific) return specific.label;
  if (MERGED_ROOMS.includes(key)) return MERGED_LABEL;
  return room;
}

/** Every label the rooms of the catalogue can produce, in the three languages. */
const TRANSLATIONS: readonly LocalizedText[] = [
  { es: 'SALA', en: 'Living room', fr: 'Salon' },
  { es: 'Cocina / Comedor', en: 'Kitchen / Dining', fr: 'Cuisine / Salle à manger' },
  { es: 'COCINA - ISLA', en: 'Kitchen - Island', fr: 'Cuisine - Îlot' },
  { es: 'COCINETA', en: 'Kitchenette', fr: 'Kitchenette' },
  { es: 'ESTANCIA', en: 'Family room', fr: 'Séjour' },
  { es: 'RECAMARA PRINCIPAL', en: 'Master bedroom', fr: 'Chambre principale' },
  { es: 'RECAMARA 2', en: 'Bedroom 2', fr: 'Chambre 2' },
  { es: 'RECAMARA 3', en: 'Bedroom 3', fr: 'Chambre 3' },
  { es: 'BAÑO1 - GENERAL', en: 'Bathroom 1 - Shared', fr: 'Salle de bain 1 - Commune' },
  {
    es: 'BAÑO1 - MASTER BED',
    en: 'Bathroom 1 - Master bedroom',
    fr: 'Salle de bain 1 - Chambre principale',
  },
  { es: 'BAÑO2', en: 'Bathroom 2', fr: 'Salle de bain 2' },
  { es: 'TERRAZA', en: 'Terrace', fr: 'Terrasse' },
  { es: 'JARDIN', en: 'Garden', fr: 'Jardin' },
  { es: 'LAVANDERIA', en: 'Laundry room', fr: 'Buanderie' },
];
const BY_KEY = new Map(TRANSLATIONS.map((t) => [roomKey(t.es), t]));

/** The translations of a Spanish label, or null when the dictionary does not know it. */
export function roomTranslations(label: string): LocalizedText | null {
  return BY_KEY.get(roomKey(label)) ?? null;
}

/**
 * A label (as given by roomLabel) in a language. Spanish keeps the label exactly; a label the
 * dictionary does not know falls back to the raw text, which is better than an empty chip.
 */
export function translateRoomLabel(label: string, lang: Language): string {
  if (lang === 'es') return label;
  return roomTranslations(label)?.[lang] ?? label;
}

/** roomLabel, then translated. */
export function roomLabelIn(room: string, typologyCode: string | null | undefined, lang: Language): string {
  return translateRoomLabel(roomLabel(room, typologyCode), lang);
}

/**
 * The rooms of the show room's filter strip: distinct Spanish labels in first-seen order
 * ('SALA' and 'Sala' count once, the first spelling wins). The UI adds 'all' in front and
 * translates each with translateRoomLabel. Items without a room give no chip.
 */
export function roomFilterOptions(
  items: readonly { room: string | null | undefined }[],
  typologyCode: string | null | undefined,
): string[] {
  const seen = new Map<string, string>();
  for (const { room } of items) {
    if (!room || !room.trim()) continue;
    const label = roomLabel(room, typologyCode);
    const key = roomKey(label);
    if (!seen.has(key)) seen.set(key, label);
  }
  return [...seen.values()];
}

/** The items shown for a chip of the strip ('all', or one of roomFilterOptions). */
export function filterItemsByRoom<T extends { room: string | null | undefined }>(
  items: readonly T[],
  typologyCode: string | null | undefined,
  selected: string,
): T[] {
  if (selected === ROOM_FILTER_ALL) return [...items];
  const wanted = roomKey(selected);
  return items.filter((i) => !!i.room && roomKey(roomLabel(i.room, typologyCode)) === wanted);
}
