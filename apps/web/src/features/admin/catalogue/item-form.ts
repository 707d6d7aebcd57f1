// The item form's data (SPEC §2.9 admin): the draft as typed, and how the shared schema reads it
// (the form's useSchemaForm checks draftToRequest(draft) with itemWriteRequestSchema).
import type { Language } from '@vitrina/contracts';

export type ItemTexts = Record<Language, string>;
export interface ItemDraft {
  item: ItemTexts;
  description: ItemTexts;
  code: string;
  room: string;
  type: string;
  category: string;
  typology: string;
  quantity: string;
}

/** The draft as the schema reads it: an empty quantity is no number at all (not 0). */
export function draftToRequest(draft: ItemDraft): Record<string, unknown> {
  const quantity = draft.quantity.trim();
  return { ...draft, quantity: quantity === '' ? Number.NaN : Number(quantity) };
}
