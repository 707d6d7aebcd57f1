// A unit's payment schedule (issue 34, the owner's file; decision 048): its lines (what is due,
// when) and the payments received on them, each with its receipt, a `receipt` document of the
// unit. Money is whole cents in bigint: never a float, and far above any condo's price.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, type LocalizedText } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';
import { properties } from './development';
import { unitDocuments } from './documents';

/** Cents as a JavaScript number: exact up to 2^53 cents, 10^5 times the dearest price allowed. */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const unitPaymentLines = pgTable(
  'unit_payment_lines',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The office's order (the lines are answered by date, then by this). */
    position: integer('position').notNull().default(0),
    /** In es, en and fr; a label given as one text is the same in the three. */
    label: jsonb('label').$type<LocalizedText>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_payment_lines_property_idx').on(t.propertyId, t.dueDate), check('unit_payment_lines_amount_check', sql`${t.amountCents} > 0`)],
);

export const unitPayments = pgTable(
  'unit_payments',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => unitPaymentLines.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    /** The day the money was received (the office's word, not the moment it was recorded). */
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    /** The receipt filed for it; null once the Admin deleted that document. */
    receiptDocumentId: integer('receipt_document_id').references(() => unitDocuments.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * Set once the Admin voided it (a wrong amount, a bounced cheque; decision 056): it stays,
     * with its receipt marked void, and no longer counts as paid. Never cleared.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('unit_payments_line_idx').on(t.lineId),
    check('unit_payments_amount_check', sql`${t.amountCents} > 0`),
    check('unit_payments_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
    check('unit_payments_method_check', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
  ],
);

/** The reminders a line's buyer gets (decision 050): as it falls due (within 7 days), and once overdue. */
export const PAYMENT_REMINDER_KINDS = ['due', 'overdue'] as const;
export type PaymentReminderKind = (typeof PAYMENT_REMINDER_KINDS)[number];

/**
 * Which reminder was queued for which line (decision 050): one row per line, kind, due date and
 * buyer, so each goes at most once however many checks and instances run (the key refuses a
 * second, INSERT … ON CONFLICT DO NOTHING, in the mail's own transaction). A line moved to
 * another date, or a unit with another buyer, is a new key: that date or buyer is reminded anew.
 */
export const unitPaymentReminders = pgTable(
  'unit_payment_reminders',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => unitPaymentLines.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The line's date the mail named. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the mail said was left on the line. */
    leftCents: cents('left_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.kind, t.dueDate, t.buyerId] }),
    check('unit_payment_reminders_kind_check', sql`${t.kind} in (${inList(PAYMENT_REMINDER_KINDS)})`),
  ],
);
