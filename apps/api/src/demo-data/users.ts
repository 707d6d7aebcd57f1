// Demo people: four accounts anyone can sign in with (printed by the server at start), and a
// few more clients with no usable password who make the admin lists and the assign dialog
// (5 users a page) look like a real project's.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language, UserType } from '@vitrina/contracts';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Meets the password rules of SPEC §5: 8+ characters, an upper-case letter, a digit. */
export const DEMO_PASSWORD = 'Vitrina2026!';

export type DemoPersonKey = 'admin' | 'owner1' | 'owner2' | 'guest' | `client${number}`;

interface DemoPerson {
  key: DemoPersonKey;
  name: string;
  email: string;
  phone: string;
  type: UserType;
  lang: Language;
  /** Shown as a demo account, with DEMO_PASSWORD; the others cannot sign in. */
  login: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'admin', name: 'Daniela Ríos Campos', email: 'admin@vitrina.demo', phone: '+529841230001', type: 'Admin', lang: 'es', login: true },
  { key: 'owner1', name: 'Carlos Méndez Aguilar', email: 'owner1@vitrina.demo', phone: '+529841234567', type: 'User', lang: 'es', login: true },
  { key: 'owner2', name: 'Sophie Tremblay', email: 'owner2@vitrina.demo', phone: '+529841987654', type: 'User', lang: 'fr', login: true },
  { key: 'guest', name: 'Lucía Herrera Soto', email: 'guest@vitrina.demo', phone: '+529842345678', type: 'Guest', lang: 'es', login: true },
  { key: 'client1', name: 'Jorge Castillo Ramírez', email: 'jorge.castillo@example.com', phone: '+525512345678', type: 'User', lang: 'es', login: false },
  { key: 'client2', name: 'Michael Brennan', email: 'michael.brennan@example.com', phone: '+13125550187', type: 'User', lang: 'en', login: false },
  { key: 'client3', name: 'Valentina Rossi', email: 'valentina.rossi@example.com', phone: '+393471234567', type: 'User', lang: 'en', login: false },
  { key: 'client4', name: 'Fernanda Lozano Garza', email: 'fernanda.lozano@example.com', phone: '+528112345678', type: 'Guest', lang: 'es', login: false },
  { key: 'client5', name: 'Olivier Gagnon', email: 'olivier.gagnon@example.com', phone: '+15145550163', type: 'Guest', lang: 'fr', login: false },
  { key: 'client6', name: 'Ana Sofía Mejía', email: 'anasofia.mejia@example.com', phone: '+529981234567', type: 'Guest', lang: 'es', login: false },
  { key: 'client7', name: 'Ricardo Núñez Ortiz', email: 'ricardo.nunez@example.com', phone: '+529847654321', type: 'Vitrina', lang: 'es', login: false },
];

/** Buyers of the units that are not the two demo owners' (see units.ts). */
export const OTHER_BUYERS: readonly DemoPersonKey[] = ['client1', 'client2', 'client3'];

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface SeededUsers {
  ids: Map<DemoPersonKey, number>;
  accounts: DemoAccount[];
  created: number;
}

/** Hashes computed before the transaction: argon2 is slow on purpose (~70 ms each). */
export interface PreparedPasswords {
  demo: string;
  /** A hash of a random secret nobody knows: those people exist but cannot sign in. */
  locked: string;
}

export async function preparePasswords(): Promise<PreparedPasswords> {
  const [demo, locked] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(randomBytes(24).toString('base64url'))]);
  return { demo, locked };
}

/**
 * Inserts the people. An e-mail already registered (e.g. the ADMIN_EMAIL account made at
 * start) is reused as it is: its password is left alone and it is not listed as a demo account.
 */
export async function seedUsers(db: Db, passwords: PreparedPasswords): Promise<SeededUsers> {
  const ids = new Map<DemoPersonKey, number>();
  const accounts: DemoAccount[] = [];
  let created = 0;
  for (const person of DEMO_PEOPLE) {
    const inserted = await db
      .insert(users)
      .values({
        name: person.name,
        email: person.email,
        phone: person.phone,
        type: person.type,
        lang: person.lang,
        passwordHash: person.login ? passwords.demo : passwords.locked,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    let id = inserted[0]?.id;
    if (id === undefined) {
      const existing = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${person.email.toLowerCase()}`);
      id = existing[0]?.id;
      if (id === undefined) throw new Error(`could not insert or find ${person.email}`);
    } else {
      created++;
      if (person.login) accounts.push({ role: person.type, email: person.email, password: DEMO_PASSWORD });
    }
    ids.set(person.key, id);
  }
  return { ids, accounts, created };
}
