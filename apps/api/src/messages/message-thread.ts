// A unit's message thread (issue 34, decision 049): who is on which side, reading it (which
// moves the reader's side's mark) and posting to it (in the caller's transaction, with the
// other side's mail queued in it: a message never exists without its mail, nor a mail without
// its message).
import { MESSAGE_PAGE_SIZE_DEFAULT, type Language, type MessageSide, type MessageThread, type UnitMessage } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { isOffice, type Caller } from '../documents/document-writes';
import { translate } from '../i18n/translate';
import type { Mailer } from '../plugins/mail';
import { buyerLink, notifyIn, notifyOfficeIn, officeLink, wantsEmail } from '../notifications/notify';
import type { Tx as NoticeTx } from '../notifications/notifications-repository';
import { mailToBuyer, mailToOffice } from './message-mail';
import { countUnread, findPerson, findThreadUnit, insertMessage, listThreadPage, markRead, readMark, type MessageRow, type ThreadUnit, type Tx } from './messages-repository';

export interface Writer extends Caller {
  name: string;
}

/**
 * The caller's side of the unit's thread: the office (Admin, Vitrina, Selecta) on any unit, the
 * buyer on their own unit while it is reserved or sold; null for anyone else (who is told the
 * unit does not exist).
 */
export function sideOf(caller: Caller, unit: ThreadUnit): MessageSide | null {
  if (isOffice(caller)) return 'office';
  return unit.buyerId !== null && unit.buyerId === caller.id ? 'buyer' : null;
}

/** The caller's side of the unit's thread, null when none or no such unit (a post's check before its body is read). */
export async function threadSide(db: Db, caller: Caller, unitId: number): Promise<MessageSide | null> {
  const unit = await findThreadUnit(db, unitId);
  return unit ? sideOf(caller, unit) : null;
}

export function answerOf(row: MessageRow, lang: Language): UnitMessage {
  return {
    id: row.id,
    body: row.body,
    author: { id: row.authorId, name: row.authorName ?? translate('messages.formerAccount', lang), side: row.side },
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One page of the thread as the caller reads it (undefined: not theirs to know): the newest
 * messages, or with `before` those just before that message. `unread` counts the whole thread.
 * Reading the newest page moves the caller's side's read mark to the thread's newest message; an
 * earlier page leaves it (it holds nothing newer than the mark could already be).
 */
export async function readThread(
  db: Db,
  caller: Caller,
  unitId: number,
  lang: Language,
  { before, limit = MESSAGE_PAGE_SIZE_DEFAULT }: { before?: number; limit?: number } = {},
): Promise<MessageThread | undefined> {
  const unit = await findThreadUnit(db, unitId);
  const side = unit && sideOf(caller, unit);
  if (!unit || !side) return undefined;
  // No buyer: nobody to write with (the office reads an empty thread; a post is a 409).
  if (unit.buyerId === null) return { unread: 0, messages: [], has_earlier: false };
  const { rows, hasEarlier } = await listThreadPage(db, unit.id, unit.buyerId, { before, limit });
  const mark = await readMark(db, unit.id, unit.buyerId, side);
  const newest = rows.at(-1)?.id ?? 0;
  // The newest page counts up to its own newest message: one posted meanwhile is neither
  // shown nor counted, and stays unread for the next read.
  const unread = await countUnread(db, unit.id, unit.buyerId, side, mark, before === undefined ? newest : undefined);
  if (before === undefined && newest > mark) await markRead(db, unit.id, unit.buyerId, side, newest);
  return { unread, messages: rows.map((r) => answerOf(r, lang)), has_earlier: hasEarlier };
}

/** The caller's unread count without reading the thread (undefined: not theirs to know); the mark stays. */
export async function unreadCount(db: Db, caller: Caller, unitId: number): Promise<number | undefined> {
  const unit = await findThreadUnit(db, unitId);
  const side = unit && sideOf(caller, unit);
  if (!unit || !side) return undefined;
  if (unit.buyerId === null) return 0;
  return countUnread(db, unit.id, unit.buyerId, side, await readMark(db, unit.id, unit.buyerId, side));
}

export type PostOutcome = { kind: 'done'; message: UnitMessage; mailedTo: 'buyer' | 'office' | null } | { kind: 'not_found' | 'no_buyer' };

/**
 * Posts `body` (already trimmed and checked by the contract) as the caller. `salesEmail` is the
 * office's address for the buyer's messages; null: the office gets no mail.
 */
export async function postMessageIn(
  tx: Tx,
  mailer: Pick<Mailer, 'queueWithin'>,
  writer: Writer,
  unitId: number,
  body: string,
  salesEmail: string | null,
  lang: Language,
): Promise<PostOutcome> {
  // Locked: the buyer cannot change under the post, and the thread's ids follow commit order.
  const unit = await findThreadUnit(tx, unitId, true);
  const side = unit && sideOf(writer, unit);
  if (!unit || !side) return { kind: 'not_found' };
  if (unit.buyerId === null) return { kind: 'no_buyer' };
  const buyer = await findPerson(tx, unit.buyerId);
  if (!buyer) return { kind: 'no_buyer' };
  const row = await insertMessage(tx, { unitId: unit.id, buyerId: unit.buyerId, authorId: writer.id, side, body });
  let mailedTo: 'buyer' | 'office' | null = null;
  // The other side is told in the app (decision 058): the buyer, or every office account. The
  // buyer's mail goes unless they turned this kind's e-mail off; the office's stays the sales address's.
  const notice = { kind: 'message_received' as const, unitId: unit.id, params: { name: side === 'office' ? writer.name : buyer.name, message_id: row.id } };
  if (side === 'office') {
    await notifyIn(tx as unknown as NoticeTx, { ...notice, link: (u) => buyerLink(u.id) }, [unit.buyerId]);
    if (await wantsEmail(tx as unknown as NoticeTx, unit.buyerId, 'message_received')) {
      await mailer.queueWithin(tx as unknown as Db, mailToBuyer(buyer, unit, writer.name, body));
      mailedTo = 'buyer';
    }
  } else {
    await notifyOfficeIn(tx as unknown as NoticeTx, { ...notice, link: officeLink }, writer.id);
  }
  if (side === 'buyer' && salesEmail) {
    await mailer.queueWithin(tx as unknown as Db, mailToOffice(salesEmail, buyer, unit, body));
    mailedTo = 'office';
  }
  const message = answerOf({ id: row.id, body, side, authorId: writer.id, authorName: writer.name, createdAt: row.createdAt }, lang);
  return { kind: 'done', message, mailedTo };
}
