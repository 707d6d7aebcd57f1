// Registration, sign-in and forgot-password (SPEC §2.1–2.2, §4, §5, §7): the browser form
// schema and the request/answer schemas of POST /register, /signIn and /forgot-password.
import { z } from './zod';
import { INVALID, languageSchema } from './common';
import { emailField, emailFieldWith, existingPasswordField, nameField, passwordField, phoneField } from './fields';
import { COMMON_MESSAGES, REGISTER_MESSAGES as R, SIGNIN_MESSAGES as S } from './messages';
import { apiErrorSchema } from './errors';
import { userSchema } from './users';

/** The `altcha` field of /signIn holds a base64 JSON payload of a few hundred bytes. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4_000;

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

/**
 * POST /signIn. Only "required" is checked for the password: the rules of §5 apply to new
 * passwords, and an account may hold an older or temporary one.
 */
export const signInRequestSchema = z.object(
  {
    email: emailFieldWith(S.emailRequired, S.emailInvalid),
    password: existingPasswordField(S.passwordRequired),
    /** A solved ALTCHA challenge (GET /captcha); required after repeated failed sign-ins. */
    altcha: z.string(INVALID).max(CAPTCHA_PAYLOAD_MAX_LENGTH, COMMON_MESSAGES.tooLong).optional(),
  },
  INVALID,
);
export type SignInRequest = z.output<typeof signInRequestSchema>;

/** POST /forgot-password. A missing e-mail reports enterEmailError (SPEC §5). */
export const forgotPasswordRequestSchema = z.object(
  {
    email: emailFieldWith(S.enterEmailError, S.emailInvalid),
    lang: languageSchema.optional(),
  },
  INVALID,
);
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** Answer of /signIn and /register: the bearer token and the user, both stored (SPEC §4). */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * A 401 of /signIn. `captchaRequired: true` tells the form to show the ALTCHA widget: the
 * next attempt must carry a solved challenge in `altcha` (after 3 failures for one e-mail or
 * one address within 15 minutes).
 */
export const signInErrorSchema = apiErrorSchema.extend({ captchaRequired: z.boolean().optional() });
export type SignInError = z.infer<typeof signInErrorSchema>;

/** GET /captcha: an ALTCHA (v2) challenge, as the `altcha` widget reads it. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Answer of /forgot-password. */
export const forgotPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

/** Keys of messages the sign-in screens show for server answers (SPEC §8). */
export const SIGNIN_RESULT_KEYS = {
  incorrectCredentials: 'signin.incorrectCredentials',
  emailNotFound: 'signin.emailNotFound',
  sendEmailError: 'signin.sendEmailError',
  temporaryPasswordSent: 'signin.temporaryPasswordSent',
} as const;
