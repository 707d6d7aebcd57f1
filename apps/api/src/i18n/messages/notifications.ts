// The texts of a person's notifications (issue 35, part 3; decision 058): the title of each kind,
// written when read in the reader's language from the facts kept with it, and the short mail of
// the kinds that had none before (a document shared, a package request and its decision).
import type { Messages } from './types';

const es = {
  'notifications.title.document_shared': 'Se compartió un documento: {title} — Unidad {unit}',
  'notifications.title.payment_due': 'Pago próximo: {line} — Unidad {unit}, el {date}',
  'notifications.title.payment_overdue': 'Pago vencido: {line} — Unidad {unit}',
  'notifications.title.payment_received': 'Pago recibido: {amount} — Unidad {unit}',
  'notifications.title.selection_requested': '{name} pidió el paquete {package} — Unidad {unit}',
  'notifications.title.selection_decided.approved': 'Su solicitud del paquete {package} fue aprobada — Unidad {unit}',
  'notifications.title.selection_decided.declined': 'Su solicitud del paquete {package} fue rechazada — Unidad {unit}',
  'notifications.title.post_published': 'Nueva publicación: {title} — {development}',
  'notifications.title.message_received': 'Nuevo mensaje de {name} — Unidad {unit}',
  'notifications.notFound': 'No se encontró ese aviso.',
  'push.deviceNotFound': 'No se encontró ese dispositivo.',
  'notifications.mail.greeting': 'Hola, {name}:',
  'notifications.mail.open': 'Ábralo en Vitrina: {url}',
  'notifications.mail.preferences': 'Puede elegir qué avisos recibe por correo en su perfil.',
};

const en: typeof es = {
  'notifications.title.document_shared': 'A document was shared: {title} — Unit {unit}',
  'notifications.title.payment_due': 'Payment due soon: {line} — Unit {unit}, on {date}',
  'notifications.title.payment_overdue': 'Payment overdue: {line} — Unit {unit}',
  'notifications.title.payment_received': 'Payment received: {amount} — Unit {unit}',
  'notifications.title.selection_requested': '{name} asked for the {package} package — Unit {unit}',
  'notifications.title.selection_decided.approved': 'Your request for the {package} package was approved — Unit {unit}',
  'notifications.title.selection_decided.declined': 'Your request for the {package} package was declined — Unit {unit}',
  'notifications.title.post_published': 'New post: {title} — {development}',
  'notifications.title.message_received': 'New message from {name} — Unit {unit}',
  'notifications.notFound': 'That notification was not found.',
  'push.deviceNotFound': 'That device was not found.',
  'notifications.mail.greeting': 'Hello {name},',
  'notifications.mail.open': 'Open it in Vitrina: {url}',
  'notifications.mail.preferences': 'You can choose which notifications you get by e-mail in your profile.',
};

const fr: typeof es = {
  'notifications.title.document_shared': 'Un document a été partagé : {title} — Logement {unit}',
  'notifications.title.payment_due': 'Paiement à venir : {line} — Logement {unit}, le {date}',
  'notifications.title.payment_overdue': 'Paiement en retard : {line} — Logement {unit}',
  'notifications.title.payment_received': 'Paiement reçu : {amount} — Logement {unit}',
  'notifications.title.selection_requested': '{name} a demandé le pack {package} — Logement {unit}',
  'notifications.title.selection_decided.approved': 'Votre demande du pack {package} a été approuvée — Logement {unit}',
  'notifications.title.selection_decided.declined': 'Votre demande du pack {package} a été refusée — Logement {unit}',
  'notifications.title.post_published': 'Nouvelle publication : {title} — {development}',
  'notifications.title.message_received': 'Nouveau message de {name} — Logement {unit}',
  'notifications.notFound': 'Cette notification est introuvable.',
  'push.deviceNotFound': 'Cet appareil est introuvable.',
  'notifications.mail.greeting': 'Bonjour {name},',
  'notifications.mail.open': 'Ouvrez-la dans Vitrina : {url}',
  'notifications.mail.preferences': 'Vous pouvez choisir dans votre profil les notifications reçues par courriel.',
};

export const notificationsMessages: Messages = { es, en, fr };
