// A notification's title in the reader's language (decision 058), from its kind and the facts
// kept with it: names and numbers as they were, amounts and dates formatted for the reader; and
// its body, a short sentence of the kind saying where to look (decision 070, later).
import { CURRENCIES, type Currency, type Language, type NotificationKind } from '@vitrina/contracts';
import type { NotificationParams } from '../db/schema';
import { translate } from '../i18n/translate';
import { formatDay, formatMoney } from '../payments/receipt-text';

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

export function titleOf(kind: NotificationKind, params: NotificationParams, lang: Language): string {
  const facts: Record<string, string | number> = { ...params };
  // A schedule line's label is kept in every language: the reader's, else Spanish.
  if (params.line_es !== undefined) facts.line = text(params[`line_${lang}`]) || text(params.line_es);
  // A post's title is kept in every language it has: the reader's, else es, en, fr (decision 064).
  const postTitle = [lang, 'es', 'en', 'fr'].map((l) => text(params[`title_${l}`])).find((t) => t !== '');
  if (kind === 'post_published' && postTitle !== undefined) facts.title = postTitle;
  if (typeof params.due_date === 'string') facts.date = formatDay(params.due_date, lang);
  if (typeof params.amount_cents === 'number' && (CURRENCIES as readonly string[]).includes(text(params.currency))) {
    facts.amount = formatMoney(params.amount_cents, params.currency as Currency, lang);
  }
  if (typeof params.package === 'string' && params.package === 'ESTANDAR') facts.package = translate('selections.standard', lang);
  const key = kind === 'selection_decided' ? `notifications.title.selection_decided.${params.approved === 1 ? 'approved' : 'declined'}` : `notifications.title.${kind}`;
  return translate(key, lang, facts);
}

/** The short sentence under a notification's title (issue 35's `body`): where to look, by kind. */
export const bodyOf = (kind: NotificationKind, lang: Language): string => translate(`notifications.body.${kind}`, lang);
