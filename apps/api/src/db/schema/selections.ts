// The buyer's requests for a unit's furniture package (issue 35, part 1; decision 059): one row
// per request, with the price the buyer was shown (whole cents, as the schedule's lines), and
// the office's decision. At most one request per unit is pending (a partial unique index): a new
// one marks the pending one `replaced`, which the answers never show but the table keeps.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATEGORIES, CURRENCIES } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';
import { properties } from './development';
import { unitPaymentLines } from './payments';

/** A request's status as stored: the answers' three, and `replaced` (a newer request took its place). */
export const STORED_SELECTION_STATUSES = ['pending', 'approved', 'declined', 'replaced'] as const;

export const unitPackageRequests = pgTable(
  'unit_package_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The buyer who asked: a unit sold again shows the new buyer none of the earlier one's requests. */
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    package: text('package').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The schedule line an approval added (none for a price of 0); null once the office removed it. */
    lineId: integer('line_id').references(() => unitPaymentLines.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unit_package_requests_property_idx').on(t.propertyId, t.id),
    // One request at a time per unit.
    uniqueIndex('unit_package_requests_pending_idx').on(t.propertyId).where(sql`${t.status} = 'pending'`),
    check('unit_package_requests_package_check', sql`${t.package} in (${inList(CATEGORIES)})`),
    check('unit_package_requests_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
    check('unit_package_requests_status_check', sql`${t.status} in (${inList(STORED_SELECTION_STATUSES)})`),
    check('unit_package_requests_price_check', sql`${t.priceCents} >= 0`),
  ],
);
