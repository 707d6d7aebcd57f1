// Pieces shared by the messages routes (issue 34, decision 049): the OpenAPI tag, the error
// answers, the refusals, and the check made on a post before its body is read: the caller is on
// a side of the unit's thread (else the 404 of an unknown unit), and the flood limit.
import type { FastifyRequest } from 'fastify';
import { MESSAGE_LIMIT, idSchema } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { threadSide, type PostOutcome } from '../../messages/message-thread';
import { consume } from '../../plugins/limiter';

export const TAG = 'messages';
export { bearer, errorResponses } from '../../http/route-schemas';

/** The unit is unknown or the caller is on neither side of its thread: one answer for both. */
export const unitNotFound = () => new AppError('not_found', 'messages.unitNotFound');

export function refusePost(outcome: Exclude<PostOutcome, { kind: 'done' }>): AppError {
  return outcome.kind === 'no_buyer' ? new AppError('conflict', 'messages.noBuyer') : unitNotFound();
}

/** One counter per account and thread: a person typing stays far below it, a script does not. */
export const limitKey = (userId: number, unitId: number) => `message:user:${userId}:unit:${unitId}`;

/**
 * preValidation of a post: anyone outside the thread gets the 404 of an unknown unit whatever
 * the body, and an attempt is counted before the body is judged (the house's limits count
 * attempts, decision 021). A malformed id is left to the params' own 422.
 */
export function checkPoster(db: () => Db) {
  return async (request: FastifyRequest) => {
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) return;
    if (!(await threadSide(db(), request.user!, id.data))) throw unitNotFound();
    await consume(request.limits, limitKey(request.user!.id, id.data), MESSAGE_LIMIT.max, MESSAGE_LIMIT.windowMinutes * 60_000);
  };
}
