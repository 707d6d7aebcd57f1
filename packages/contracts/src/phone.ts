// Phone numbers in E.164, as libphonenumber-js reads them (decision 023). The browser's phone
// field, the request schemas (fields.ts) and the API's start-up data migration all go through
// these two functions, so a number typed anywhere is stored in the one form chat links need:
// '+', the country calling code, the national significant number, nothing else.
//
// The 'min' metadata: the same bundle the phone field already ships (one copy in the browser),
// and it validates by each country's lengths and leading digits. 'max' would also check every
// digit pattern (about twice the metadata); 'mobile' would refuse landlines, which a sales
// contact may well give.
//
// Kept apart from fields.ts, auth.ts and users.ts, so that sign-in and the other screens without
// a phone never load libphonenumber (about 29 KB gzip) in the browser.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from './zod';
import { PHONE_PATTERN, CONTACT_PHONE_PATTERN, requiredString } from './fields';
import { REGISTER_MESSAGES as R } from './messages';

const validE164 = (parsed: ReturnType<typeof parsePhoneNumberFromString>): string | null =>
  parsed?.isValid() ? parsed.number : null;

/**
 * A number typed the way people of `country` write it ('06 12 34 56 78' with FR), or with its
 * own '+' (then the country chosen does not matter): its E.164 form ('+33612345678'), or null
 * when libphonenumber does not read a valid number.
 */
export function phoneFromNational(typed: string, country: CountryCode): string | null {
  return validE164(parsePhoneNumberFromString(typed, country));
}

/**
 * A number given with its country calling code, the '+' optional (the contact form's reading,
 * SPEC §5): its E.164 form, or null when libphonenumber does not read a valid number.
 *
 * The digits after the calling code may be written as that country writes them at home: older
 * versions of the phone field put the calling code in front of whatever was typed, so a French
 * '06 12 34 56 78' became '+330612345678' and '+52 52 984 123 4567' came from a Mexican number
 * typed with its code. Those read as the new field reads the same typing ('+33612345678',
 * '+529841234567'), which is what lets the start-up migration mend them.
 */
export function phoneFromInternational(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  const direct = validE164(parsed);
  if (direct || !parsed) return direct;
  // Not valid as it stands: read the rest as typed at home in the country of that calling code.
  const callingCode = parsed.countryCallingCode;
  return validE164(parsePhoneNumberFromString(digits.slice(callingCode.length), { defaultCallingCode: callingCode }));
}

/**
 * A phone with its country code: required, then SPEC §5's '+' and 10 to 15 digits, then a number
 * libphonenumber reads as valid (phoneNotValid). The value that comes out is its E.164 form:
 * '+330612345678', what older clients sent for a French '06 12 34 56 78', comes out
 * '+33612345678'. The last check runs only once the others pass, so one message shows at a time.
 */
const phoneWith = (pattern: RegExp) =>
  requiredString(R.phoneRequired)
    .trim()
    .min(1, R.phoneRequired)
    .regex(pattern, R.phoneInvalid)
    .transform((value, ctx) => {
      const e164 = phoneFromInternational(value);
      if (e164 && PHONE_PATTERN.test(e164)) return e164;
      // Continuable like the checks above: a union (POST /update-user) then still reports it on `phone`.
      ctx.addIssue({ code: 'custom', message: R.phoneNotValid, input: value, continue: true });
      return z.NEVER;
    });
export const phoneField = phoneWith(PHONE_PATTERN);
/** The contact form's phone: the same, its leading '+' optional (the digits still start with the country code). */
export const contactPhoneField = phoneWith(CONTACT_PHONE_PATTERN);
