// An item as the API answers it (contracts' itemSchema): texts in one language, the room as
// people see it, and what a responsive <img> needs.
import { roomLabelIn, type Category, type Item, type Language, type LocalizedText, type TypologyCode } from '@vitrina/contracts';
import { DISPLAY_WIDTH, chooseVariantWidth, imageSrcset, imageUrl } from '../../images/image-urls';
import type { ItemRow } from './catalogue-repository';

const text = (value: LocalizedText, lang: Language) => value[lang] || value.es || '';

export function toItemAnswer(row: ItemRow, lang: Language): Item {
  const typology = row.typology as TypologyCode;
  const variants = row.hash ? (row.variants ?? []) : [];
  const shownWidth = chooseVariantWidth(
    variants.map((v) => v.w),
    DISPLAY_WIDTH,
  );
  const shown = variants.find((v) => v.w === shownWidth);
  const hash = shown ? row.hash : null;
  return {
    id: row.id,
    item: text(row.item, lang),
    code: row.code,
    room: row.room,
    type: row.type,
    description: text(row.description, lang),
    category: row.category as Category,
    quantity: row.quantity,
    image: hash && shown ? imageUrl(hash, shown.w) : null,
    typology,
    room_label: roomLabelIn(row.room, typology, lang),
    image_srcset: hash ? imageSrcset(hash, variants.map((v) => v.w)) : null,
    image_width: shown?.w ?? null,
    image_height: shown?.h ?? null,
    image_color: hash ? row.color : null,
  };
}
