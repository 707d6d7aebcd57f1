// Messages of the comms routes (SPEC §8 texts exactly, in Spanish).
import type { Messages } from './types';

const es = {};
const en: typeof es = {};
const fr: typeof es = {};

export const commsMessages: Messages = { es, en, fr };
