// Spreadsheet formula injection (CSV injection): a cell that starts with = + - or @ is run as a
// formula by Excel, LibreOffice or Google Sheets when the file is opened. An export therefore
// writes such a text behind a leading apostrophe, which spreadsheets show as text; an import
// takes that apostrophe off again, so export → import gives back exactly what was stored.
// See https://owasp.org/www-community/attacks/CSV_Injection.

/** A text that a spreadsheet would read as a formula once the apostrophes before it are gone. */
const FORMULA_AFTER_QUOTES = /^'*[=+\-@]/;

/**
 * The text as an export writes it. A text that already starts with apostrophes before a
 * formula character gets one more, so that restoreFormula gives it back unchanged.
 */
export function defuseFormula(text: string): string {
  return FORMULA_AFTER_QUOTES.test(text) ? `'${text}` : text;
}

/** The text as it was before defuseFormula: one apostrophe less when it guards a formula. */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && FORMULA_AFTER_QUOTES.test(text) ? text.slice(1) : text;
}
