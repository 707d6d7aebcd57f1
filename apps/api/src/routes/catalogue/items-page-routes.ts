// The catalogue at scale (issue 13, decision 025): GET /items/page, one searched window of the
// items in the inventory's order (public, like GET /items), and GET /items/summary, the
// inventory's totals by category, typology and room (Admin). They sit beside GET /items, which
// still answers every item for the clients that want them all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inventorySummaryQuerySchema,
  inventorySummarySchema,
  itemsPageQuerySchema,
  itemsPageSchema,
  roomLabelIn,
  type Category,
  type InventorySummary,
  type TypologyCode,
} from '@vitrina/contracts';
import { ResponseCache } from '../../cache/response-cache';
import { serveCachedJson } from '../../cache/send-cached-json';
import { SignalMemo } from '../../cache/signal-memo';
import { requestLanguage } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { toItemAnswer } from './item-answer';
import { listItemsWindow, summarizeInventory, type ItemFilters } from './items-page-repository';
import { CATALOGUE_READ_CACHE, TAG, bearer, errorResponses, leanRead, type CatalogueOptions } from './route-schemas';

const notModified = z.null().describe('Not modified: the copy named in If-None-Match is current');

/**
 * Windows kept in memory, apart from the full lists' cache: a search makes many distinct keys,
 * and a window of 500 items is a few hundred KB.
 */
const KEPT_WINDOWS = 100;

export const itemsPageRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;
  const windows = new ResponseCache(ctx.signal, KEPT_WINDOWS);
  // Scrolling asks for window after window of one search: its total is counted once.
  const totals = new SignalMemo<number>(ctx.signal);

  app.get(
    '/items/page',
    {
      ...leanRead,
      schema: {
        tags: [TAG],
        summary: 'One window of the catalogue: searched, filtered, in the inventory order (paged companion of GET /items)',
        description:
          'The paged companion of GET /items, for screens at catalogue scale: `total` items match, `items` are those from `offset` (at most `limit`, 500 at most). ' +
          'Ordered by category (ESTANDAR, GOLD, PREMIUM, BLACK), typology, room, code, byte-wise: the order of GET /items/summary. ' +
          '`q` matches part of the code, the name in any language, the type or the room, ignoring case and accents (% and _ are plain characters). ' +
          '`category`, `typology` and `room` (the raw room) narrow the list; `code` finds one code in any letter case. ' +
          'Revalidate with If-None-Match: a catalogue write changes the ETag at once.',
        querystring: itemsPageQuerySchema,
        response: { 200: itemsPageSchema, 304: notModified, ...errorResponses(422, 503) },
      },
    },
    (request, reply) => {
      const lang = requestLanguage(request);
      const { q, category, typology, room, code, offset, limit } = request.query;
      const filters: ItemFilters = { q, category, typology, room, code };
      const filterKey = JSON.stringify([q, category, typology, room, code]);
      return serveCachedJson(
        request,
        reply,
        windows,
        JSON.stringify([filterKey, lang, offset, limit]),
        async () => {
          const readAt = totals.version;
          const known = totals.peek(filterKey);
          const { rows, total } = await listItemsWindow(db(), filters, offset, limit, known);
          if (known === undefined) totals.keep(filterKey, total, readAt);
          return { total, offset, limit, items: rows.map((row) => toItemAnswer(row, lang)) };
        },
        CATALOGUE_READ_CACHE,
      );
    },
  );

  app.get(
    '/items/summary',
    {
      // Checked on request, before any input is read: a non-admin learns nothing else.
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: "The inventory's totals by category, typology and room (Admin)",
        description:
          'Counted in the database, so the inventory needs no full list: items, pieces (summed quantities) and items without a picture, overall and per group. ' +
          'Groups come in the order of GET /items/page with the same `q`, so group n starts at the offset that is the sum of the items of the groups before it. ' +
          '`room_label` is the room as shown to people, in the language asked.',
        security: bearer,
        querystring: inventorySummaryQuerySchema,
        response: { 200: inventorySummarySchema, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request): Promise<InventorySummary> => {
      const lang = requestLanguage(request);
      const groups = (await summarizeInventory(db(), request.query.q)).map((g) => ({
        category: g.category as Category,
        typology: g.typology as TypologyCode,
        room: g.room,
        room_label: roomLabelIn(g.room, g.typology, lang),
        items: g.items,
        pieces: g.pieces,
        without_image: g.withoutImage,
      }));
      const sum = (pick: (g: (typeof groups)[number]) => number) => groups.reduce((n, g) => n + pick(g), 0);
      return { items: sum((g) => g.items), pieces: sum((g) => g.pieces), without_image: sum((g) => g.without_image), groups };
    },
  );
};
