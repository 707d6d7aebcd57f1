// The office's payment and schedule forms keep money as typed (issue 34, decision 053): these
// read it as the contracts' schemas do (a decimal comma is a point, '' or words are no number,
// refused by the schema at the field) and write an amount back as the form starts with it.
/** A typed amount: 1.234,5 is not guessed at — only one decimal separator, a point or a comma. */
export function amountOf(text: string): number {
  const value = text.trim().replace(/\s/g, '');
  const normal = value.includes('.') ? value : value.replace(',', '.');
  return /^(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/** An amount as the form shows it to start with: 1234.5 → '1234.50', whole → '1234'. */
export const amountText = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** What is left on a line, in cents added up exactly. */
export const leftOn = (line: { amount: number; paid_amount: number }): number => (Math.round(line.amount * 100) - Math.round(line.paid_amount * 100)) / 100;

/** Today as YYYY-MM-DD in the office's own calendar (the date input's value). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
