// The texts of the web push subscription's validation keys (decision 065), spread into
// VALIDATION_TEXTS with the owner's file's.
import type { PUSH_MESSAGES } from '../messages';

type Key = (typeof PUSH_MESSAGES)[keyof typeof PUSH_MESSAGES];

export const PUSH_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'push.endpointInvalid': 'La dirección de avisos del navegador no es válida.',
    'push.endpointNotAllowed': 'Este navegador usa un servicio de avisos que no aceptamos.',
    'push.keyInvalid': 'Las claves de avisos del navegador no son válidas.',
  },
  en: {
    'push.endpointInvalid': 'The browser’s push address is not valid.',
    'push.endpointNotAllowed': 'This browser uses a push service we do not accept.',
    'push.keyInvalid': 'The browser’s push keys are not valid.',
  },
  fr: {
    'push.endpointInvalid': 'L’adresse de notifications du navigateur n’est pas valide.',
    'push.endpointNotAllowed': 'Ce navigateur utilise un service de notifications que nous n’acceptons pas.',
    'push.keyInvalid': 'Les clés de notifications du navigateur ne sont pas valides.',
  },
};
