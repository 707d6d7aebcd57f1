// Reminders of a unit's schedule lines (issue 34, decision 050): the buyer gets one mail when a
// line comes within PAYMENT_DUE_SOON_DAYS of its date (`due`) and one when it is past it
// (`overdue`), each at most once per line, date and buyer. The status is the schedule's own
// (lineStatus, on today in the development's zone: decision 057). Each reminder is recorded (its key refuses a second) and its mail
// queued in one transaction, so a reminder is never recorded without its mail nor mailed twice,
// however many checks or instances run at once; the caller nudges the sender after the commit.
import { PAYMENT_DUE_SOON_DAYS } from '@vitrina/contracts';
import type { Db } from '../db/client';
import type { Mailer } from '../plugins/mail';
import { lineStatus, todayIn } from './payment-schedule';
import type { Tx } from './payments-repository';
import { buyerLink, notifyIn, wantsEmail } from '../notifications/notify';
import type { Tx as NoticeTx } from '../notifications/notifications-repository';
import { reminderMail } from './reminder-mail';
import { developmentTimeZones, findReminderCandidates, recordReminder } from './reminders-repository';

/** Lines reminded per check at most: a backlog (a first start) is worked off over a few rounds. */
export const REMINDER_BATCH = 500;
/**
 * A line this many days past its day and never reminded (the server was off for a month, or the
 * office moved its date that far back) is not reminded any more: a mail so late would be news to
 * nobody, and every check would read every old line again. The schedule still shows it overdue.
 */
export const REMINDER_OVERDUE_WINDOW_DAYS = 30;

export interface ReminderScope {
  /** The instant whose day, in each development's zone, is "today" (decision 057; tests pass another). */
  now?: Date;
  /** Only this unit's lines (the check right after its schedule is saved). */
  unitId?: number;
  limit?: number;
}

/** Queues in `tx` the reminders due at `now` (each line on its development's today); how many were queued. */
export async function queueRemindersIn(tx: Tx, mailer: Pick<Mailer, 'queueWithin'>, { now = new Date(), unitId, limit = REMINDER_BATCH }: ReminderScope = {}): Promise<number> {
  const todays = new Map((await developmentTimeZones(tx)).map((zone) => [zone, todayIn(zone, now)]));
  const candidates = await findReminderCandidates(tx, { todays, pastDays: REMINDER_OVERDUE_WINDOW_DAYS, aheadDays: PAYMENT_DUE_SOON_DAYS, limit, ...(unitId === undefined ? {} : { unitId }) });
  let queued = 0;
  for (const line of candidates) {
    const kind = lineStatus({ dueDate: line.dueDate, amountCents: line.amountCents, paidCents: line.paidCents }, todays.get(line.timeZone)!);
    if (kind !== 'due' && kind !== 'overdue') continue;
    const recorded = await recordReminder(tx, { lineId: line.lineId, kind, dueDate: line.dueDate, buyerId: line.buyer.id, leftCents: line.amountCents - line.paidCents });
    if (!recorded) continue;
    // Told in the app always; the mail unless the buyer turned this kind's e-mail off (decision 058).
    const notice = kind === 'due' ? 'payment_due' : 'payment_overdue';
    const params = { line_es: line.label.es, line_en: line.label.en, line_fr: line.label.fr, due_date: line.dueDate, line_id: line.lineId };
    await notifyIn(tx as unknown as NoticeTx, { kind: notice, unitId: line.unitId, link: (u) => buyerLink(u.id), params }, [line.buyer.id]);
    if (!(await wantsEmail(tx as unknown as NoticeTx, line.buyer.id, notice))) continue;
    await mailer.queueWithin(tx as unknown as Db, reminderMail(kind, line));
    queued++;
  }
  return queued;
}

/** One unit's reminders right after its schedule changed, in a transaction of their own; nudges the sender. */
export async function remindUnit(db: Db, mailer: Pick<Mailer, 'queueWithin' | 'nudge'>, unitId: number, now?: Date): Promise<number> {
  const queued = await db.transaction((tx) => queueRemindersIn(tx, mailer, { unitId, ...(now === undefined ? {} : { now }) }));
  if (queued > 0) mailer.nudge();
  return queued;
}
