import type { Language } from '@vitrina/contracts';

/** One feature's messages: the same keys in every language (the `typeof es` pattern checks it). */
export type Messages = Record<Language, Record<string, string>>;
