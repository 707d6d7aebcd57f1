// Telling a development's buyers that a post was published (decision 064; notifications,
// decision 058: kind `post_published`). A post is told once, when it is first published: at its
// write when that publishes it, else by the round (news-publishing.ts) once its publish_at has
// passed on the app's clock. Each buyer of a unit of its development (the unit's user while
// reserved or sold) gets one notification in the app and, unless they turned the kind's e-mail
// off, one mail through the durable queue, and a push to their devices if they turned it on
// (decision 065) — all in the transaction that marks the post told, so a
// post is told exactly once however many rounds or instances run (its row is locked, then marked).
import type { Db } from '../db/client';
import { findPeople, insertNotifications } from '../notifications/notifications-repository';
import { emailWanted, noticeMail, type Notices } from '../notifications/notify';
import { queuePushIn } from '../push/push-queue';
import { buyersOf, markTold, untoldPosts, type PostRow, type Tx } from './posts-repository';

/** Posts told per round at most: a backlog is worked off over a few rounds. */
export const TELL_BATCH = 50;
/**
 * A post published this long ago and never told (the server was off, or the office dated it in
 * the past on purpose) is marked told without a word: news that old is no news, and a backdated
 * post is how the office files an old update without alerting anyone.
 */
export const TELL_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** Where a buyer reads the post: their news, at the post. */
export const postLink = (postId: number) => `/news#post-${postId}`;

async function tell(tx: Tx, post: PostRow, notices: Notices): Promise<number> {
  const buyers = await buyersOf(tx, post.developmentId);
  if (buyers.length === 0) return 0;
  const params = { post_id: post.id, title_es: post.title.es, title_en: post.title.en, title_fr: post.title.fr, development: post.developmentName };
  const link = postLink(post.id);
  await insertNotifications(
    tx,
    buyers.map((b) => ({ userId: b.userId, kind: 'post_published' as const, unitId: null, developmentId: post.developmentId, link, params })),
  );
  const ids = buyers.map((b) => b.userId);
  // Web push to the devices of those who turned it on for news (decision 065).
  await queuePushIn(tx, { kind: 'post_published', params, link, tag: `post_published-${post.id}` }, ids);
  const wanted = await emailWanted(tx, ids, 'post_published');
  // One multi-row insert per table, not one per buyer: 2,000 buyers in well under 2 s (decision 066).
  const people = await findPeople(tx, ids.filter((id) => wanted.has(id)));
  await notices.mailer.queueManyWithin(tx as unknown as Db, people.map((person) => noticeMail(person, 'post_published', params, link, notices.publicUrl)));
  return buyers.length;
}

/** Tells the buyers of every post published by `now` and not told yet (or only `postId`'s); how many people were told. */
export async function tellBuyersIn(tx: Tx, now: Date, notices: Notices, postId?: number): Promise<number> {
  let told = 0;
  for (const post of await untoldPosts(tx, now, TELL_BATCH, postId)) {
    if (now.getTime() - post.publishAt.getTime() <= TELL_WINDOW_MS) told += await tell(tx, post, notices);
    await markTold(tx, post.id, now);
  }
  return told;
}
