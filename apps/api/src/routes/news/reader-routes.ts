// Reading construction news (decision 064): a buyer's news (the published posts of every
// development where they have a reserved or sold unit, whatever the audience), one of them, and a
// development's published public posts for its public pages. A post the caller may not read is
// the 404 of an unknown one: nobody learns it exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POST_LIST_MAX, idParamsSchema, readerPostListSchema, readerPostSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { findDevelopment, readerPosts } from '../../news/posts-repository';
import { privateAnswer, requireUser } from '../../plugins/auth';
import { postNotFound, readerPostsOf } from './post-answer';
import { TAG, bearer, errorResponses, slugParams } from './route-schemas';

export const readerNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/news',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "The caller's news: published posts of the developments where they have a reserved or sold unit, newest first",
        description: `At most ${POST_LIST_MAX}; buyers-only and public posts alike. Title and text in the request's language when the post has it, else es, en, fr (\`lang\` says which). Anyone else gets an empty list.`,
        security: bearer,
        response: { 200: readerPostListSchema, ...errorResponses(401, 503) },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const posts = await readerPosts(db(), { userId: request.user!.id }, app.now(), POST_LIST_MAX);
      return { posts: await readerPostsOf(db(), posts, requestLanguage(request)) };
    },
  );

  app.get(
    '/news/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'One published post the caller may read (a buyer of its development, or a public one)',
        description: 'Anything else (not published yet, another development’s buyers-only post, unknown): 404.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: readerPostSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const [post] = await readerPosts(db(), { userId: request.user!.id, postId: request.params.id }, app.now(), 1);
      if (!post) throw postNotFound();
      return (await readerPostsOf(db(), [post], requestLanguage(request)))[0]!;
    },
  );

  app.get(
    '/developments/:slug/posts',
    {
      schema: {
        tags: [TAG],
        summary: "A development's published public posts, newest first (its public pages)",
        description: `At most ${POST_LIST_MAX}. An unknown or archived development: 404. Buyers-only posts are never listed here.`,
        params: slugParams,
        response: { 200: readerPostListSchema, ...errorResponses(404, 503) },
      },
    },
    async (request) => {
      const development = await findDevelopment(db(), request.params.slug);
      if (!development || development.status === 'archived') throw new AppError('not_found', 'developments.notFound');
      const posts = await readerPosts(db(), { developmentId: development.id }, app.now(), POST_LIST_MAX);
      return { posts: await readerPostsOf(db(), posts, requestLanguage(request)) };
    },
  );
};
