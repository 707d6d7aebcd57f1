// The hot reads see the same few querystrings over and over (a category × a typology × a
// language): their validation result is kept, so zod runs once per distinct querystring
// instead of once per request. Only flat, all-string queries that passed are kept, and the
// kept values are never mutated by the handlers.
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';

const MAX_KEPT = 512;

function keyOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name}\u0000${value}\u0001`;
  }
  return key;
}

/** A route's validatorCompiler: fastify-type-provider-zod's, remembering querystring results. */
export function memoizedQueryValidator<S>(route: FastifyRouteSchemaDef<S>) {
  const validate = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, ReturnType<typeof validate>>();
  return (data: unknown) => {
    const key = keyOf(data);
    const hit = key === undefined ? undefined : kept.get(key);
    if (hit) return hit;
    const result = validate(data);
    if (key !== undefined && !(result as { error?: unknown }).error) {
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, result);
    }
    return result;
  };
}
