// Helpers of the messages tests (issue 34, decision 049): the demo app with the office, two
// buyers and a guest, a unit of each buyer and one with no buyer, requests as a caller, and the
// mails kept in the outbox (no SMTP_URL in tests).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { mailOutbox, properties, users } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../helper';
import { availableUnits, callerFor, createPerson, type Caller } from '../units/fixtures';

export type { Caller };

export interface World {
  t: TestApp;
  admin: Caller;
  vitrina: Caller;
  selecta: Caller;
  buyer: Caller & { email: string };
  otherBuyer: Caller & { email: string };
  guest: Caller;
  /** A sold unit of each buyer. */
  unitA: number;
  unitB: number;
  /** An available unit: no buyer. */
  freeUnit: number;
}

type Method = 'GET' | 'POST';

export async function world(options: { env?: NodeJS.ProcessEnv } = {}): Promise<World> {
  const t = await buildTestApp({ demo: true, ...(options.env ? { env: options.env } : {}) });
  const db = t.database.db;
  const withEmail = async (address: string) => ({ ...(await callerFor(db, address)), email: address });
  const buyer = await withEmail('owner1@vitrina.demo');
  const otherBuyer = await withEmail('owner2@vitrina.demo');
  const unitOf = async (userId: number) => (await db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId)).orderBy(properties.id).limit(1))[0]!.id;
  return {
    t,
    admin: await callerFor(db, 'admin@vitrina.demo'),
    vitrina: await createPerson(db, 'Vitrina', 'Valeria Ventas'),
    selecta: await createPerson(db, 'Selecta'),
    buyer,
    otherBuyer,
    guest: await callerFor(db, 'guest@vitrina.demo'),
    unitA: await unitOf(buyer.id),
    unitB: await unitOf(otherBuyer.id),
    freeUnit: (await availableUnits(db, 1))[0]!.id,
  };
}

/** A request as `caller` (null: signed out), JSON body, in `lang`. */
export function requester(w: () => World) {
  return (caller: Caller | null, method: Method, url: string, body?: unknown, options: { lang?: string; headers?: Record<string, string> } = {}) =>
    w().t.app.inject({
      method,
      url,
      headers: { 'accept-language': options.lang ?? 'en', ...(caller?.headers ?? {}), ...(options.headers ?? {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

export interface Thread {
  unread: number;
  messages: { id: number; body: string; author: { id: number | null; name: string; side: 'buyer' | 'office' }; created_at: string }[];
  has_earlier: boolean;
}

/** The mails kept for this address, newest first. */
export async function mailsTo(db: Db, to: string) {
  return db.select({ subject: mailOutbox.subject, text: mailOutbox.text, replyTo: mailOutbox.replyTo }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

export const mailCount = (db: Db) => db.$count(mailOutbox);

export async function setLanguage(db: Db, userId: number, lang: string) {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}
