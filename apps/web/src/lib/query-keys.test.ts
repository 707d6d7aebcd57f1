// Every query whose answer the API translates keeps one cache entry per language, and asks the
// API in the language of its own key (a switch must never show an answer of the old language).
import { QueryClient, hashKey, partialMatchKey, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@vitrina/contracts';
import { clientUnitsQueryOptions } from '../api/admin/get-client-units';
import { inventorySummaryQueryOptions } from '../api/admin/get-inventory-summary';
import { itemsQueryOptions } from '../api/admin/get-items';
import { itemsPageQueryOptions } from '../api/admin/get-items-page';
import { developmentQueryOptions } from '../api/developments/get-development';
import { developmentsQueryOptions } from '../api/developments/get-developments';
import { favouritesQueryOptions } from '../api/favourites/get-favourites';
import { itemQueryOptions } from '../api/items/get-item';
import { itemsByCategoryQueryOptions } from '../api/items/get-items-by-category';
import { notificationsQueryOptions } from '../api/notifications/get-notifications';
import { unitDocumentsQueryOptions } from '../api/owner-file/get-unit-documents';
import { unitMessagesQueryOptions } from '../api/owner-file/get-unit-messages';
import { unitPaymentsQueryOptions } from '../api/owner-file/get-unit-payments';
import { propertiesByUserQueryOptions } from '../api/properties/get-properties-by-user';
import { propertyQueryOptions } from '../api/properties/get-property';
import { visitorPropertiesQueryOptions } from '../api/properties/get-visitor-properties';
import { setApiTransport } from './api-client';
import { queryKeys } from './query-keys';

/** Each options function as the tests use it: its key, and a way to run its query. */
function probe<TData, TKey extends QueryKey>(make: (lang: Language) => FetchQueryOptions<TData, Error, TData, TKey>) {
  return (lang: Language) => {
    const options = make(lang);
    return { queryKey: options.queryKey, fetch: (client: QueryClient) => client.fetchQuery(options) };
  };
}

/** The same for a read in pages (the thread: its first page). */
function probeInfinite(make: (lang: Language) => ReturnType<typeof unitMessagesQueryOptions>) {
  return (lang: Language) => {
    const options = make(lang);
    return { queryKey: options.queryKey, fetch: (client: QueryClient) => client.fetchInfiniteQuery(options) };
  };
}

/** The query options of every read the API answers in the request's language. */
const LANGUAGE_DEPENDENT = {
  'GET /getVisitorProperty': probe((lang) => visitorPropertiesQueryOptions(lang)),
  'GET /getPropertiesByUserId/{id}': probe((lang) => propertiesByUserQueryOptions(7, lang)),
  'POST /getProperty': probe((lang) => propertyQueryOptions('34', lang)),
  'GET /properties/whith-user': probe((lang) => clientUnitsQueryOptions('purchased', lang)),
  'GET /properties/no-user': probe((lang) => clientUnitsQueryOptions('available', lang)),
  'GET /items': probe((lang) => itemsQueryOptions(lang)),
  'GET /items/page': probe((lang) => itemsPageQueryOptions({ q: 'sofa', category: 'GOLD', offset: 100, limit: 100 }, lang)),
  'GET /items/summary': probe((lang) => inventorySummaryQueryOptions(1, 'sofa', lang)),
  'POST /items/category': probe((lang) => itemsByCategoryQueryOptions('GOLD', '2R', lang)),
  'GET /getItem/{id}': probe((lang) => itemQueryOptions('5', lang)),
  'GET /favorites': probe((lang) => favouritesQueryOptions(lang)),
  'GET /developments': probe((lang) => developmentsQueryOptions(lang)),
  'GET /developments/{slug}': probe((lang) => developmentQueryOptions('playa-del-carmen', lang)),
  'GET /units/{id}/documents': probe((lang) => unitDocumentsQueryOptions(7, lang)),
  'GET /units/{id}/payments': probe((lang) => unitPaymentsQueryOptions(7, lang)),
  'GET /units/{id}/messages': probeInfinite((lang) => unitMessagesQueryOptions(7, lang)),
  'GET /notifications': (lang: Language) => {
    const options = notificationsQueryOptions(lang);
    return { queryKey: options.queryKey, fetch: (client: QueryClient) => client.fetchInfiniteQuery(options) };
  },
};

afterEach(() => setApiTransport(() => Promise.reject(new Error('no transport in tests'))));

describe.each(Object.entries(LANGUAGE_DEPENDENT))('%s', (_endpoint, options) => {
  it('has one key per language', () => {
    const hashes = LANGUAGES.map((lang) => hashKey(options(lang).queryKey));
    expect(new Set(hashes).size).toBe(LANGUAGES.length);
    expect(options('es').queryKey).not.toEqual(options('en').queryKey);
  });

  it('asks the API in the language of its key', async () => {
    const asked: string[] = [];
    setApiTransport(async (_path, init) => {
      asked.push(new Headers(init.headers).get('Accept-Language') ?? '');
      // An answer no schema accepts: only the request matters here.
      return new Response('"not this"', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const lang of LANGUAGES) await options(lang).fetch(client).catch(() => undefined);
    expect(asked).toEqual([...LANGUAGES]);
  });
});

describe('query keys', () => {
  const under = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);

  it('group every development read under developments, so an Admin write reaches them all', () => {
    for (const key of [queryKeys.developments.list('es'), queryKeys.developments.detail('miami', 'fr')]) expect(under(queryKeys.developments.all, key)).toBe(true);
    expect(under(queryKeys.developments.detailAll, queryKeys.developments.detail('miami', 'fr'))).toBe(true);
    expect(under(queryKeys.developments.detailAll, queryKeys.developments.list('fr'))).toBe(false);
  });

  it('group every unit read under properties, so one invalidation reaches them all', () => {
    for (const key of [
      queryKeys.properties.visitor('fr'),
      queryKeys.properties.byUser(3, 'es'),
      queryKeys.properties.detail('34', 'en'),
      queryKeys.properties.clients.list('available', 'en'),
      queryKeys.properties.audit(9),
    ]) {
      expect(under(queryKeys.properties.all, key)).toBe(true);
    }
    expect(under(queryKeys.properties.clients.all, queryKeys.properties.clients.list('purchased', 'fr'))).toBe(true);
    expect(under(queryKeys.properties.clients.all, queryKeys.properties.visitor('fr'))).toBe(false);
  });

  it('group every item read under items', () => {
    for (const key of [
      queryKeys.items.list('es'),
      queryKeys.items.byCategory('PREMIUM', '1R', 'fr'),
      queryKeys.items.detail('5', 'en'),
      queryKeys.items.draft(5),
      queryKeys.items.page({ q: '', offset: 0, limit: 100 }, 'es'),
      queryKeys.items.summary(1, '', 'es'),
    ]) {
      expect(under(queryKeys.items.all, key)).toBe(true);
    }
  });

  it("carry the account in the admin's paged reads, and group each under its branch", () => {
    expect(queryKeys.items.summary(1, '', 'es')).not.toEqual(queryKeys.items.summary(2, '', 'es'));
    expect(queryKeys.users.page(1, 'ana', 0, 5)).not.toEqual(queryKeys.users.page(2, 'ana', 0, 5));
    expect(under(queryKeys.users.all, queryKeys.users.page(1, 'ana', 0, 5))).toBe(true);
    expect(under(queryKeys.leads.pages(1), queryKeys.leads.page(1, { q: '', status: 'new' }, 100, 100))).toBe(true);
    expect(under(queryKeys.leads.pages(2), queryKeys.leads.page(1, { q: '' }, 0, 100))).toBe(false);
    expect(under(queryKeys.leads.all, queryKeys.leads.pages(1))).toBe(true);
  });

  it('keep the favourites under the user, so logging out drops them with the user', () => {
    expect(under(queryKeys.user.all, queryKeys.favourites.list('es'))).toBe(true);
    expect(under(queryKeys.user.all, queryKeys.user.current)).toBe(true);
    expect(under(queryKeys.user.all, queryKeys.config.all)).toBe(false);
  });

  it("keep a unit's file under the user (kept on the device, dropped on sign-out), each unit's under its own branch", () => {
    for (const key of [queryKeys.ownerFile.documents(7, 'es'), queryKeys.ownerFile.payments(7, 'fr'), queryKeys.ownerFile.messages(7, 'en'), queryKeys.ownerFile.unread(7)]) {
      expect(under(queryKeys.user.all, key)).toBe(true);
      expect(under(queryKeys.ownerFile.unit(7), key)).toBe(true);
      expect(under(queryKeys.ownerFile.unit(8), key)).toBe(false);
    }
    expect(under(queryKeys.ownerFile.messagesAll(7), queryKeys.ownerFile.messages(7, 'fr'))).toBe(true);
    expect(under(queryKeys.ownerFile.messagesAll(7), queryKeys.ownerFile.documents(7, 'fr'))).toBe(false);
  });
});
