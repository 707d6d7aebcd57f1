// Recognises "the database is not there" (server down, connection refused or dropped, pool
// exhausted) as opposed to a bug, so that it answers 503 and never 500.

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection terminated unexpectedly/i,
  /database closed/i,
  /PGlite is closed/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end on the pool/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof err.code === 'string' && CONNECTION_CODES.has(err.code)) return true;
    if (typeof err.message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(err.message as string))) return true;
    // AggregateError from a dual-stack connect holds the real causes.
    if (Array.isArray(err.errors) && err.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = err.cause;
  }
  return false;
}
