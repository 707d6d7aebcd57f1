import { describe, expect, it } from 'vitest';
import { ITEM_MESSAGES, ITEM_QUANTITY_MAX, LANGUAGES, itemWriteRequestSchema } from '@vitrina/contracts';
import { ApiError } from '../../../lib/api-error';
import { schemaFieldErrors, serverFieldErrors, unplacedErrors } from '../../../lib/field-errors';
import { validationCatalogue } from '../../../locales/validation-texts';
import { draftToRequest, type ItemDraft } from './item-form';

/** What the item form's useSchemaForm does on submit: the shared schema over draftToRequest. */
function checkItemDraft(draft: ItemDraft) {
  const parsed = itemWriteRequestSchema.safeParse(draftToRequest(draft));
  return parsed.success ? ({ ok: true, request: parsed.data } as const) : ({ ok: false, errors: schemaFieldErrors(parsed.error) } as const);
}

const valid = (): ItemDraft => ({
  item: { es: 'Silla', en: 'Chair', fr: 'Chaise' },
  description: { es: 'De roble', en: 'Oak', fr: 'En chêne' },
  code: 'GLD-2R-COM-09',
  room: 'COMEDOR',
  type: 'Mobiliario',
  category: 'GOLD',
  typology: '2R',
  quantity: '4',
});

const errorsOf = (draft: ItemDraft) => {
  const checked = checkItemDraft(draft);
  if (checked.ok) throw new Error('expected a refusal');
  return checked.errors;
};

describe('item form: the shared schema names each refused field', () => {
  it('accepts a complete draft and sends the quantity as a number', () => {
    const checked = checkItemDraft(valid());
    expect(checked.ok && checked.request).toMatchObject({ code: 'GLD-2R-COM-09', quantity: 4, category: 'GOLD' });
  });

  it('an empty form: the name and description of each language, code, room, type and quantity each get their own message', () => {
    const empty: ItemDraft = { item: { es: '', en: ' ', fr: '' }, description: { es: '', en: '', fr: '' }, code: '', room: '', type: '  ', category: 'GOLD', typology: '2R', quantity: '' };
    expect(errorsOf(empty)).toEqual({
      'item.es': ITEM_MESSAGES.nameRequired,
      'item.en': ITEM_MESSAGES.nameRequired,
      'item.fr': ITEM_MESSAGES.nameRequired,
      'description.es': ITEM_MESSAGES.descriptionRequired,
      'description.en': ITEM_MESSAGES.descriptionRequired,
      'description.fr': ITEM_MESSAGES.descriptionRequired,
      code: ITEM_MESSAGES.codeRequired,
      room: ITEM_MESSAGES.roomRequired,
      type: ITEM_MESSAGES.typeRequired,
      // An empty quantity is not read as 0.
      quantity: ITEM_MESSAGES.quantityRange,
    });
  });

  it('only the French name missing marks only item.fr', () => {
    expect(errorsOf({ ...valid(), item: { es: 'Silla', en: 'Chair', fr: '' } })).toEqual({ 'item.fr': ITEM_MESSAGES.nameRequired });
  });

  it('refuses a code with spaces or accents, a quantity out of range or not whole, BLACK and an unknown typology', () => {
    expect(errorsOf({ ...valid(), code: 'SOFÁ 01' })).toEqual({ code: ITEM_MESSAGES.codeInvalid });
    for (const quantity of ['-1', '1.5', String(ITEM_QUANTITY_MAX + 1), 'abc']) {
      expect(errorsOf({ ...valid(), quantity }), quantity).toEqual({ quantity: ITEM_MESSAGES.quantityRange });
    }
    expect(checkItemDraft({ ...valid(), quantity: String(ITEM_QUANTITY_MAX) }).ok).toBe(true);
    expect(checkItemDraft({ ...valid(), quantity: '0' }).ok).toBe(true);
    expect(errorsOf({ ...valid(), category: 'BLACK' })).toEqual({ category: ITEM_MESSAGES.categoryInvalid });
    expect(errorsOf({ ...valid(), typology: '9X' })).toEqual({ typology: ITEM_MESSAGES.typologyInvalid });
  });

  it('every item message reads as its own sentence in es, en and fr', () => {
    for (const lang of LANGUAGES) {
      const catalogue = validationCatalogue(lang);
      const texts = Object.values(ITEM_MESSAGES).map((key) => catalogue.item?.[key.slice('item.'.length)]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 10), lang).toBe(true);
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
    expect(validationCatalogue('en').item?.quantityRange).toContain(String(ITEM_QUANTITY_MAX));
  });
});

describe('server field errors', () => {
  it('maps a 409 on the code and a 422 per field to the first message of each field', () => {
    const conflict = new ApiError(409, { code: 'conflict', message: 'Ya existe un ítem con ese código.', errors: { code: ['Ya existe un ítem con ese código.'] } }, 'Conflict');
    expect(serverFieldErrors(conflict)).toEqual({ code: 'Ya existe un ítem con ese código.' });
    const invalid = new ApiError(422, { code: 'validation_failed', message: 'x', errors: { 'item.fr': ['Saisissez…', 'second'], _form: ['body'], price: ['Ce champ n’est pas accepté'] } }, 'x');
    const found = serverFieldErrors(invalid);
    expect(found).toEqual({ 'item.fr': 'Saisissez…', price: 'Ce champ n’est pas accepté' });
    expect(unplacedErrors(found, ['item.fr', 'code'])).toEqual(['Ce champ n’est pas accepté']);
  });

  it('gives nothing for an answer without fields or for another error', () => {
    expect(serverFieldErrors(new ApiError(500, { code: 'internal', message: 'x' }, 'x'))).toEqual({});
    expect(serverFieldErrors(new ApiError(0, null, 'network'))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
