// What a logged error may say. A failed query's error (drizzle's DrizzleQueryError) carries the
// query's parameters in its `params` and in its message and stack ("params: …"): during an
// outage every failing write would log password hashes, e-mails and phones. The `err`
// serializer below logs the error as pino would, with every parameter value replaced by
// "[redacted]"; a database error's `detail` and `where` (which quote row values, e.g. "Key
// (lower(email))=(…) already exists") are left out. The query text stays: it names the table
// and holds placeholders, never values.
import pino from 'pino';

const LEFT_OUT = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
/** Shorter strings (ids, flags, 'es') say nothing about anyone and would mangle the text they appear in. */
const MIN_REDACTED_LENGTH = 4;

/** The parameter lists of an error and of its causes. */
function parameterLists(error: unknown): unknown[][] {
  const lists: unknown[][] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { params, cause } = e as { params?: unknown; cause?: unknown };
    if (Array.isArray(params)) lists.push(params);
    e = cause;
  }
  return lists;
}

function redactor(error: unknown): (text: string) => string {
  const lists = parameterLists(error);
  if (!lists.length) return (text) => text;
  const whole = lists.map((list) => ({ text: `params: ${String(list)}`, count: list.length }));
  const strings = lists.flat().filter((v): v is string => typeof v === 'string' && v.length >= MIN_REDACTED_LENGTH);
  // Longest first, so a value that contains another is replaced whole.
  const values = [...new Set(strings)].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const { text: line, count } of whole) out = out.split(line).join(`params: [${count} redacted]`);
    for (const value of values) out = out.split(value).join('[redacted]');
    return out;
  };
}

function scrub(value: unknown, redact: (text: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return redact(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, redact, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!LEFT_OUT.has(key)) out[key] = scrub(v, redact, depth + 1);
  }
  return out;
}

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/** pino's error serializer, without the values a failed query carried. */
export function serializeError(error: Error): SerializedError {
  const serialized = pino.stdSerializers.err(error);
  if ((serialized as unknown) === error) return serialized;
  return scrub(serialized, redactor(error)) as SerializedError;
}

export const LOG_SERIALIZERS = { err: serializeError };
