// Every query key of the app, in one tree, so a write can invalidate a whole branch (all item
// reads, all unit lists) and no two screens name the same data differently. A key ends with the
// language wherever the API translates the answer (unit-type names, sizes, room labels, item
// texts, favourite names): a language switch then reads a new entry instead of showing the old
// language, on the server renderer too, where there is no global language to fall back on.
import type { Category, Language, LeadStatus, TypologyCode } from '@vitrina/contracts';
import type { ClientFilter } from '../api/admin/client-filter';

/** A window of GET /items/page: the search, the narrowing filters and the rows asked for. */
export interface ItemsPageParams {
  q: string;
  category?: Category;
  typology?: TypologyCode;
  room?: string;
  code?: string;
  offset: number;
  limit: number;
}
/** The leads inbox's view: a search and, optionally, one status. */
export interface LeadsFilter {
  q: string;
  status?: LeadStatus;
}

const properties = ['properties'] as const;
const items = ['items'] as const;
// The signed-in user's own data: dropped as a whole on log out and when the session is lost.
const user = ['user'] as const;

export const queryKeys = {
  config: { all: ['config'] as const },
  user: {
    all: user,
    current: [...user, 'current'] as const,
  },
  /**
   * A unit's file (issue 34): its documents, payment schedule and message thread, read by its
   * buyer and by the office. Under the signed-in user's branch: kept on the device for offline
   * use (decision 052) and dropped with the rest of the account's data on sign-out. Each answer
   * carries a translated text (a line's label, a deleted author's name, the errors): the
   * language is in every key.
   */
  ownerFile: {
    all: [...user, 'owner-file'] as const,
    unit: (unitId: number) => [...user, 'owner-file', unitId] as const,
    documents: (unitId: number, lang: Language) => [...user, 'owner-file', unitId, 'documents', lang] as const,
    payments: (unitId: number, lang: Language) => [...user, 'owner-file', unitId, 'payments', lang] as const,
    /** GET /units/{id}/messages/unread: a count, no text. */
    unread: (unitId: number) => [...user, 'owner-file', unitId, 'unread'] as const,
    messagesAll: (unitId: number) => [...user, 'owner-file', unitId, 'messages'] as const,
    messages: (unitId: number, lang: Language) => [...user, 'owner-file', unitId, 'messages', lang] as const,
    /** GET /units/{id}/selection: the package choice (issue 35); no text in a language. */
    selection: (unitId: number) => [...user, 'owner-file', unitId, 'selection'] as const,
  },
  /**
   * The signed-in person's notifications (issue 35, decision 063): the pages of the list (titles
   * written in the request's language), the bell's count and the channels per kind (both without
   * text). Under the user's branch: dropped with the account's data on sign-out.
   */
  notifications: {
    all: [...user, 'notifications'] as const,
    listAll: [...user, 'notifications', 'list'] as const,
    list: (lang: Language) => [...user, 'notifications', 'list', lang] as const,
    unread: [...user, 'notifications', 'unread'] as const,
    preferences: [...user, 'notifications', 'preferences'] as const,
    /** GET /push/subscriptions: the person's push devices (decision 066); no text in a language. */
    pushDevices: [...user, 'notifications', 'push-devices'] as const,
  },
  favourites: {
    all: [...user, 'favourites'] as const,
    list: (lang: Language) => [...user, 'favourites', lang] as const,
  },
  properties: {
    all: properties,
    /** Every user's own-units list, and every unit read: an account's data, dropped on its sign-out. */
    byUserAll: [...properties, 'by-user'] as const,
    detailAll: [...properties, 'detail'] as const,
    visitor: (lang: Language) => [...properties, 'visitor', lang] as const,
    byUser: (userId: number, lang: Language) => [...properties, 'by-user', userId, lang] as const,
    detail: (id: string, lang: Language) => [...properties, 'detail', id, lang] as const,
    /** The admin's clients lists (purchased, available). */
    clients: {
      all: [...properties, 'clients'] as const,
      list: (filter: ClientFilter, lang: Language) => [...properties, 'clients', filter, lang] as const,
    },
    audit: (id: number) => [...properties, 'audit', id] as const,
  },
  items: {
    all: items,
    /** Every item (the admin's inventory and item screens). */
    list: (lang: Language) => [...items, 'list', lang] as const,
    byCategory: (category: Category, typology: TypologyCode, lang: Language) => [...items, 'category', category, typology, lang] as const,
    detail: (id: string, lang: Language) => [...items, 'detail', id, lang] as const,
    /** The item form's texts in every language at once: no language of its own. */
    draft: (id: number) => [...items, 'draft', id] as const,
    /** One window of GET /items/page (public: the admin's lists, the image linker's search). */
    page: (params: ItemsPageParams, lang: Language) => [...items, 'page', params, lang] as const,
    /** GET /items/summary (Admin): the inventory's totals and groups for a search. */
    summary: (account: number, q: string, lang: Language) => [...items, 'summary', account, q, lang] as const,
  },
  /**
   * The Admin's development console (issue 21): every development, archived included, and one
   * development in every language at once (no language of their own: the API answers the
   * stored texts). `publicReads` is the prefix of the public development reads
   * (`developments.list` / `developments.detail(slug)`): every Admin write invalidates them.
   */
  adminDevelopments: {
    all: ['admin-developments'] as const,
    list: ['admin-developments', 'list'] as const,
    detail: (slug: string) => ['admin-developments', 'detail', slug] as const,
    publicReads: ['developments'] as const,
  },
  /** The users a unit can be assigned to (Admin): the whole list, or one searched page. */
  users: {
    all: ['users'] as const,
    page: (account: number, q: string, offset: number, limit: number) => ['users', 'page', account, { q, offset, limit }] as const,
  },
  leads: {
    all: ['leads'] as const,
    /** Every window of GET /leads/page of an account: what a status change updates. */
    pages: (account: number) => ['leads', 'page', account] as const,
    page: (account: number, filter: LeadsFilter, offset: number, limit: number) => ['leads', 'page', account, filter, offset, limit] as const,
  },
  /**
   * The public development reads (decision 030): the list and each one's detail, in the
   * request's language. An Admin's development write invalidates the whole branch.
   */
  developments: {
    all: ['developments'] as const,
    list: (lang: Language) => ['developments', 'summaries', lang] as const,
    detailAll: ['developments', 'detail'] as const,
    detail: (slug: string, lang: Language) => ['developments', 'detail', slug, lang] as const,
    /** The public plan of its units (issue 22): under the branch, so a development write refreshes it. */
    availability: (slug: string, lang: Language) => ['developments', 'availability', slug, lang] as const,
  },
  /**
   * A development's units as the office's inventory (issue 22): the stacking plan's list (unit
   * type names are translated: the language is in the key) and a unit's price history. Every
   * write to a unit invalidates the branch.
   */
  units: {
    all: ['units'] as const,
    inventory: (slug: string, lang: Language) => ['units', 'inventory', slug, lang] as const,
    prices: (unitId: number) => ['units', 'prices', unitId] as const,
  },
  /**
   * The office's inbox of threads (decision 068): the pages per development filter (the excerpts
   * are the buyers' words, no language) and the navigation badge's counts.
   */
  threadInbox: {
    all: ['thread-inbox'] as const,
    list: (development: string | null) => ['thread-inbox', 'list', development ?? ''] as const,
    unread: ['thread-inbox', 'unread'] as const,
  },
  /** A development's collections view (issue 34, decision 051): the office's; labels translated, so the language is in the key. */
  collections: {
    all: ['collections'] as const,
    view: (slug: string, lang: Language) => ['collections', slug, lang] as const,
  },
  /**
   * Construction news (decision 064): the office's posts of a development (every language), a
   * buyer's news and a development's public posts (one language each: the language is in the key).
   * The buyer's news is under the account's branch (decision 067): kept on the device for offline
   * use, and dropped at sign-out with the rest of the account.
   */
  news: {
    all: ['news'] as const,
    office: (slug: string) => ['news', 'office', slug] as const,
    mineAll: [...user, 'news'] as const,
    mine: (account: number | null, lang: Language) => [...user, 'news', account, lang] as const,
    development: (slug: string, lang: Language) => ['news', 'development', slug, lang] as const,
  },
  settings: { all: ['settings'] as const },
  accountCodes: { all: ['account-codes'] as const },
  mailQueue: { all: ['mail-queue'] as const },
  backups: { all: ['backups'] as const },
  /** Not the API: writes kept on this device until the connection returns (offline/outbox.ts). */
  outbox: {
    all: ['outbox'] as const,
    messages: (unitId: number) => ['outbox', 'messages', unitId] as const,
  },
  /** Not the API: the documents of a unit's file kept on this device (offline/document-copies.ts). */
  documentCopies: (account: number | null, unitId: number) => ['document-copies', account, unitId] as const,
  /** Not the API: what this device downloaded for offline use (offline/downloads.ts). */
  downloads: { unit: (unitId: string) => ['downloads', unitId] as const },
  /** Not the API: whether the map provider answers (location page). */
  mapProvider: ['map-provider'] as const,
};
