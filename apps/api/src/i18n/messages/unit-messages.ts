// Messages of a unit's thread between its buyer and the office, and of the mails a new message
// sends (issue 34, the owner's file; decision 049).
import type { Messages } from './types';

const es = {
  'messages.unitNotFound': 'No se encontró esa unidad.',
  'messages.noBuyer': 'Esta unidad no tiene comprador: no hay con quién conversar. Resérvela o véndala antes.',
  'messages.formerAccount': 'Cuenta eliminada',
  'mail.message.subjectToBuyer': 'Nuevo mensaje sobre su unidad {unit} — {development}',
  'mail.message.greeting': 'Hola, {name}:',
  'mail.message.fromOffice': '{author}, del equipo de ventas, le escribió sobre la unidad {unit} de {development}:',
  'mail.message.answerInApp': 'Responda desde su unidad en Vitrina; las respuestas a este correo no llegan a la conversación.',
  'mail.message.subjectToOffice': 'Mensaje de {name} — unidad {unit}, {development}',
  'mail.message.fromBuyer': '{name} ({email}), comprador de la unidad {unit} de {development}, escribió:',
  'mail.message.answerInOffice': 'Responda desde la unidad en Vitrina; las respuestas a este correo no llegan a la conversación.',
};

const en: typeof es = {
  'messages.unitNotFound': 'That unit was not found.',
  'messages.noBuyer': 'This unit has no buyer: there is nobody to write to. Reserve or sell it first.',
  'messages.formerAccount': 'Deleted account',
  'mail.message.subjectToBuyer': 'New message about your unit {unit} — {development}',
  'mail.message.greeting': 'Hello {name},',
  'mail.message.fromOffice': '{author}, of the sales team, wrote to you about unit {unit} of {development}:',
  'mail.message.answerInApp': 'Answer from your unit in Vitrina; replies to this e-mail do not reach the conversation.',
  'mail.message.subjectToOffice': 'Message from {name} — unit {unit}, {development}',
  'mail.message.fromBuyer': '{name} ({email}), buyer of unit {unit} of {development}, wrote:',
  'mail.message.answerInOffice': 'Answer from the unit in Vitrina; replies to this e-mail do not reach the conversation.',
};

const fr: typeof es = {
  'messages.unitNotFound': 'Ce logement est introuvable.',
  'messages.noBuyer': 'Ce logement n’a pas d’acheteur : personne à qui écrire. Réservez-le ou vendez-le d’abord.',
  'messages.formerAccount': 'Compte supprimé',
  'mail.message.subjectToBuyer': 'Nouveau message sur votre logement {unit} — {development}',
  'mail.message.greeting': 'Bonjour {name},',
  'mail.message.fromOffice': '{author}, de l’équipe commerciale, vous a écrit au sujet du logement {unit} de {development} :',
  'mail.message.answerInApp': 'Répondez depuis votre logement dans Vitrina ; les réponses à ce courriel n’arrivent pas dans la conversation.',
  'mail.message.subjectToOffice': 'Message de {name} — logement {unit}, {development}',
  'mail.message.fromBuyer': '{name} ({email}), acheteur du logement {unit} de {development}, a écrit :',
  'mail.message.answerInOffice': 'Répondez depuis le logement dans Vitrina ; les réponses à ce courriel n’arrivent pas dans la conversation.',
};

export const unitMessagesMessages: Messages = { es, en, fr };
