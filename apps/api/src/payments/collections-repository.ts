// The SQL of a development's collections view (issue 34, decision 051): one statement reads the
// development's schedules once — every line of its units that have a buyer, with what was paid
// on it summed per line — and answers both the totals and the lines still owed up to the end of
// the window, whatever the number of units (a 2,000-unit development with 12 lines each is
// 24,000 lines: hash joins over properties_development_number_idx and unit_payments_line_idx,
// not a query per unit). Money stays whole cents: sums are read as text and turned into numbers
// (exact below 2^53 cents), never added up as floats.
import { eq, sql } from 'drizzle-orm';
import type { Currency, LocalizedText } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments } from '../db/schema';

export interface CollectionsDevelopment {
  id: number;
  slug: string;
  name: string;
  currency: Currency;
  /** The IANA zone its days are counted in (decision 057). */
  timeZone: string;
}

export async function findCollectionsDevelopment(db: Db, slug: string): Promise<CollectionsDevelopment | undefined> {
  const [row] = await db
    .select({ id: developments.id, slug: developments.slug, name: developments.name, currency: developments.currency, timeZone: developments.timeZone })
    .from(developments)
    .where(eq(developments.slug, slug));
  return row ? { ...row, currency: row.currency as Currency } : undefined;
}

/** A line still owed, due on or before the window's end; amounts in cents. */
export interface OwedLine {
  id: number;
  unitId: number;
  unitNumber: string;
  unitName: string;
  buyerId: number;
  buyerName: string;
  buyerEmail: string;
  label: LocalizedText;
  dueDate: string;
  amountCents: number;
  paidCents: number;
}

/** The development's totals, in cents. */
export interface CollectionsTotals {
  scheduledCents: number;
  paidCents: number;
  overdueCents: number;
  dueSoonCents: number;
}

interface Row extends Record<string, unknown> {
  scheduled: string;
  paid: string;
  overdue: string;
  due_soon: string;
  id: number | null;
  unit_id: number;
  unit_number: string;
  unit_name: string;
  buyer_id: number;
  buyer_name: string;
  buyer_email: string;
  label: LocalizedText | string;
  due_date: string;
  amount_cents: string;
  paid_cents: string;
}

/**
 * The totals over every line of the development's units that have a buyer (reserved or sold),
 * and the lines with something left that are due on or before `until`, by date, unit number and
 * the office's order. `today` is the first day that is not overdue.
 */
export async function readCollections(db: Db, developmentId: number, today: string, until: string): Promise<{ totals: CollectionsTotals; lines: OwedLine[] }> {
  const result = (await db.execute(sql`
    with lines as (
      select l.id, l.property_id, l.position, l.label, l.due_date, l.amount_cents,
             coalesce(sum(p.amount_cents), 0)::bigint as paid_cents
      from unit_payment_lines l
      join properties u on u.id = l.property_id
      left join unit_payments p on p.line_id = l.id and p.voided_at is null
      where u.development_id = ${developmentId} and u.status in ('reserved', 'sold') and u.user_id is not null
      group by l.id
    ),
    totals as (
      select coalesce(sum(amount_cents), 0)::text as scheduled,
             coalesce(sum(paid_cents), 0)::text as paid,
             coalesce(sum(amount_cents - paid_cents) filter (where due_date < ${today}::date), 0)::text as overdue,
             coalesce(sum(amount_cents - paid_cents) filter (where due_date >= ${today}::date and due_date <= ${until}::date), 0)::text as due_soon
      from lines
    ),
    owed as (
      select l.id, l.position, l.label, l.due_date, l.amount_cents, l.paid_cents,
             u.id as unit_id, u.number as unit_number, u.name as unit_name,
             b.id as buyer_id, b.name as buyer_name, b.email as buyer_email
      from lines l
      join properties u on u.id = l.property_id
      join users b on b.id = u.user_id
      where l.paid_cents < l.amount_cents and l.due_date <= ${until}::date
    )
    select t.scheduled, t.paid, t.overdue, t.due_soon,
           o.id, o.unit_id, o.unit_number, o.unit_name, o.buyer_id, o.buyer_name, o.buyer_email,
           o.label, o.due_date::text as due_date, o.amount_cents::text as amount_cents, o.paid_cents::text as paid_cents
    from totals t
    left join owed o on true
    order by o.due_date, o.unit_number, o.position, o.id
  `)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const first = rows[0];
  const totals: CollectionsTotals = {
    scheduledCents: Number(first?.scheduled ?? 0),
    paidCents: Number(first?.paid ?? 0),
    overdueCents: Number(first?.overdue ?? 0),
    dueSoonCents: Number(first?.due_soon ?? 0),
  };
  const lines = rows
    .filter((row) => row.id !== null)
    .map(
      (row): OwedLine => ({
        id: row.id!,
        unitId: row.unit_id,
        unitNumber: row.unit_number,
        unitName: row.unit_name,
        buyerId: row.buyer_id,
        buyerName: row.buyer_name,
        buyerEmail: row.buyer_email,
        // A driver that hands jsonb over as text (none of ours today) still gives the object.
        label: typeof row.label === 'string' ? (JSON.parse(row.label) as LocalizedText) : row.label,
        dueDate: row.due_date,
        amountCents: Number(row.amount_cents),
        paidCents: Number(row.paid_cents),
      }),
    );
  return { totals, lines };
}
