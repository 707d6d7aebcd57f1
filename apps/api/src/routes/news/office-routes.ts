// The office's construction news (decision 064): the Admin and the sales team (Vitrina, Selecta)
// list a development's posts (scheduled ones too), write, edit and delete them. Every write is in
// the development's audit trail; a write that publishes a post tells its buyers at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_LIST_MAX, idParamsSchema, officePostListSchema, postDeleteResponseSchema, postWriteResponseSchema, postWriteSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { createPost, editPost, removePost } from '../../news/post-writes';
import { findDevelopment, findPost, officePosts } from '../../news/posts-repository';
import { requireOffice } from '../../plugins/auth';
import { officePostById, officePostsOf, refusePost, titleFor } from './post-answer';
import { TAG, bearer, errorResponses, noticesOf, slugParams } from './route-schemas';

// Each write answers at two addresses: the office's (`/admin/…`, what the web app calls) and the
// one issue 35 names (`POST /developments/{slug}/posts`, `PUT`/`DELETE /posts/{id}`); same rules.
const CREATE_URLS = ['/admin/developments/:slug/posts', '/developments/:slug/posts'] as const;
const POST_URLS = ['/admin/posts/:id', '/posts/:id'] as const;

const developmentNotFound = () => new AppError('not_found', 'developments.notFound');
const writeDoc = 'Title and text per language (es, en, fr; plain text): a language counts when it has both, at least one must. `audience`: buyers (the buyers of its units) or public (also its public pages). `publish_at`: an ISO instant with offset; absent or null on a create = now. Its buyers are told (post_published, in the app and by e-mail) once, when it is first published.';

export const officeNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/developments/:slug/posts',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A development's news posts, newest publication first, scheduled ones too (the office)",
        description: `At most ${POST_LIST_MAX}. \`published\`: its publish_at has passed.`,
        security: bearer,
        params: slugParams,
        response: { 200: officePostListSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => {
      const development = await findDevelopment(db(), request.params.slug);
      if (!development) throw developmentNotFound();
      return { posts: await officePostsOf(db(), await officePosts(db(), development.id, POST_LIST_MAX), app.now()) };
    },
  );

  for (const url of CREATE_URLS) app.post(
    url,
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Write a news post for a development (the office)',
        description: `${writeDoc} Written to the development's audit trail (post.create).`,
        security: bearer,
        params: slugParams,
        body: postWriteSchema,
        response: { 201: postWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const outcome = await createPost(db(), request.user!.id, request.params.slug, request.body, now, noticesOf(app));
      if (outcome.kind !== 'done') throw refusePost(outcome, developmentNotFound);
      app.mailer.nudge();
      const post = await officePostById(db(), outcome.postId, now);
      const lang = requestLanguage(request);
      return reply.code(201).send({ message: translate('news.created', lang, { title: titleFor(post, lang) }), post });
    },
  );

  for (const url of POST_URLS) app.put(
    url,
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Change a news post (the office)',
        description: `${writeDoc} Here an absent publish_at keeps it. A real change is written to the audit trail (post.update, each field's from and to).`,
        security: bearer,
        params: idParamsSchema,
        body: postWriteSchema,
        response: { 200: postWriteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const now = app.now();
      const outcome = await editPost(db(), request.user!.id, request.params.id, request.body, now, noticesOf(app));
      if (outcome.kind !== 'done') throw refusePost(outcome);
      app.mailer.nudge();
      const post = await officePostById(db(), outcome.postId, now);
      const lang = requestLanguage(request);
      return { message: translate('news.updated', lang, { title: titleFor(post, lang) }), post };
    },
  );

  for (const url of POST_URLS) app.delete(
    url,
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Delete a news post and its photos (the office)',
        description: "Written to the audit trail (post.delete, with its title). The buyers' notifications of it stay; their link finds it gone.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: postDeleteResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const before = await findPost(db(), request.params.id);
      const outcome = await removePost(db(), request.user!.id, request.params.id);
      if (outcome.kind !== 'done' || !before) throw refusePost(outcome.kind === 'done' ? { kind: 'not-found' } : outcome);
      const lang = requestLanguage(request);
      return { message: translate('news.deleted', lang, { title: titleFor(before, lang) }) };
    },
  );
};
