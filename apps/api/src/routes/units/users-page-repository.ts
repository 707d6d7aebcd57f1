// The SQL of the assign dialog at scale (issue 13, decision 025): one searched window of the
// accounts, in GET /users/list's order (by name, case and accents aside; then by id).
import { count, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { containsText } from '../../db/search-text';
import type { UserRow } from './units-repository';

type Reader = Pick<Db, 'select'>;

/** Searches with fewer digits than this do not look at phones digit by digit ('Ana 2' is a name). */
const MIN_PHONE_DIGITS = 3;

function usersWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  // A phone is also found by its digits alone, however it was typed: '809 555' finds +1809555….
  const digits = q.replace(/\D/g, '');
  return or(
    containsText(users.search, q),
    digits.length >= MIN_PHONE_DIGITS ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  );
}

export async function countUsers(db: Reader, q: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(usersWhere(q));
  return Number(row?.n ?? 0);
}

/** Only the public fields, never a hash. */
export function listUsersWindow(db: Reader, q: string, offset: number, limit: number): Promise<UserRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, type: users.type })
    .from(users)
    .where(usersWhere(q))
    .orderBy(sql`${users.sortKey} collate "C"`, users.id)
    .offset(offset)
    .limit(limit);
}
