// GET /developments/{slug}/availability (issue 22, decision 034): the public plan of a
// development that publishes it, in the office plan's order (unit-inventory/plan-order.ts) — every unit as available, reserved (a hold shows as reserved)
// or sold, never a buyer; prices only when the development publishes them. Not cached on the
// server (unit writes bump no change signal here): each request reads one development's units,
// and a client whose copy is current gets 304 by the answer's ETag.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID,
  PUBLIC_UNIT_STATUSES,
  availabilityAnswerSchema,
  isBrowsable,
  publicStatusOf,
  textIn,
  type AvailabilityAnswer,
  type Language,
  type PublicUnitStatus,
} from '@vitrina/contracts';
import { jsonEntry } from '../../cache/response-cache';
import { sendCachedJson } from '../../cache/send-cached-json';
import { AppError } from '../../http/errors';
import { comparePlanOrder } from '../../unit-inventory/plan-order';
import { requestLanguage } from '../../i18n/translate';
import { findPublishingDevelopment, listPublicUnits, type PublicUnitRow } from './availability-repository';
import { unitStatusOf } from './unit-status-repository';
import { TAG, errorResponses } from './route-schemas';

const slugParams = z.object({ slug: z.string(INVALID).max(200, INVALID) }, INVALID);
const notModified = z.null().describe('Not modified: the copy named in If-None-Match is current');
/** Revalidated on every use: a unit held a second ago shows as reserved at the next request. */
const PUBLIC_PLAN_CACHE = { cacheControl: 'public, no-cache', vary: 'Accept-Language' };

export function toAvailability(
  development: { slug: string; code: string; name: string; currency: string; publishPrices: boolean },
  rows: PublicUnitRow[],
  lang: Language,
): AvailabilityAnswer {
  const counts = Object.fromEntries(PUBLIC_UNIT_STATUSES.map((s) => [s, 0])) as Record<PublicUnitStatus, number>;
  const units = [...rows].sort(comparePlanOrder).map((row) => {
    const status = publicStatusOf(unitStatusOf(row.status));
    counts[status]++;
    return {
      id: row.id,
      number: row.number,
      floor: row.floor,
      position: row.position,
      typology: { id: row.typologyId, code: row.typologyCode, name: textIn(row.typologyName, lang) },
      size_m2: row.sizeM2,
      price: development.publishPrices ? row.price : null,
      status,
    };
  });
  return {
    development: {
      slug: development.slug,
      code: development.code,
      name: development.name,
      currency: development.currency as AvailabilityAnswer['development']['currency'],
      publish_prices: development.publishPrices,
    },
    counts,
    units,
  };
}

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/developments/:slug/availability',
    {
      compress: false,
      schema: {
        tags: [TAG],
        summary: 'The public plan of a development’s units: available, reserved or sold (cacheable: ETag, 304)',
        description:
          'Only while the development is browsable (selling or sold out) and publishes its availability; otherwise, or unknown, 404. ' +
          'A unit on hold shows as reserved; no buyer or hold is ever in the answer. `price` is null unless the development publishes its prices. ' +
          'Unit type names in the request’s language. Units top floor first, then by position, then by number.',
        params: slugParams,
        response: { 200: availabilityAnswerSchema, 304: notModified, ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const development = await findPublishingDevelopment(db, request.params.slug);
      if (!development || !isBrowsable(development.status) || !development.publishAvailability) {
        throw new AppError('not_found', 'units.availabilityNotPublished');
      }
      const answer = toAvailability(development, await listPublicUnits(db, development.id), requestLanguage(request));
      return sendCachedJson(request, reply, jsonEntry(availabilityAnswerSchema.parse(answer)), PUBLIC_PLAN_CACHE);
    },
  );
};
