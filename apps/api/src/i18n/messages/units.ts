// Messages of the units routes (SPEC §8 texts exactly, in Spanish).
import type { Messages } from './types';

const es = {};
const en: typeof es = {};
const fr: typeof es = {};

export const unitsMessages: Messages = { es, en, fr };
