// Registration (SPEC §2.2, §4, §5, §7): the browser form schema (both steps) and the request of
// POST /register. Apart from auth.ts because it asks for a phone: libphonenumber loads with the
// registration form, not with sign-in.
import { z } from './zod';
import { INVALID, languageSchema } from './common';
import { emailField, nameField, passwordField } from './fields';
import { REGISTER_MESSAGES as R } from './messages';
import { phoneField } from './phone';

const confirmPasswordField = z.string({ error: R.confirmPasswordRequired }).min(1, R.confirmPasswordRequired);

/**
 * The registration form (both steps). Used by the browser's form resolver. The server gets
 * registerRequestSchema: the confirmation and the terms box never leave the browser.
 */
export const registerFieldsSchema = z
  .object(
    {
      name: nameField,
      email: emailField,
      phone: phoneField,
      password: passwordField,
      confirmPassword: confirmPasswordField,
      // A boolean that must be true (not z.literal(true)), so the form can start unchecked.
      acceptTerms: z.boolean({ error: R.termsRequired }).refine((v) => v, R.termsRequired),
      language: languageSchema,
    },
    INVALID,
  )
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: R.passwordsNotMatch,
    // Runs whenever there is a confirmation to compare, even while other fields are wrong, so
    // the mismatch shows on blur; an empty confirmation reports "required" instead.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | null;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });
export type RegisterFields = z.input<typeof registerFieldsSchema>;

/** POST /register: what the browser sends. Unknown fields are dropped, not refused. */
export const registerRequestSchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    lang: languageSchema.optional(),
  },
  INVALID,
);
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The request for the values of a filled-in form. */
export function toRegisterRequest(fields: z.output<typeof registerFieldsSchema>): RegisterRequest {
  const { name, email, phone, password, language } = fields;
  return { name, email, phone, password, lang: language };
}
