// The server renderer (docs/decisions/017-server-rendering.md): the same route table, loaders
// and screens as the browser, run in the API's Node process for the public pages, so the
// first screen arrives as HTML with its content, then hydrates (main.tsx). Built by
// `vite build --ssr` into dist-server/; apps/api/src/web/render-page.ts calls render().
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { LANGUAGES, type Language } from '@vitrina/contracts';
import { createAppContext } from './app/app-context';
import { Providers } from './app/providers';
import { routes, type RouteHandle } from './app/route-table';
import { pageMeta, type PageMeta } from './app/page-meta';
import { setApiTransport } from './lib/api-client';
import { PATHS } from './lib/routes';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { serializeSsrData, type SsrData } from './lib/ssr-data';

export type { PageMeta };

export interface RenderRequest {
  /** Path and query, e.g. /item/12?x=1 */
  url: string;
  /** The address people reach (PUBLIC_URL), for absolute links in the preview tags. */
  origin: string;
  /** The page's language: the person's stored choice (cookie), else Spanish. */
  language: Language;
  /** The link preview's language: the stored choice, else Accept-Language, else Spanish. */
  metaLanguage: Language;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string; data: string; modules: string[]; meta: PageMeta }
  /** Not a page rendered here (a signed-in or admin screen): the browser renders it. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);

/**
 * Public, but forms through and through (and the captcha): the browser renders them, so
 * nothing typed before the app is ready can be lost.
 */
const BROWSER_RENDERED = new Set<string>([PATHS.login, PATHS.register]);

/** One i18next per language, kept: a language never changes on the server. */
const translators = new Map<Language, I18n>(LANGUAGES.map((language) => [language, createI18n(language)]));

/** How the renderer reaches the API: in-process (Fastify inject), wired by the server. */
export function configure({ fetch }: { fetch: (path: string, init: RequestInit) => Promise<Response> }): void {
  setApiTransport(fetch);
}

async function toHtml(element: React.ReactElement, signal?: AbortSignal): Promise<string> {
  // prerender waits for every Suspense boundary (lazy screens, translations), so the HTML is
  // the finished screen, never a loading state.
  const { prelude } = await prerenderToNodeStream(element, { signal });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** A loader's 404 (an unknown /{segment}) or the catch-all route: the page is a 404. */
function statusOf(context: StaticHandlerContext): number {
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    return isRouteErrorResponse(error) ? error.status : 500;
  }
  if (context.matches.some((m) => m.route.path === '*')) return 404;
  // A loader's own status: an unknown item or unit id (app-context.ts, missing()).
  return context.statusCode;
}

/** Errors cross to the browser as plain objects, the way React Router reads them back. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  if (BROWSER_RENDERED.has(new URL(request.url, request.origin).pathname)) return { kind: 'shell' };
  const queryClient = createQueryClient({ server: true });
  const i18n = translators.get(request.language)!;
  await i18n.loadNamespaces(['common']);
  // A fresh instance per page on the shared catalogue store: it records the namespaces this
  // page used, which travel with the HTML.
  const pageI18n = i18n.cloneInstance({ lng: request.language });

  const fetchRequest = new Request(new URL(request.url, request.origin), { signal: request.signal });
  const context = await handler.query(fetchRequest, {
    requestContext: createAppContext({ queryClient, language: request.language, server: true }),
  });
  // A guard's redirect: the screen needs a session, which only the browser has.
  if (context instanceof Response) return { kind: 'shell' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await toHtml(
    <StrictMode>
      <I18nextProvider i18n={pageI18n}>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </I18nextProvider>
    </StrictMode>,
    request.signal,
  );

  // react-i18next's record of the namespaces its hooks asked for (not in i18next's types).
  const report = (pageI18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const used = report?.getUsedNamespaces() ?? [];
  const translations = Object.fromEntries(
    ['common', ...used].flatMap((ns) => {
      const bundle = pageI18n.getResourceBundle(request.language, ns) as Record<string, unknown> | undefined;
      return bundle ? [[ns, bundle]] : [];
    }),
  );
  const data: SsrData = {
    language: request.language,
    translations,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    matches: context.matches.map((match) => match.route.id),
  };
  const modules = context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.modules ?? []);
  const metaI18n = translators.get(request.metaLanguage)!;
  const meta = await pageMeta({ context, queryClient, i18n: metaI18n, language: request.metaLanguage, origin: request.origin });
  return { kind: 'page', status: statusOf(context), html, data: serializeSsrData(data), modules, meta };
}
