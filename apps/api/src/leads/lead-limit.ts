// The one limit on leads from the public (decision 021). POST /contact (the contact page and
// the package modal) and the password-less variant of POST /register file the same lead and
// mail the same sales team, so they count against one counter per address (IPv6 by /64), in
// app.limiter (through request.limits): in memory, or in Redis with REDIS_URL so that every
// instance counts together.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress, consume } from '../plugins/limiter';

/** Enough for a person who retries a few times; a script filling the inbox stops early. */
export const LEAD_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

const leadKey = (request: FastifyRequest) => `lead:ip:${clientAddress(request)}`;

/** Counts one lead of the request's address before anything else is done; 429 past the limit. */
export async function countLead(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await consume(request.limits, leadKey(request), LEAD_LIMIT.max, LEAD_LIMIT.windowMs);
}

/** Takes back a lead counted by countLead that turned out to file nothing (a replayed request). */
export async function uncountLead(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await request.limits.undo(leadKey(request));
}
