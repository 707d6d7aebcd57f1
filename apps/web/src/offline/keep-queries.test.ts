import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { isKeptQuery } from './keep-queries';

const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: 'success' } }) as Parameters<typeof isKeptQuery>[0];

describe('what the device keeps of the query cache', () => {
  it('keeps what a person browses: config, developments, units, show-room lists, items, their profile and favourites', () => {
    for (const key of [
      queryKeys.developments.list('es'),
      queryKeys.developments.detail('playa-del-carmen', 'fr'),
      queryKeys.config.all,
      queryKeys.properties.visitor('es'),
      queryKeys.properties.detail('34', 'fr'),
      queryKeys.properties.byUser(7, 'en'),
      queryKeys.items.byCategory('GOLD', '2R', 'es'),
      queryKeys.items.detail('10', 'en'),
      queryKeys.user.current,
      queryKeys.favourites.list('es'),
      // A unit's file (issue 34): it opens offline with what was last seen.
      queryKeys.ownerFile.documents(7, 'es'),
      queryKeys.ownerFile.payments(7, 'fr'),
      queryKeys.ownerFile.messages(7, 'en'),
      queryKeys.ownerFile.unread(7),
      // The buyer's construction news (decision 067).
      queryKeys.news.mine(7, 'fr'),
    ]) {
      expect(isKeptQuery(answered(key)), JSON.stringify(key)).toBe(true);
    }
  });

  it("keeps none of the admin's working lists, nor what is not the API", () => {
    for (const key of [
      queryKeys.properties.clients.list('purchased' as never, 'es'),
      queryKeys.properties.audit(3),
      queryKeys.items.list('es'),
      queryKeys.items.draft(4),
      queryKeys.items.page({ q: '', category: 'GOLD', offset: 0, limit: 100 }, 'es'),
      queryKeys.items.summary(1, '', 'es'),
      queryKeys.users.page(1, '', 0, 5),
      queryKeys.leads.page(1, { q: '' }, 0, 100),
      queryKeys.leads.all,
      queryKeys.users.all,
      queryKeys.settings.all,
      queryKeys.accountCodes.all,
      queryKeys.mapProvider,
      queryKeys.downloads.unit('34'),
      queryKeys.outbox.messages(7),
      queryKeys.documentCopies(3, 7),
      queryKeys.news.office('playa-del-carmen'),
    ]) {
      expect(isKeptQuery(answered(key)), JSON.stringify(key)).toBe(false);
    }
  });

  it('keeps answers only, not failures or queries still waiting', () => {
    const key = queryKeys.items.detail('10', 'es');
    expect(isKeptQuery({ queryKey: key, state: { status: 'error' } } as never)).toBe(false);
    expect(isKeptQuery({ queryKey: key, state: { status: 'pending' } } as never)).toBe(false);
  });
});
