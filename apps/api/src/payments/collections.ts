// A development's collections view (issue 34, decision 051): the lines overdue and those due in
// the next COLLECTIONS_WINDOW_DAYS days, with their unit and buyer, and the totals — as the JSON
// answer and as the rows of its CSV/XLSX file (translated headers; the writer defuses formulas).
import {
  COLLECTIONS_COLUMNS,
  COLLECTIONS_WINDOW_DAYS,
  fromCents,
  type CollectionLine,
  type Collections,
  type CollectionsColumn,
  type ItemFileFormat,
  type Language,
} from '@vitrina/contracts';
import type { Db } from '../db/client';
import { translate } from '../i18n/translate';
import { writeSheetFile, type SheetCell } from '../spreadsheet/write-sheet';
import { findCollectionsDevelopment, readCollections, type OwedLine } from './collections-repository';
import { addDays, lineStatus, todayIn } from './payment-schedule';

function lineOf(line: OwedLine, lang: Language, today: string): CollectionLine {
  return {
    id: line.id,
    unit: { id: line.unitId, number: line.unitNumber, name: line.unitName },
    buyer: { id: line.buyerId, name: line.buyerName, email: line.buyerEmail },
    label: line.label[lang] || line.label.es,
    due_date: line.dueDate,
    amount: fromCents(line.amountCents),
    paid: fromCents(line.paidCents),
    left: fromCents(line.amountCents - line.paidCents),
    status: lineStatus({ dueDate: line.dueDate, amountCents: line.amountCents, paidCents: line.paidCents }, today),
  };
}

/** The view of the development `slug` on the day `now` is in its zone (decision 057), or undefined when there is none. */
export async function collectionsOf(db: Db, slug: string, lang: Language, now: Date = new Date()): Promise<Collections | undefined> {
  const development = await findCollectionsDevelopment(db, slug);
  if (!development) return undefined;
  const today = todayIn(development.timeZone, now);
  const until = addDays(today, COLLECTIONS_WINDOW_DAYS);
  const { totals, lines } = await readCollections(db, development.id, today, until);
  const answered = lines.map((line) => lineOf(line, lang, today));
  return {
    development: { slug: development.slug, name: development.name, currency: development.currency },
    as_of: today,
    due_until: until,
    totals: {
      overdue: fromCents(totals.overdueCents),
      due_soon: fromCents(totals.dueSoonCents),
      paid: fromCents(totals.paidCents),
      scheduled: fromCents(totals.scheduledCents),
      outstanding: fromCents(totals.scheduledCents - totals.paidCents),
    },
    overdue: answered.filter((line) => line.due_date < today),
    due_soon: answered.filter((line) => line.due_date >= today),
  };
}

const WIDTHS: Record<CollectionsColumn, number> = { list: 14, unit: 18, buyer: 24, email: 28, label: 24, due_date: 12, amount: 14, paid: 14, left: 14, status: 12 };

/**
 * The view as a file: a row per line (overdue first, then due soon) with its amounts as numbers,
 * then the totals, each on a row of its own: its name in the list column, its amount in the
 * column it adds up (left, paid or amount).
 */
export function writeCollectionsFile(view: Collections, format: ItemFileFormat, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(key, lang);
  const headers = COLLECTIONS_COLUMNS.map((column) => t(`collections.column.${column}`));
  const rowOf = (list: 'overdue' | 'dueSoon') => (line: CollectionLine): SheetCell[] => {
    const cells: Record<CollectionsColumn, SheetCell> = {
      list: t(`collections.list.${list}`),
      unit: line.unit.name || line.unit.number,
      buyer: line.buyer.name,
      email: line.buyer.email,
      label: line.label,
      due_date: line.due_date,
      amount: line.amount,
      paid: line.paid,
      left: line.left,
      status: t(`collections.status.${line.status}`),
    };
    return COLLECTIONS_COLUMNS.map((column) => cells[column]);
  };
  // Each total in the column it adds up: the amounts left, the payments received, the lines.
  const total = (key: string, column: 'left' | 'paid' | 'amount', amount: number): SheetCell[] =>
    COLLECTIONS_COLUMNS.map((c) => (c === 'list' ? t(`collections.total.${key}`) : c === column ? amount : null));
  const rows: SheetCell[][] = [
    ...view.overdue.map(rowOf('overdue')),
    ...view.due_soon.map(rowOf('dueSoon')),
    total('overdue', 'left', view.totals.overdue),
    total('dueSoon', 'left', view.totals.due_soon),
    total('paid', 'paid', view.totals.paid),
    total('scheduled', 'amount', view.totals.scheduled),
    total('outstanding', 'left', view.totals.outstanding),
  ];
  const widths = Object.fromEntries(COLLECTIONS_COLUMNS.map((column, i) => [headers[i]!, WIDTHS[column]]));
  return writeSheetFile({ columns: headers, sheet: t('collections.sheet'), widths }, rows, format);
}
