// Dates and numbers in the interface language (issue 4: "formatted per language").
import { currentLanguage } from './i18n';

const locale = (language?: string) => language ?? currentLanguage();

// A formatter is costly to build (a fraction of a millisecond) and lists format a number per
// row on every scroll step (issue 13): each one is built once per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}
const numberFormat = (lang: string, options?: Intl.NumberFormatOptions) =>
  cached(`n|${lang}|${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(lang, options));

/**
 * An instant with its time, in the viewer's time zone (a hold's end, issue 22): es/fr
 * 05/03/2026, 14:30; en 5 March 2026, 14:30 (the same day-first, month-named rule as formatDate).
 * With `timeZone`, the wall clock there instead (a development's package-choice deadline is its
 * day, not the reader's: decision 057); a zone Intl does not know falls back to the viewer's.
 */
export function formatDateTime(value: Date | string | number, language?: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const lang = locale(language);
  const tag = lang === 'en' ? 'en-GB' : lang === 'fr' ? 'fr-FR' : 'es-ES';
  const month = lang === 'en' ? 'long' : '2-digit';
  const options: Intl.DateTimeFormatOptions = { day: '2-digit', month, year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (timeZone) {
    try {
      return cached(`dt|${tag}|${timeZone}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone })).format(date);
    } catch {
      // RangeError: an unknown zone — the viewer's clock below.
    }
  }
  return cached(`dt|${tag}`, () => new Intl.DateTimeFormat(tag, options)).format(date);
}

/**
 * A calendar date. es → 05/03/2026 (SPEC §2.17 dd/mm/yyyy) and fr → 05/03/2026 (jj/mm/aaaa, the
 * French way). English readers split on the order (05/03 is 5 March in Britain, May 3 in the
 * US), so en names the month in full: 5 March 2026 (short names differ between ICU versions: Sep, Sept).
 */
export function formatDate(value: Date | string | number, language?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const lang = locale(language);
  if (lang === 'en') return cached('d|en-GB', () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(date);
  const tag = lang === 'fr' ? 'fr-FR' : 'es-ES';
  return cached(`d|${tag}`, () => new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })).format(date);
}

export function formatNumber(value: number, language?: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale(language), options).format(value);
}

export const formatPercent = (fraction: number, language?: string) => formatNumber(fraction, language, { style: 'percent' });

/**
 * A price in a development's currency, in the page's language, without cents (prices of
 * homes and packages are whole amounts): es → 1.250.000 MXN-style per the locale's rules.
 */
export function formatPrice(amount: number, currency: string, language?: string): string {
  return formatNumber(amount, language, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
}

/**
 * An amount of money to the cent, in the page's language (a payment schedule, issue 34):
 * es 12.500,50 US$, en US$12,500.50, fr 12 500,50 $US — as the locale writes that currency.
 */
export function formatMoney(amount: number, currency: string, language?: string): string {
  return formatNumber(amount, language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A size on disk: 850 kB, 4.2 MB (decimal units, as phones show storage). */
export function formatBytes(bytes: number, language?: string): string {
  const megabytes = bytes >= 1_000_000;
  return formatNumber(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000)), language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  });
}
