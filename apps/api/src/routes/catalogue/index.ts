// The catalogue routes of SPEC §7 (under /api): items, their pictures, the admin writes, and the
// catalogue as a spreadsheet (import, export, template).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ByteLru } from '../../cache/byte-lru';
import { acquireCatalogueSignal } from '../../cache/catalogue-signal';
import { ResponseCache } from '../../cache/response-cache';
import { imageRoutes } from './image-route';
import { importRoutes } from './import-routes';
import { itemsPageRoutes } from './items-page-routes';
import { itemReadRoutes } from './items-read-routes';
import { itemWriteRoutes } from './items-write-routes';
import type { CatalogueContext, StoredPicture } from './route-schemas';
import { uploadRoutes } from './upload-route';

/** Memory for recently served pictures (renditions are tens of KB). */
const PICTURE_CACHE_BYTES = 32 * 1024 * 1024;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signal, release } = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', release);
  const pictures = new ByteLru<StoredPicture>(PICTURE_CACHE_BYTES);
  // A replaced picture may be deleted: forget what was served, here and on other instances.
  signal.onChange(() => pictures.clear());
  const ctx: CatalogueContext = { signal, responses: new ResponseCache(signal), pictures };
  app.metrics.watchCache('catalogue_answers', ctx.responses.lookups);
  app.metrics.watchCache('pictures', pictures.lookups);

  await app.register(itemReadRoutes, { ctx });
  await app.register(itemsPageRoutes, { ctx });
  await app.register(itemWriteRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(imageRoutes, { ctx });
  await app.register(importRoutes, { ctx });
};
