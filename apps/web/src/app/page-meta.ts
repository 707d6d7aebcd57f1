// The <head> of a server-rendered page: its title, description, canonical address and the
// Open Graph / Twitter card tags a chat app reads to preview a shared link. An item's preview
// is its name and picture; a unit's its name and type; every other page the brand's.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StaticHandlerContext } from 'react-router';
import type { Language, PageMeta } from '@vitrina/contracts';
import { unitTypeText } from '@vitrina/contracts';
import { configQueryOptions } from '../api/config/get-config';
import { itemQueryOptions } from '../api/items/get-item';
import { propertyQueryOptions } from '../api/properties/get-property';
import { BUILD_BRAND_NAME } from '../lib/brand';
import type { RouteHandle } from './route-table';

export type { PageMeta };

/** The brand picture (public/og-image.jpg, made by scripts/generate-og-image.mjs). */
export const BRAND_PICTURE = { path: '/og-image.jpg', width: 1200, height: 630 };
/** Chat apps want 1200 px or more; smaller item pictures give way to the brand picture. */
const MIN_PREVIEW_WIDTH = 1200;
const OG_LOCALES: Record<Language, string> = { es: 'es_MX', en: 'en_US', fr: 'fr_FR' };

/** The widest picture of a srcset ('/api/images/h?w=320 320w, …'), if wide enough. */
export function widestPicture(srcset: string | null | undefined): { url: string; width: number } | null {
  const candidates = (srcset ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url ?? '', width: Number.parseInt(w ?? '', 10) }))
    .filter((c) => c.url && Number.isFinite(c.width))
    .sort((a, b) => b.width - a.width);
  const widest = candidates[0];
  return widest && widest.width >= MIN_PREVIEW_WIDTH ? widest : null;
}

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function pageMeta({ context, queryClient, i18n, language, origin }: {
  context: StaticHandlerContext;
  queryClient: QueryClient;
  /** An i18next instance in `language`. */
  i18n: I18n;
  language: Language;
  origin: string;
}): Promise<PageMeta> {
  await i18n.loadNamespaces(['common', 'landing']);
  const t = i18n.getFixedT(language, 'common');
  const config = await queryClient.fetchQuery(configQueryOptions()).catch(() => null);
  const brand = config?.brandName?.trim() || BUILD_BRAND_NAME;
  const leaf = context.matches.at(-1);
  const screen = (leaf?.route.handle as RouteHandle | undefined)?.modules[0] ?? '';
  const id = leaf?.params.id;
  const { pathname, search } = context.location;
  const base = {
    title: t('meta.title', { brand }),
    description: t('meta.description'),
    image: new URL(BRAND_PICTURE.path, origin).href,
    imageWidth: BRAND_PICTURE.width,
    imageHeight: BRAND_PICTURE.height,
    imageAlt: i18n.getFixedT(language, 'landing')('heroAlt'),
    // The show room's unit and package are part of what the page is; elsewhere the path is.
    url: new URL(pathname + (pathname === '/show-room' ? search : ''), origin).href,
    type: 'website' as const,
    locale: OG_LOCALES[language],
    language,
    siteName: brand,
  };

  if (screen.endsWith('/item.tsx') && id) {
    const item = await queryClient.fetchQuery(itemQueryOptions(id, language)).catch(() => null);
    if (!item) return base;
    const picture = widestPicture(item.image_srcset);
    const height = picture && item.image_width && item.image_height ? Math.round((picture.width * item.image_height) / item.image_width) : null;
    return {
      ...base,
      title: `${item.item} · ${brand}`,
      description: clip(item.description || base.description),
      type: 'product',
      ...(picture && height
        ? { image: new URL(picture.url, origin).href, imageWidth: picture.width, imageHeight: height, imageAlt: item.item }
        : {}),
    };
  }
  if (screen.endsWith('/property.tsx') && id) {
    const unit = await queryClient.fetchQuery(propertyQueryOptions(id, language)).catch(() => null);
    if (!unit) return base;
    return {
      ...base,
      title: `${unit.name} · ${brand}`,
      description: clip(`${unitTypeText(unit, language)}, ${unit.size} m². ${base.description}`),
    };
  }
  return base;
}
