// What the paged lists (issue 13, decision 025) search and sort on, as SQL expressions the
// schema stores in generated columns and the repositories apply to a search. Plain SQL
// built-ins only (normalize, regexp_replace, lower): PGlite has no unaccent or ICU collations,
// and a server's locale may differ from PGlite's, so nothing here depends on either.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Combining marks, as a regular-expression class written for PostgreSQL (the backslashes reach
// the SQL text: PostgreSQL reads \u0300, not JavaScript).
const COMBINING_MARKS = '[\\u0300-\\u036f]';

/**
 * Lower case without accents, as a search compares: 'Sofá Ñandú' → 'sofa nandu'. Accents come
 * off first (decomposed, marks dropped), so lower() only meets ASCII letters that had them and
 * answers the same under any server locale.
 */
export const folded = (text: SQL): SQL =>
  sql`lower(regexp_replace(normalize(${text}, NFD), ${sql.raw(`'${COMBINING_MARKS}'`)}, '', 'g'))`;

/**
 * A name as GET /users/list orders it (Intl.Collator('es'), base sensitivity), compared byte-wise:
 * case and accents ignored, but ñ is a letter of its own after n ('n~' sorts after 'nz' and
 * before 'o'). Checked against the collator in the users paging test.
 */
export const nameSortKey = (name: SQL): SQL =>
  folded(sql`replace(replace(normalize(${name}, NFC), 'ñ', 'n~'), 'Ñ', 'n~')`);

/** Fields joined into one text for one LIKE, apart by a control character no search holds. */
export const joined = (...parts: SQL[]): SQL => sql.join(parts.map((p) => sql`coalesce(${p}, '')`), sql` || chr(1) || `);

/**
 * The folded text in `column` contains `q`, compared as folded() compares (any case, any
 * accents). `%` and `_` in q are plain characters. The pattern is folded once per query.
 */
export function containsText(column: AnyColumn, q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like (select '%' || ${folded(sql`${escaped}::text`)} || '%')`;
}
