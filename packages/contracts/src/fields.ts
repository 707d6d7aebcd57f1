// The field rules of SPEC §5, written once and composed into the request schemas of each
// feature (auth.ts, register.ts, contact.ts, profile.ts). The phone's are in phone.ts, with
// libphonenumber: only the forms that ask for a phone load it.
//
// "The first failing rule per field is the one shown": every field lists its checks in the
// spec's order and each issue's message is an i18n key. Checks are not marked `abort`, because
// an explicit abort would also skip the cross-field checks (password confirmation, code
// required) that must run while other fields are still wrong. So a field may carry several
// issues; the first one is the one to show (react-hook-form's default, and firstErrors()).
// Strings are required by `min(1)` *before* any length rule, so '' reports "required".
import { z } from './zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './constants';
import { COMMON_MESSAGES, REGISTER_MESSAGES as R } from './messages';

const DIGITS = `\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}`;
/** '+' then 10 to 15 digits only, no spaces or dashes (SPEC §5). */
export const PHONE_PATTERN = new RegExp(`^\\+${DIGITS}$`);
/** The contact form's reading: the leading '+' is optional. */
export const CONTACT_PHONE_PATTERN = new RegExp(`^\\+?${DIGITS}$`);
/** Zod's own e-mail pattern: the same test in the browser and on the server. */
export const EMAIL_PATTERN = z.regexes.email;
/** Any uppercase letter, Ñ and É included: Spanish and French speakers type those too. */
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\d/;

/** A required string: a missing or non-string value reports the same key as ''. */
export const requiredString = (key: string) => z.string({ error: key });

export const nameField = requiredString(R.nameRequired)
  .trim()
  .min(1, R.nameRequired)
  .min(NAME_MIN_LENGTH, R.nameMinLength)
  .max(NAME_MAX_LENGTH, COMMON_MESSAGES.tooLong);

/** E-mail, trimmed. Lower-casing for comparison is the server's job, not the contract's. */
export const emailFieldWith = (required: string, invalid: string) =>
  requiredString(required)
    .trim()
    .min(1, required)
    .regex(EMAIL_PATTERN, invalid)
    .max(EMAIL_MAX_LENGTH, COMMON_MESSAGES.tooLong);
export const emailField = emailFieldWith(R.emailRequired, R.emailInvalid);

/** A new password. Never trimmed: a space a person typed is part of the password. */
export const passwordField = requiredString(R.passwordRequired)
  .min(1, R.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, R.passwordMinLength)
  .regex(UPPERCASE, R.passwordUppercase)
  .regex(DIGIT, R.passwordNumber)
  .max(PASSWORD_MAX_LENGTH, COMMON_MESSAGES.tooLong);

/** An existing password (sign-in, current password): only required, old rules may differ. */
export const existingPasswordField = (required: string) =>
  requiredString(required).min(1, required).max(PASSWORD_MAX_LENGTH, COMMON_MESSAGES.tooLong);

/** Optional free text: trimmed, and '' (an untouched input) reads as absent. */
export const optionalText = (max: number, tooLong: string = COMMON_MESSAGES.tooLong) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    z.string({ error: COMMON_MESSAGES.invalidValue }).trim().max(max, tooLong).optional(),
  );
