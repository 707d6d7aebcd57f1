// PostgreSQL's error codes, found however deep the driver (pg or PGlite, through drizzle)
// wrapped the error.
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    if (codeOf(e) === code) return true;
  }
  return false;
}

/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');
/** 23503: a foreign key refused the change (a row still points at it, or no longer exists). */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');
