// The API's error answer `{ message, code, errors? }` as a schema (errors.ts has its codes and
// helpers, without zod).
import { ERROR_CODES } from './error-codes';
import { z } from './zod';

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Only for validation failures: field → messages, the first one being the one to show. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
