// Messages of the operations routes (issue 24): metrics, the mail queue, backups.
import type { Messages } from './types';

const es = {
  'operations.metricsTokenRequired': 'Esta dirección necesita el token de métricas (Authorization: Bearer).',
  'operations.mailNotFound': 'No se encontró ese correo en la cola.',
  'operations.mailNotResendable': 'Solo se puede volver a enviar un correo fallido o en espera.',
  'operations.mailNoSmtp': 'No hay servidor de correo configurado (SMTP_URL): los correos se guardan en la bandeja de salida.',
  'operations.backupNotFound': 'No se encontró esa copia de seguridad.',
  'operations.backupFailed': 'No se pudo hacer la copia de seguridad. Inténtelo de nuevo.',
};

const en: typeof es = {
  'operations.metricsTokenRequired': 'This address needs the metrics token (Authorization: Bearer).',
  'operations.mailNotFound': 'That mail is not in the queue.',
  'operations.mailNotResendable': 'Only a failed or waiting mail can be sent again.',
  'operations.mailNoSmtp': 'No mail server is configured (SMTP_URL): mails are kept in the outbox.',
  'operations.backupNotFound': 'That backup was not found.',
  'operations.backupFailed': 'The backup could not be made. Please try again.',
};

const fr: typeof es = {
  'operations.metricsTokenRequired': 'Cette adresse demande le jeton des métriques (Authorization: Bearer).',
  'operations.mailNotFound': 'Ce courriel n’est pas dans la file.',
  'operations.mailNotResendable': 'Seul un courriel en échec ou en attente peut être renvoyé.',
  'operations.mailNoSmtp': 'Aucun serveur de courriel n’est configuré (SMTP_URL) : les courriels restent dans la boîte d’envoi.',
  'operations.backupNotFound': 'Cette sauvegarde est introuvable.',
  'operations.backupFailed': 'La sauvegarde n’a pas pu être faite. Réessayez.',
};

export const operationsMessages: Messages = { es, en, fr };
