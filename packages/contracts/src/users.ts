// Users: the user as the API answers it, the edit-user form and POST /update-user/{id}, and the
// account-type choice (SPEC §2.3, §2.10, §3, §4, §5, §7).
import { z } from './zod';
import { INVALID, strictObjectError } from './common';
import { CODE_REQUIRED_USER_TYPES, SELECTABLE_USER_TYPES, USER_TYPES } from './enums';
import { VERIFICATION_CODE_MAX_LENGTH } from './constants';
import { emailField, existingPasswordField, nameField, passwordField, phoneField } from './fields';
import { COMMON_MESSAGES, EDIT_USER_MESSAGES as E, SELECT_ACCOUNT_MESSAGES as SA } from './messages';

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

// In the union below a missing field must not abort its branch (an aborted branch makes zod
// answer a bare "invalid union"), so a missing value is read as '' and reports "required".
const blankIfMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? '', schema);

/** POST /update-user/{id} from the edit-user screen. Unknown fields are refused. */
export const updateProfileRequestSchema = z.strictObject(
  {
    name: blankIfMissing(nameField),
    email: blankIfMissing(emailField),
    phone: blankIfMissing(phoneField),
    current_password: blankIfMissing(existingPasswordField(E.currentPasswordRequired)),
    // The new password is optional (a checkbox enables it); '' or null means "no change".
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
  },
  { error: strictObjectError },
);
/** POST /update-user/{id} when an admin assigns a unit: the type becomes User, nothing else. */
export const assignUserTypeRequestSchema = z.strictObject(
  { user_type: z.literal('User', { error: COMMON_MESSAGES.invalidValue }) },
  { error: strictObjectError },
);
export const updateUserRequestSchema = z.union([updateProfileRequestSchema, assignUserTypeRequestSchema], {
  error: COMMON_MESSAGES.invalidValue,
});
export type UpdateUserRequest = z.output<typeof updateUserRequestSchema>;

/** The edit-user form in the browser: the same rules, plus the "change password" checkbox. */
export const editUserFieldsSchema = z
  .object(
    {
      name: nameField,
      email: emailField,
      phone: phoneField,
      current_password: existingPasswordField(E.currentPasswordRequired),
      changePassword: z.boolean(INVALID),
      password: z.string(INVALID),
    },
    INVALID,
  )
  .superRefine(
    (v, ctx) => {
      if (!v.changePassword) return;
      const first = passwordField.safeParse(v.password).error?.issues[0];
      if (first) ctx.addIssue({ code: 'custom', path: ['password'], message: first.message });
    },
    { when: ({ value }) => typeof (value as { password?: unknown } | null)?.password === 'string' },
  );
export type EditUserFields = z.input<typeof editUserFieldsSchema>;

export function toUpdateProfileRequest(fields: z.output<typeof editUserFieldsSchema>): z.output<typeof updateProfileRequestSchema> {
  const { changePassword, password, ...rest } = fields;
  return changePassword ? { ...rest, password } : rest;
}

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
