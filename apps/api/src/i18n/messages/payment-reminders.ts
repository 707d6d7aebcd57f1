// Messages of the mails that remind a buyer of a schedule line falling due or overdue (issue 34,
// the owner's file; decision 050). The rows reuse the receipt's labels where they say the same.
import type { Messages } from './types';

const es = {
  'mail.reminder.due.subject': 'Recordatorio: «{label}» vence el {date} — unidad {unit}, {development}',
  'mail.reminder.overdue.subject': 'Pago vencido: «{label}» — unidad {unit}, {development}',
  'mail.reminder.greeting': 'Hola, {name}:',
  'mail.reminder.due.intro': 'Le recordamos que el pago «{label}» de la unidad {unit} de {development} vence el {date}.',
  'mail.reminder.overdue.intro': 'El pago «{label}» de la unidad {unit} de {development} venció el {date} y está vencido: quedan {left} por pagar.',
  'mail.reminder.amount': 'Importe',
  'mail.reminder.paid': 'Pagado',
  'mail.reminder.dueDate': 'Fecha de vencimiento',
  'mail.reminder.alreadyPaid': 'Si ya hizo este pago, no haga caso de este correo: el equipo de ventas lo registrará y recibirá su recibo.',
  'mail.reminder.inApp': 'Su calendario de pagos y sus recibos están en su unidad, en Vitrina.',
};

const en: typeof es = {
  'mail.reminder.due.subject': 'Reminder: “{label}” is due on {date} — unit {unit}, {development}',
  'mail.reminder.overdue.subject': 'Payment overdue: “{label}” — unit {unit}, {development}',
  'mail.reminder.greeting': 'Hello {name},',
  'mail.reminder.due.intro': 'This is a reminder that the payment “{label}” for unit {unit} of {development} is due on {date}.',
  'mail.reminder.overdue.intro': 'The payment “{label}” for unit {unit} of {development} was due on {date} and is overdue: {left} is left to pay.',
  'mail.reminder.amount': 'Amount',
  'mail.reminder.paid': 'Paid',
  'mail.reminder.dueDate': 'Due date',
  'mail.reminder.alreadyPaid': 'If you have already made this payment, please disregard this e-mail: the sales team will record it and send you your receipt.',
  'mail.reminder.inApp': 'Your payment schedule and your receipts are in your unit on Vitrina.',
};

const fr: typeof es = {
  'mail.reminder.due.subject': 'Rappel : « {label} » arrive à échéance le {date} — logement {unit}, {development}',
  'mail.reminder.overdue.subject': 'Paiement en retard : « {label} » — logement {unit}, {development}',
  'mail.reminder.greeting': 'Bonjour {name},',
  'mail.reminder.due.intro': 'Nous vous rappelons que le paiement « {label} » du logement {unit} de {development} arrive à échéance le {date}.',
  'mail.reminder.overdue.intro': 'Le paiement « {label} » du logement {unit} de {development} était dû le {date} et est en retard : il reste {left} à payer.',
  'mail.reminder.amount': 'Montant',
  'mail.reminder.paid': 'Payé',
  'mail.reminder.dueDate': 'Date d’échéance',
  'mail.reminder.alreadyPaid': 'Si vous avez déjà effectué ce paiement, ne tenez pas compte de ce courriel : l’équipe commerciale l’enregistrera et vous enverra votre reçu.',
  'mail.reminder.inApp': 'Votre calendrier de paiements et vos reçus se trouvent dans votre logement sur Vitrina.',
};

export const paymentRemindersMessages: Messages = { es, en, fr };
