// The texts of the payment plan's and schedule's validation keys (issue 34, decision 048),
// spread into VALIDATION_TEXTS: kept apart so validation.ts stays under the house's 300 lines.
import type { ValidationMessageKey } from '../messages';
import { PAYMENT_LABEL_MAX_LENGTH, PAYMENT_PLAN_LINES_MAX, PAYMENT_PLAN_MONTHS_MAX, PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_SCHEDULE_LINES_MAX, PAYMENT_VOID_REASON_MAX_LENGTH } from '../payment-limits';

type Key = Extract<ValidationMessageKey, `payment.${string}`>;

export const PAYMENT_TEXTS: Readonly<Record<'es' | 'en' | 'fr', Readonly<Record<Key, string>>>> = {
  es: {
    'payment.labelRequired': `Escriba el concepto del pago (hasta ${PAYMENT_LABEL_MAX_LENGTH} caracteres).`,
    'payment.percentRange': 'Indique el porcentaje, mayor que 0 y hasta 100, con dos decimales como máximo.',
    'payment.planTotal': 'Los porcentajes del plan de pagos deben sumar exactamente 100.',
    'payment.planTooLong': `El plan de pagos puede tener hasta ${PAYMENT_PLAN_LINES_MAX} pagos.`,
    'payment.monthsRange': `Indique los meses después de la reserva como número entero de 0 a ${PAYMENT_PLAN_MONTHS_MAX}.`,
    'payment.amountRange': 'Indique un importe mayor que 0, con dos decimales como máximo.',
    'payment.dateInvalid': 'Indique una fecha válida (AAAA-MM-DD).',
    'payment.methodInvalid': 'Elija la forma de pago: transferencia, tarjeta, efectivo, cheque u otra.',
    'payment.referenceTooLong': `La referencia puede tener hasta ${PAYMENT_REFERENCE_MAX_LENGTH} caracteres.`,
    'payment.linesTooMany': `El calendario puede tener hasta ${PAYMENT_SCHEDULE_LINES_MAX} pagos.`,
    'payment.lineRepeated': 'Ese pago aparece dos veces en el calendario.',
    'payment.collectionsFormat': 'Elija el formato: json, csv o xlsx.',
    'payment.voidReasonRequired': `Escriba por qué se anula el pago (hasta ${PAYMENT_VOID_REASON_MAX_LENGTH} caracteres).`,
    'payment.timeZoneInvalid': 'Elija una zona horaria de la lista (por ejemplo, America/Cancun).',
  },
  en: {
    'payment.labelRequired': `Enter what the payment is for (up to ${PAYMENT_LABEL_MAX_LENGTH} characters).`,
    'payment.percentRange': 'Enter the percentage, above 0 and up to 100, with two decimals at most.',
    'payment.planTotal': 'The payment plan’s percentages must add up to exactly 100.',
    'payment.planTooLong': `The payment plan can have up to ${PAYMENT_PLAN_LINES_MAX} payments.`,
    'payment.monthsRange': `Enter the months after the reservation as a whole number from 0 to ${PAYMENT_PLAN_MONTHS_MAX}.`,
    'payment.amountRange': 'Enter an amount above 0, with two decimals at most.',
    'payment.dateInvalid': 'Enter a valid date (YYYY-MM-DD).',
    'payment.methodInvalid': 'Choose how it was paid: transfer, card, cash, cheque or other.',
    'payment.referenceTooLong': `The reference can be up to ${PAYMENT_REFERENCE_MAX_LENGTH} characters.`,
    'payment.linesTooMany': `The schedule can have up to ${PAYMENT_SCHEDULE_LINES_MAX} payments.`,
    'payment.lineRepeated': 'That payment appears twice in the schedule.',
    'payment.collectionsFormat': 'Choose the format: json, csv or xlsx.',
    'payment.voidReasonRequired': `Enter why the payment is voided (up to ${PAYMENT_VOID_REASON_MAX_LENGTH} characters).`,
    'payment.timeZoneInvalid': 'Choose a time zone from the list (for example, America/Cancun).',
  },
  fr: {
    'payment.labelRequired': `Saisissez l’objet du paiement (jusqu’à ${PAYMENT_LABEL_MAX_LENGTH} caractères).`,
    'payment.percentRange': 'Indiquez le pourcentage, supérieur à 0 et jusqu’à 100, avec deux décimales au plus.',
    'payment.planTotal': 'Les pourcentages de l’échéancier doivent totaliser exactement 100.',
    'payment.planTooLong': `L’échéancier peut compter jusqu’à ${PAYMENT_PLAN_LINES_MAX} paiements.`,
    'payment.monthsRange': `Indiquez les mois après la réservation en nombre entier de 0 à ${PAYMENT_PLAN_MONTHS_MAX}.`,
    'payment.amountRange': 'Indiquez un montant supérieur à 0, avec deux décimales au plus.',
    'payment.dateInvalid': 'Indiquez une date valide (AAAA-MM-JJ).',
    'payment.methodInvalid': 'Choisissez le mode de paiement : virement, carte, espèces, chèque ou autre.',
    'payment.referenceTooLong': `La référence peut compter jusqu’à ${PAYMENT_REFERENCE_MAX_LENGTH} caractères.`,
    'payment.linesTooMany': `Le calendrier peut compter jusqu’à ${PAYMENT_SCHEDULE_LINES_MAX} paiements.`,
    'payment.lineRepeated': 'Ce paiement figure deux fois dans le calendrier.',
    'payment.collectionsFormat': 'Choisissez le format : json, csv ou xlsx.',
    'payment.voidReasonRequired': `Indiquez pourquoi le paiement est annulé (jusqu’à ${PAYMENT_VOID_REASON_MAX_LENGTH} caractères).`,
    'payment.timeZoneInvalid': 'Choisissez un fuseau horaire de la liste (par exemple, America/Cancun).',
  },
};
