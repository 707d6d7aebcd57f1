// The texts of the later owner's-file validation keys, spread into VALIDATION_TEXTS as one: the
// package choice's (decision 059), the notification preferences' (decision 058) and the
// construction news' (decision 064). Kept apart
// so validation.ts does not grow past its size.
import type { NOTIFICATION_MESSAGES } from '../messages';
import { PUSH_TEXTS } from './push-texts';
import { SELECTION_TEXTS as SELECTION_ONLY } from './selection-texts';
import { NEWS_TEXTS } from './news-texts';

type Key = (typeof NOTIFICATION_MESSAGES)[keyof typeof NOTIFICATION_MESSAGES];

export const NOTIFICATION_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'notification.inAppAlwaysOn': 'Los avisos en la aplicación no se pueden desactivar.',
    'notification.kindInvalid': 'Ese tipo de aviso no existe.',
  },
  en: {
    'notification.inAppAlwaysOn': 'Notifications in the app cannot be turned off.',
    'notification.kindInvalid': 'That kind of notification does not exist.',
  },
  fr: {
    'notification.inAppAlwaysOn': 'Les notifications dans l’application ne peuvent pas être désactivées.',
    'notification.kindInvalid': 'Ce type de notification n’existe pas.',
  },
};

export const SELECTION_TEXTS = {
  es: { ...SELECTION_ONLY.es, ...NOTIFICATION_TEXTS.es, ...NEWS_TEXTS.es, ...PUSH_TEXTS.es },
  en: { ...SELECTION_ONLY.en, ...NOTIFICATION_TEXTS.en, ...NEWS_TEXTS.en, ...PUSH_TEXTS.en },
  fr: { ...SELECTION_ONLY.fr, ...NOTIFICATION_TEXTS.fr, ...NEWS_TEXTS.fr, ...PUSH_TEXTS.fr },
} as const;
