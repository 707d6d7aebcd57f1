// The edit-user screen (SPEC §2.10, §5, §7): its form and POST /update-user/{id} (the profile,
// or an admin's { user_type: 'User' }). Apart from users.ts because it asks for a phone:
// libphonenumber loads with this form, not with every screen that shows a user.
import { z } from './zod';
import { INVALID, strictObjectError } from './common';
import { emailField, existingPasswordField, nameField, passwordField } from './fields';
import { COMMON_MESSAGES, EDIT_USER_MESSAGES as E } from './messages';
import { phoneField } from './phone';

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
