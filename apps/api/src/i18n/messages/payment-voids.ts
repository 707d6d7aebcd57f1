// Messages of a voided payment (issue 34, decision 056): the answer, the receipt stamped void
// and the buyer's mail.
import type { Messages } from './types';

const es = {
  'payments.voided': 'Pago de {amount} anulado. El recibo quedó marcado como anulado.',
  'payments.alreadyVoided': 'Ese pago ya estaba anulado; no se cambió nada.',
  'payments.paymentNotFound': 'No se encontró ese pago.',
  'receipt.voidTitle': 'Recibo de pago ANULADO',
  'receipt.voidDocumentTitle': 'Recibo de pago {number} (anulado)',
  'receipt.voidedOn': 'Anulado el',
  'receipt.voidReason': 'Motivo de la anulación',
  'receipt.noBuyer': 'Sin comprador',
  'mail.void.subject': 'Pago anulado: recibo {number} — {development}',
  'mail.void.intro': 'Anulamos el pago de {amount} de la unidad {unit} de {development} (recibo {number}). Motivo: {reason}.',
  'mail.void.marked': 'El recibo sigue en los documentos de su unidad en Vitrina, marcado como anulado. Si tiene dudas, escríbanos desde su expediente.',
};

const en: typeof es = {
  'payments.voided': 'Payment of {amount} voided. Its receipt is marked void.',
  'payments.alreadyVoided': 'That payment was already voided; nothing was changed.',
  'payments.paymentNotFound': 'That payment was not found.',
  'receipt.voidTitle': 'Payment receipt VOID',
  'receipt.voidDocumentTitle': 'Payment receipt {number} (void)',
  'receipt.voidedOn': 'Voided on',
  'receipt.voidReason': 'Reason for voiding',
  'receipt.noBuyer': 'No buyer',
  'mail.void.subject': 'Payment voided: receipt {number} — {development}',
  'mail.void.intro': 'We voided the payment of {amount} for unit {unit} of {development} (receipt {number}). Reason: {reason}.',
  'mail.void.marked': 'The receipt stays in your unit’s documents on Vitrina, marked void. If you have a question, write to us from your file.',
};

const fr: typeof es = {
  'payments.voided': 'Paiement de {amount} annulé. Son reçu est marqué comme annulé.',
  'payments.alreadyVoided': 'Ce paiement était déjà annulé ; rien n’a été modifié.',
  'payments.paymentNotFound': 'Ce paiement est introuvable.',
  'receipt.voidTitle': 'Reçu de paiement ANNULÉ',
  'receipt.voidDocumentTitle': 'Reçu de paiement {number} (annulé)',
  'receipt.voidedOn': 'Annulé le',
  'receipt.voidReason': 'Motif de l’annulation',
  'receipt.noBuyer': 'Sans acheteur',
  'mail.void.subject': 'Paiement annulé : reçu {number} — {development}',
  'mail.void.intro': 'Nous avons annulé le paiement de {amount} pour le logement {unit} de {development} (reçu {number}). Motif : {reason}.',
  'mail.void.marked': 'Le reçu reste dans les documents de votre logement sur Vitrina, marqué comme annulé. Pour toute question, écrivez-nous depuis votre dossier.',
};

export const paymentVoidsMessages: Messages = { es, en, fr };
