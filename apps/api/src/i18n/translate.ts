import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import { catalogues } from './messages/index';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A message in the given language, falling back to Spanish, then to the key itself. */
export function translate(key: string, lang: Language, params: Record<string, string | number> = {}): string {
  const text = catalogues[lang][key] ?? catalogues[DEFAULT_LANGUAGE][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The language a request names itself: a `lang` field (body or query), then the first supported
 * language of Accept-Language; undefined when it names none. The web app sends only the header
 * (docs/decisions/028-one-request-language.md); other clients may still send `lang`.
 */
export function namedLanguage(request: FastifyRequest): Language | undefined {
  const fromBody = (request.body as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromBody)) return fromBody;
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.headers['accept-language'];
  if (header) {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((r) => isLanguage(r.lang));
    if (match) return match.lang as Language;
  }
  return undefined;
}

/**
 * The language of a request: the one it names (a `lang` field, body or query, then the first
 * supported language of Accept-Language), else Spanish (the product's default).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return namedLanguage(request) ?? DEFAULT_LANGUAGE;
}
