// Mails kept in the outbox (no SMTP_URL) that carry a temporary password: once that password
// is used, replaced, cleared or expired, the mail goes too, so the outbox never holds a
// readable password longer than it could work (decision 022). They are found by address and
// by the subject of that mail in any language, whatever the brand name was when it was sent
// (the deletes are in temporary-password-mails-repository.ts).
import { LANGUAGES } from '@vitrina/contracts';
import { translate } from '../i18n/translate';

const BRAND = '\u0000';
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE patterns of the subject in every language, the brand as a wildcard. */
export const TEMPORARY_PASSWORD_SUBJECTS = LANGUAGES.map((lang) =>
  translate('mail.temporaryPassword.subject', lang, { brand: BRAND }).split(BRAND).map(likeLiteral).join('%'),
);
