// Telling people what happened (issue 35, part 3; decision 058). A producer calls these in the
// transaction of the event itself, so a notification exists with its event or not at all, and
// any mail it sends is queued in the same transaction (the caller nudges the sender after the
// commit). Whether a person gets an e-mail is their choice per kind (on by default); in the app
// is always on; a push message to each of their devices if they turned push on for the kind
// (decision 065: queued here too, sent by the push plugin's sender after the commit).
import type { Language, NotificationKind, OFFICE_NOTIFICATION_KINDS } from '@vitrina/contracts';
import type { Db } from '../db/client';
import type { NotificationParams } from '../db/schema';
import { translate } from '../i18n/translate';
import type { Mailer, MailMessage } from '../plugins/mail';
import { queuePushIn } from '../push/push-queue';
import { findPeople, findUnitOfNotice, insertNotifications, officePeople, storedPreferences, type Person, type Tx, type UnitOfNotice } from './notifications-repository';
import { titleOf } from './titles';

/** What a producer needs to send the mails of the kinds that had none: the queue and the app's address. */
export interface Notices {
  mailer: Pick<Mailer, 'queueManyWithin'>;
  /** The app's public address (PUBLIC_URL), for the link in a mail. */
  publicUrl: string;
}

export const buyerLink = (unitId: number) => `/property/${unitId}/file`;
export const unitPageLink = (unitId: number) => `/property/${unitId}`;
export const officeLink = (unit: UnitOfNotice) => `/admin/developments/${encodeURIComponent(unit.slug)}/units?unit=${unit.id}`;

/** Who of `ids` wants `kind` by e-mail: everyone but those who turned it off. */
export async function emailWanted(db: Db | Tx, ids: number[], kind: NotificationKind): Promise<Set<number>> {
  const off = new Set((await storedPreferences(db, ids, kind)).filter((p) => !p.email).map((p) => p.userId));
  return new Set(ids.filter((id) => !off.has(id)));
}

/** Whether the person wants `kind` by e-mail (an existing mail of the event asks this before it is queued). */
export async function wantsEmail(db: Db | Tx, userId: number, kind: NotificationKind): Promise<boolean> {
  return (await emailWanted(db, [userId], kind)).has(userId);
}

export interface Notice {
  kind: NotificationKind;
  unitId: number;
  /** The path in the app, from the unit's facts. */
  link: (unit: UnitOfNotice) => string;
  /** The facts of the title besides the unit's number and development's name. */
  params: NotificationParams;
}

/** The short mail of a kind that had none: the title as subject, a greeting, the title, the link. */
export function noticeMail(person: Person, kind: NotificationKind, params: NotificationParams, link: string, publicUrl: string): MailMessage {
  const lang: Language = person.lang;
  const title = titleOf(kind, params, lang);
  const text = [
    translate('notifications.mail.greeting', lang, { name: person.name }),
    '',
    title,
    '',
    translate('notifications.mail.open', lang, { url: `${publicUrl}${link}` }),
    translate('notifications.mail.preferences', lang),
  ].join('\n');
  return { to: person.email, subject: title.replace(/\s+/g, ' '), text };
}

/**
 * Writes `notice` for each of `recipientIds` in `tx`. With `mail`, each recipient who wants the
 * kind by e-mail gets the notice's short mail (the kinds that had no mail); without it, no mail
 * here (the event's own mail, if any, asks `wantsEmail` itself). Returns who was told.
 */
export async function notifyIn(tx: Tx, notice: Notice, recipientIds: number[], mail?: Notices): Promise<number[]> {
  const unit = await findUnitOfNotice(tx, notice.unitId);
  const ids = [...new Set(recipientIds)];
  if (!unit || ids.length === 0) return [];
  const params = { ...notice.params, unit: unit.number, development: unit.development };
  const link = notice.link(unit);
  await insertNotifications(
    tx,
    ids.map((userId) => ({ userId, kind: notice.kind, unitId: unit.id, developmentId: unit.developmentId, link, params })),
  );
  await queuePushIn(tx, { kind: notice.kind, params, link, tag: `${notice.kind}-${unit.id}` }, ids);
  if (mail) {
    const wanted = await emailWanted(tx, ids, notice.kind);
    const people = await findPeople(tx, ids.filter((id) => wanted.has(id)));
    await mail.mailer.queueManyWithin(tx as unknown as Db, people.map((person) => noticeMail(person, notice.kind, params, link, mail.publicUrl)));
  }
  return ids;
}

/** The office's kinds go to every office account but the one who caused the event. */
export async function notifyOfficeIn(tx: Tx, notice: Notice & { kind: (typeof OFFICE_NOTIFICATION_KINDS)[number] }, exceptId: number | null, mail?: Notices): Promise<number[]> {
  const office = (await officePeople(tx)).filter((p) => p.id !== exceptId).map((p) => p.id);
  return notifyIn(tx, notice, office, mail);
}
