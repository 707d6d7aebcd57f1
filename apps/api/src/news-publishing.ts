// Construction news (decision 064): every few minutes one round tells the buyers of the posts
// whose publish_at has passed on the app's clock (decision 057's `app.now`) and who were not told
// yet (news/post-publishing.ts). A post published by its own write is told by that write. Each
// post's row is locked while it is told and then marked, so two rounds (or instances) at once
// tell it once; the round nudges the mail sender after its commit.
import fp from 'fastify-plugin';
import type { Database } from './db/client';
import type { Mailer } from './plugins/mail';
import { tellBuyersIn } from './news/post-publishing';

export const NEWS_PUBLISHING_EVERY_MS = 5 * 60_000;
const FIRST_ROUND_AFTER_MS = 60_000;

/** One round at `now`: how many people were told. */
export async function runNewsPublishing(database: Database, mailer: Pick<Mailer, 'queueManyWithin' | 'nudge'>, publicUrl: string, now: Date): Promise<number> {
  const told = await database.db.transaction((tx) => tellBuyersIn(tx, now, { mailer, publicUrl }));
  if (told > 0) mailer.nudge();
  return told;
}

export const newsPublishingPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const told = await runNewsPublishing(app.database, app.mailer, app.config.publicUrl, app.now());
      if (told) app.log.info({ told }, 'construction news: buyers told of published posts');
    } catch (error) {
      app.log.warn({ err: error }, 'construction news round failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(
      () => {
        void round();
        timer = setInterval(() => void round(), NEWS_PUBLISHING_EVERY_MS);
        timer.unref();
      },
      FIRST_ROUND_AFTER_MS + Math.random() * FIRST_ROUND_AFTER_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
});
