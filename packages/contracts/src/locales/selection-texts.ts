// The texts of the package choice's validation keys (issue 35, decision 059), spread into
// VALIDATION_TEXTS: kept apart so validation.ts does not grow past its size.
import type { SELECTION_MESSAGES } from '../messages';
import { SELECTION_NOTE_MAX_LENGTH } from '../unit-selection-limits';

type Key = (typeof SELECTION_MESSAGES)[keyof typeof SELECTION_MESSAGES];
const max = SELECTION_NOTE_MAX_LENGTH.toLocaleString('en-US');

export const SELECTION_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'selection.packageInvalid': 'Elija el nivel Estándar, GOLD, PREMIUM o BLACK.',
    'selection.approveRequired': 'Indique si aprueba o rechaza la solicitud.',
    'selection.noteTooLong': `La nota puede tener hasta ${SELECTION_NOTE_MAX_LENGTH} caracteres.`,
    'selection.noteControlCharacter': 'La nota contiene un carácter de control no admitido: escriba solo texto, saltos de línea y tabuladores.',
    'selection.deadlineInvalid': 'Escriba una fecha y hora válidas para el plazo de elección del paquete, o déjelo vacío.',
  },
  en: {
    'selection.packageInvalid': 'Choose the Standard level, GOLD, PREMIUM or BLACK.',
    'selection.approveRequired': 'Say whether you approve or decline the request.',
    'selection.noteTooLong': `The note can be up to ${max} characters.`,
    'selection.noteControlCharacter': 'The note holds a control character that is not allowed: only text, line breaks and tabs.',
    'selection.deadlineInvalid': 'Enter a valid date and time for the package choice deadline, or leave it empty.',
  },
  fr: {
    'selection.packageInvalid': 'Choisissez le niveau Standard, GOLD, PREMIUM ou BLACK.',
    'selection.approveRequired': 'Indiquez si vous approuvez ou refusez la demande.',
    'selection.noteTooLong': `La note peut compter jusqu’à ${SELECTION_NOTE_MAX_LENGTH} caractères.`,
    'selection.noteControlCharacter': 'La note contient un caractère de contrôle non admis : seulement du texte, des retours à la ligne et des tabulations.',
    'selection.deadlineInvalid': 'Saisissez une date et une heure valides pour la date limite du choix du pack, ou laissez vide.',
  },
};
