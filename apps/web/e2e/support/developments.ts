// The developments as the public API answers them (decision 030): the pages show what these
// answers say, so the tests read the same answers rather than copies of the demo data.
import type { APIRequestContext } from '@playwright/test';
import type { DevelopmentDetail, DevelopmentSummary } from '@vitrina/contracts';
import type { Language } from './locales';

export async function apiDevelopments(request: APIRequestContext, lang: Language = 'es'): Promise<DevelopmentSummary[]> {
  const res = await request.get('/api/developments', { headers: { 'accept-language': lang } });
  if (!res.ok()) throw new Error(`GET /api/developments: ${res.status()}`);
  return (await res.json()) as DevelopmentSummary[];
}

export async function apiDevelopment(request: APIRequestContext, slug: string, lang: Language = 'es'): Promise<DevelopmentDetail> {
  const res = await request.get(`/api/developments/${slug}`, { headers: { 'accept-language': lang } });
  if (!res.ok()) throw new Error(`GET /api/developments/${slug}: ${res.status()}`);
  return (await res.json()) as DevelopmentDetail;
}

/** The development the seed's paths (/location, …) show. */
export async function firstDevelopment(request: APIRequestContext, lang: Language = 'es'): Promise<DevelopmentDetail> {
  const first = (await apiDevelopments(request, lang)).find((d) => d.first);
  if (!first) throw new Error('no first development');
  return apiDevelopment(request, first.slug, lang);
}

/** A page's plain text as the page shows it: its paragraphs (a blank line between them). */
export const paragraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A text with its {{placeholders}} filled, as i18next does. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}}`);
    return values[name]!;
  });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
