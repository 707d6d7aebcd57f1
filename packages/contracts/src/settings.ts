// The admin's Settings (issue 6): brand name, chat numbers, sales e-mail, and the verification
// codes of the account types that need one. Codes are answered once, when created; afterwards
// only a hint is shown (the server stores a hash).
import { z } from './zod';
import { INVALID, strictObjectError } from './common';
import { CODE_REQUIRED_USER_TYPES } from './enums';
import { COMMON_MESSAGES, REGISTER_MESSAGES, SETTINGS_MESSAGES } from './messages';

export const SETTINGS_PHONE_MIN_LENGTH = 10;
export const SETTINGS_PHONE_MAX_LENGTH = 20;
export const BRAND_NAME_MAX_LENGTH = 60;
/** A chat number as people write it: an optional +, then digits, spaces, ( ) and -. */
export const SETTINGS_PHONE_PATTERN = new RegExp(`^\\+?[\\d\\s()-]{${SETTINGS_PHONE_MIN_LENGTH},${SETTINGS_PHONE_MAX_LENGTH}}$`);

const settingsPhone = z.string({ error: SETTINGS_MESSAGES.phoneInvalid }).trim().regex(SETTINGS_PHONE_PATTERN, SETTINGS_MESSAGES.phoneInvalid);

/** GET /settings answers and PUT /settings takes these four values. */
export const adminSettingsSchema = z.object({
  brand_name: z
    .string({ error: SETTINGS_MESSAGES.brandRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.brandRequired)
    .max(BRAND_NAME_MAX_LENGTH, COMMON_MESSAGES.tooLong),
  chat_phone_general: settingsPhone,
  chat_phone_sales: settingsPhone,
  sales_email: z.string({ error: REGISTER_MESSAGES.emailInvalid }).trim().pipe(z.email(REGISTER_MESSAGES.emailInvalid)),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
export const adminSettingsRequestSchema = z.strictObject(adminSettingsSchema.shape, { error: strictObjectError });

export const ACCOUNT_CODE_MIN_LENGTH = 8;
export const ACCOUNT_CODE_MAX_LENGTH = 64;

/** One verification code as Settings lists it: never the code itself. */
export const accountCodeSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(CODE_REQUIRED_USER_TYPES),
  hint: z.string(),
  /** 'env' (ACCOUNT_CODES) or 'settings' (added here). */
  source: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  revoked_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AccountCode = z.infer<typeof accountCodeSchema>;
export const accountCodesListSchema = z.array(accountCodeSchema);

/** POST /account-codes: a type and, optionally, the code (a strong one is generated otherwise). */
export const accountCodeCreateRequestSchema = z.strictObject(
  {
    type: z.enum(CODE_REQUIRED_USER_TYPES, INVALID),
    code: z
      .string(INVALID)
      .trim()
      .min(ACCOUNT_CODE_MIN_LENGTH, COMMON_MESSAGES.invalidValue)
      .max(ACCOUNT_CODE_MAX_LENGTH, COMMON_MESSAGES.tooLong)
      .regex(/^[\w-]+$/, COMMON_MESSAGES.invalidValue)
      .optional(),
  },
  { error: strictObjectError },
);
export type AccountCodeCreateRequest = z.output<typeof accountCodeCreateRequestSchema>;

/** The only answer that carries the code: show it once. */
export const accountCodeCreatedSchema = z.object({ code: z.string(), account_code: accountCodeSchema });
export type AccountCodeCreated = z.infer<typeof accountCodeCreatedSchema>;
