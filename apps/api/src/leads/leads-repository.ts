// SQL of the sales leads: written by the contact form, the register variant and the package
// modal; read and triaged by Admins in the leads inbox.
import { desc, eq } from 'drizzle-orm';
import type { Language, LeadSource, LeadStatus } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { leads } from '../db/schema';

export interface NewLead {
  name: string;
  email: string;
  phone: string;
  area: string | null;
  units: number | null;
  message: string | null;
  package: string | null;
  source: LeadSource;
  lang: Language;
}

export type LeadRow = typeof leads.$inferSelect;

export async function insertLead(db: Pick<Db, 'insert'>, lead: NewLead): Promise<number> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  return row!.id;
}

/** Newest first; the id breaks ties between leads of the same instant. */
export async function listLeads(db: Pick<Db, 'select'>): Promise<LeadRow[]> {
  return db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
}

/** The updated lead, or undefined when there is no lead with that id. */
export async function updateLeadStatus(db: Pick<Db, 'update'>, id: number, status: LeadStatus): Promise<LeadRow | undefined> {
  const [row] = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning();
  return row;
}
