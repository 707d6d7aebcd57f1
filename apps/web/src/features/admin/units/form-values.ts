// Numbers typed in text inputs, as the contracts' schemas read them: a number when the text is
// one (a comma as the decimal mark too, as es and fr write it), else the text itself, so the
// schema refuses it with the field's own message instead of a silent 0.
export function numberOrText(value: string): number | string {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return value;
  const n = Number(text);
  return Number.isFinite(n) ? n : value;
}
