// SQL of the sales leads: written by the contact form, the register variant and the package
// modal; read and triaged by Admins in the leads inbox.
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, type Language, type LeadSource, type LeadStatus } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments, leads } from '../db/schema';
import { containsText } from '../db/search-text';

export interface NewLead {
  name: string;
  email: string;
  phone: string;
  area: string | null;
  units: number | null;
  message: string | null;
  package: string | null;
  unitNumber: string | null;
  developmentCode: string | null;
  source: LeadSource;
  lang: Language;
}

// Every column but the search text, which is the database's own (decision 025).
const { search: _search, ...leadColumns } = getTableColumns(leads);
export type LeadRow = Omit<typeof leads.$inferSelect, 'search'>;

export async function insertLead(db: Pick<Db, 'insert'>, lead: NewLead): Promise<number> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  return row!.id;
}

/** Newest first; the id breaks ties between leads of the same instant. */
const newestFirst = [desc(leads.createdAt), desc(leads.id)];
const matching = (q: string): SQL | undefined => (q ? containsText(leads.search, q) : undefined);

export async function listLeads(db: Pick<Db, 'select'>): Promise<LeadRow[]> {
  return db.select(leadColumns).from(leads).orderBy(...newestFirst);
}

/** Leads matching `q` (name, e-mail, phone, message) by status, every status present (0 for none). */
export async function countLeadsByStatus(db: Pick<Db, 'select'>, q: string): Promise<Record<LeadStatus, number>> {
  const rows = await db.select({ status: leads.status, n: count() }).from(leads).where(matching(q)).groupBy(leads.status);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as LeadStatus] = Number(row.n);
  return counts;
}

/** Leads matching `q` (and `status`, when given) from `offset`, at most `limit`, newest first. */
export function listLeadsWindow(db: Pick<Db, 'select'>, q: string, status: LeadStatus | undefined, offset: number, limit: number): Promise<LeadRow[]> {
  return db
    .select(leadColumns)
    .from(leads)
    .where(and(matching(q), status ? eq(leads.status, status) : undefined))
    .orderBy(...newestFirst)
    .offset(offset)
    .limit(limit);
}

/** The updated lead, or undefined when there is no lead with that id. */
export async function updateLeadStatus(db: Pick<Db, 'update'>, id: number, status: LeadStatus): Promise<LeadRow | undefined> {
  const [row] = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning(leadColumns);
  return row;
}

/** The code of the development with this slug (a lead's unit names it), or undefined. */
export async function developmentCodeOf(db: Pick<Db, 'select'>, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ code: developments.code }).from(developments).where(eq(developments.slug, slug)).limit(1);
  return row?.code;
}
