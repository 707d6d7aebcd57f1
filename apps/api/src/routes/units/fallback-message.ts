// SPEC §8 gives some calls their own failure text ('Error al asignar la propiedad', 'Error al
// cargar los usuarios'). An unexpected failure of such a call answers 500 with that text
// instead of the generic one; expected outcomes and an unreachable database (503) pass through.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { isDatabaseUnavailable } from '../../http/database-errors';

export async function withFallbackMessage<T>(request: FastifyRequest, messageKey: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    request.log.error({ err: error }, `unexpected failure (${messageKey})`);
    throw new AppError('internal', messageKey);
  }
}
