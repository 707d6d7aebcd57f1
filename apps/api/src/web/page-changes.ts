// "A public page may show something else now": the signal the cache of rendered pages keys on
// (page-cache.ts, decision 036). Pages show the catalogue, the developments, the units and
// the settings, written by many routes (and more to come): rather than each route having to
// remember it, every write the API accepts announces a change, on every instance (PostgreSQL
// NOTIFY), before its answer leaves, except the writes listed below, which no public page shows.
import fp from 'fastify-plugin';
import { acquireChangeSignal, type ChangeSignal } from '../cache/change-signal';

export const PAGES_CHANNEL = 'vitrina_pages';

/**
 * POSTs that change nothing a public page shows: reads sent as POST (SPEC §7; the renderer
 * itself sends them), accounts, sessions, leads, favourites, mail.
 */
const UNSEEN_WRITES = new Set([
  'POST /api/items/category',
  'POST /api/signIn',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/getProperty',
  'POST /api/contact',
  'POST /api/leads',
  'POST /api/leads/:id/status',
  'PUT /api/favorites/:itemId',
  'DELETE /api/favorites/:itemId',
  'POST /api/account-codes',
  'POST /api/account-codes/:id/revoke',
  'POST /api/admin/mail/:id/resend',
  'POST /api/update-user/:id',
  'POST /api/update-type/:id',
  'POST /api/users/update-type',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface PublicPages {
  signal: ChangeSignal;
  /** For writes made outside a request (the hold expiry): the pages may have changed. */
  changed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPages;
  }
}

export const pageChangesPlugin = fp(async (app) => {
  const { signal, release } = await acquireChangeSignal(app.database, PAGES_CHANNEL, app.log);
  app.addHook('onClose', release);
  const changed = async () => {
    try {
      await signal.announce();
    } catch (error) {
      // Here the pages were dropped already; other instances stop keeping pages when their
      // listener loses the database, which is what makes a NOTIFY fail.
      app.log.warn({ err: error }, 'public pages: could not tell the other instances about a change');
    }
  };
  app.decorate('publicPages', { signal, changed } satisfies PublicPages);
  // Before the answer leaves: whoever reads the page next, even at once, sees the change.
  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
    // A refused write (4xx) changed nothing; a failed one (5xx) may have done part of its work.
    if (reply.statusCode >= 400 && reply.statusCode < 500) return;
    if (UNSEEN_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    await changed();
  });
});
