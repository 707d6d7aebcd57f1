// Sign-in and forgot-password (SPEC §2.1, §4, §5, §7): the request/answer schemas of
// POST /signIn and /forgot-password, and the answer of /signIn and /register. Registration's
// form and request are in register.ts: they ask for a phone (libphonenumber), sign-in does not.
import { z } from './zod';
import { INVALID, languageSchema } from './common';
import { emailFieldWith, existingPasswordField } from './fields';
import { COMMON_MESSAGES, SIGNIN_MESSAGES as S } from './messages';
import { apiErrorSchema } from './errors';
import { userSchema } from './users';

/** The `altcha` field of /signIn holds a base64 JSON payload of a few hundred bytes. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4_000;

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
