// Who is calling: a bearer token in the Authorization header (and only there) becomes
// request.user. Routes declare what they need with the preHandlers requireUser / requireAdmin.
// An answer built after reading request.user depends on who asks: reading it marks the answer
// `Cache-Control: private, no-store` (decision 022), so no shared cache or browser cache keeps
// one person's answer for another, whether the route needs a session or only looks at it.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@vitrina/contracts';
import { findSessionUser, type SessionUser } from '../auth/sessions';
import { AppError } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Reading it makes the answer private (see above). */
    readonly user: SessionUser | null;
  }
}

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const kUser = Symbol('vitrina.sessionUser');
const kReply = Symbol('vitrina.reply');

interface SessionSlots {
  [kUser]: SessionUser | null;
  [kReply]: FastifyReply | null;
}

/** Marks an answer as one that depends on who asks (also for routes that read no session, e.g. sign-in's token). */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest(kUser, null);
  app.decorateRequest(kReply, null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const slots = this as unknown as SessionSlots;
      const reply = slots[kReply];
      if (reply) privateAnswer(reply);
      return slots[kUser];
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const slots = request as unknown as SessionSlots;
    slots[kReply] = reply;
    const header = request.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    slots[kUser] = match?.[1] ? await findSessionUser(app.database.db, match[1]) : null;
  });
});

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new AppError('unauthenticated', 'auth.unauthenticated');
}

export function requireType(...types: UserType[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!types.includes(request.user!.type as UserType)) throw new AppError('forbidden', 'auth.forbidden');
  };
}

export const requireAdmin = requireType('Admin');
/** The sales office: the Admin and the sales team (decisions 033, 034) — the plan, a unit's history. */
export const requireOffice = requireType('Admin', 'Vitrina', 'Selecta');

/** The signed-in user is that user, or an Admin. */
export function isSelfOrAdmin(request: FastifyRequest, userId: number): boolean {
  return !!request.user && (request.user.id === userId || request.user.type === 'Admin');
}
