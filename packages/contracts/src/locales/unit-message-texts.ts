// The texts of the message thread's validation keys (issue 34, decision 049), spread into
// VALIDATION_TEXTS: kept apart so validation.ts does not grow past its size.
import type { UNIT_MESSAGE_KEYS } from '../messages';
import { MESSAGE_BODY_MAX_LENGTH } from '../unit-message-limits';

type Key = (typeof UNIT_MESSAGE_KEYS)[keyof typeof UNIT_MESSAGE_KEYS];
const max = MESSAGE_BODY_MAX_LENGTH.toLocaleString('en-US');

export const UNIT_MESSAGE_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'message.bodyRequired': 'Escriba el mensaje.',
    'message.bodyTooLong': `El mensaje puede tener hasta ${MESSAGE_BODY_MAX_LENGTH} caracteres.`,
    'message.bodyControlCharacter': 'El mensaje contiene un carácter de control no admitido: escriba solo texto, saltos de línea y tabuladores.',
  },
  en: {
    'message.bodyRequired': 'Write the message.',
    'message.bodyTooLong': `The message can be up to ${max} characters.`,
    'message.bodyControlCharacter': 'The message holds a control character that is not allowed: only text, line breaks and tabs.',
  },
  fr: {
    'message.bodyRequired': 'Écrivez le message.',
    'message.bodyTooLong': `Le message peut compter jusqu’à ${MESSAGE_BODY_MAX_LENGTH} caractères.`,
    'message.bodyControlCharacter': 'Le message contient un caractère de contrôle non admis : seulement du texte, des retours à la ligne et des tabulations.',
  },
};
