// The item form's data (SPEC §2.9 admin): the draft as typed, and its check with the shared
// schema, which names each refused field and the message key to show under it.
import { itemWriteRequestSchema, type ItemWriteRequest, type Language } from '@vitrina/contracts';
import { schemaFieldErrors, type FieldErrors } from '../../lib/field-errors';

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

export type DraftCheck = { ok: true; request: ItemWriteRequest } | { ok: false; errors: FieldErrors };

/** The request to send, or field path ('item.fr', 'quantity') → the first failing rule's key. */
export function checkItemDraft(draft: ItemDraft): DraftCheck {
  const parsed = itemWriteRequestSchema.safeParse(draftToRequest(draft));
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, errors: schemaFieldErrors(parsed.error) };
}
