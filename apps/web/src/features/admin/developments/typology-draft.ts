// The unit-type dialog's data (issue 21): as typed (size and bedrooms kept as text) and how the
// contracts' typologyWriteSchema reads it.
import { TYPOLOGY_CODES, type AdminTypology } from '@vitrina/contracts';
import { emptyTexts, numberOf, type Texts } from './development-draft';

export interface TypologyDraft {
  code: string;
  name: Texts;
  description: string;
  size_m2: string;
  bedrooms: string;
}

/** A stored unit type's draft, or a new one's with the first code the development has not used yet. */
export function typologyDraft(typology: AdminTypology | null, taken: readonly string[]): TypologyDraft {
  if (typology) {
    return { code: typology.code, name: { ...typology.name }, description: typology.description, size_m2: String(typology.size_m2), bedrooms: String(typology.bedrooms) };
  }
  return { code: TYPOLOGY_CODES.find((code) => !taken.includes(code)) ?? TYPOLOGY_CODES[0], name: emptyTexts(), description: '', size_m2: '', bedrooms: '' };
}

export function typologyWriteInput(draft: TypologyDraft): Record<string, unknown> {
  return { ...draft, name: { ...draft.name }, size_m2: numberOf(draft.size_m2, { optional: false }), bedrooms: numberOf(draft.bedrooms, { optional: false }) };
}
