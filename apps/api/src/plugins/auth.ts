// Who is calling: a bearer token in the Authorization header (and only there) becomes
// request.user. Routes declare what they need with the preHandlers requireUser / requireAdmin.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@vitrina/contracts';
import { findSessionUser, type SessionUser } from '../auth/sessions';
import { AppError } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    request.user = match?.[1] ? await findSessionUser(app.database.db, match[1]) : null;
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

/** The signed-in user is that user, or an Admin. */
export function isSelfOrAdmin(request: FastifyRequest, userId: number): boolean {
  return !!request.user && (request.user.id === userId || request.user.type === 'Admin');
}
