// Users: the user as the API answers it, the answer of POST /update-user/{id}, and the
// account-type choice (SPEC §2.3, §2.10, §3, §4, §5, §7). The edit-user form and its request
// are in profile.ts: they ask for a phone (libphonenumber), the screens here do not.
import { z } from './zod';
import { INVALID } from './common';
import { CODE_REQUIRED_USER_TYPES, SELECTABLE_USER_TYPES, USER_TYPES } from './enums';
import { VERIFICATION_CODE_MAX_LENGTH } from './constants';
import { COMMON_MESSAGES, SELECT_ACCOUNT_MESSAGES as SA } from './messages';

/** A user as every API answer shows it. Never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
});
export type User = z.infer<typeof userSchema>;
/** GET /users/list (assign dialog). */
export const usersListSchema = z.array(userSchema);

// --- Account type (SPEC §2.3, §4) ---------------------------------------------------------

const needsCode = (type: unknown): boolean => (CODE_REQUIRED_USER_TYPES as readonly unknown[]).includes(type);
const codeField = z
  .string({ error: COMMON_MESSAGES.invalidValue })
  .trim()
  .max(VERIFICATION_CODE_MAX_LENGTH, COMMON_MESSAGES.tooLong)
  .optional();
const typeField = z.enum(SELECTABLE_USER_TYPES, { error: SA.selectOption });
/** The code is required for every type but Guest; checking it is the server's job. */
const codeRequired = (typeKey: 'userType' | 'type') => ({
  path: ['verificationCode'],
  error: SA.codeRequired,
  when: ({ value }: { value: unknown }) => needsCode((value as Record<string, unknown> | null)?.[typeKey]),
});

/** POST /users/update-type: { userType, verificationCode }. */
export const accountTypeRequestSchema = z
  .object({ userType: typeField, verificationCode: codeField }, INVALID)
  .refine((v) => !!v.verificationCode, codeRequired('userType'));
export type AccountTypeRequest = z.output<typeof accountTypeRequestSchema>;

/** POST /update-type/{id}: the other reading of the same call, { type, verificationCode? }. */
export const updateTypeRequestSchema = z
  .object({ type: typeField, verificationCode: codeField }, INVALID)
  .refine((v) => !!v.verificationCode, codeRequired('type'));
export type UpdateTypeRequest = z.output<typeof updateTypeRequestSchema>;

/** Answer of both type calls: the updated user, to store. */
export const accountTypeResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
});

/** Answer of POST /update-user/{id}: the success flag, the message to show, and the user to store. */
export const updateUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
});
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;
