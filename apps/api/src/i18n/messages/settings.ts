// Messages of the admin's Settings routes.
import type { Messages } from './types';

const es = {
  'settings.codeExists': 'Ese código ya está activo para este tipo de cuenta.',
  'settings.codeNotFound': 'No se encontró ese código.',
};

const en: typeof es = {
  'settings.codeExists': 'That code is already active for this account type.',
  'settings.codeNotFound': 'That code was not found.',
};

const fr: typeof es = {
  'settings.codeExists': 'Ce code est déjà actif pour ce type de compte.',
  'settings.codeNotFound': 'Ce code est introuvable.',
};

export const settingsMessages: Messages = { es, en, fr };
