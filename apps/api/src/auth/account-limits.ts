// The limits and lifetimes of the accounts' checks (issue 3; decision 021).

/** Sign-in and forgot-password windows. */
export const MINUTE = 60_000;
export const SIGNIN_WINDOW_MS = 15 * MINUTE;
/** Attempts per e-mail or per address before a captcha is asked for. */
export const SIGNIN_CAPTCHA_AFTER = 3;
/** Attempts per address (IPv6: per /64) before 429; an e-mail has no such limit. */
export const SIGNIN_MAX_PER_ADDRESS = 10;
export const FORGOT_IP_WINDOW_MS = 15 * MINUTE;
export const FORGOT_IP_MAX = 5;
export const FORGOT_EMAIL_WINDOW_MS = 60 * MINUTE;
export const FORGOT_EMAIL_MAX = 3;
export const TEMP_PASSWORD_TTL_MS = 60 * MINUTE;
export const TYPE_CODE_WINDOW_MS = 60 * MINUTE;
export const TYPE_CODE_MAX_FAILURES = 5;
/** Wrong current passwords on update-user, per user: a stolen token must not become a password oracle. */
export const CURRENT_PASSWORD_WINDOW_MS = 15 * MINUTE;
export const CURRENT_PASSWORD_MAX_FAILURES = 10;
/** Registrations with a password, per address (IPv6: per /64): each costs an argon2 hash (decision 021). */
export const REGISTER_WINDOW_MS = 60 * MINUTE;
export const REGISTER_MAX_PER_ADDRESS = 10;
