// The <head> of a server-rendered page: its title, description, canonical address and the
// Open Graph / Twitter card tags a chat app reads to preview a shared link. An item's preview
// is its name and picture; a unit's its name and type; a development's page its name, its
// copy's first paragraph and its cover photo (decision 030); every other page the brand's.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StaticHandlerContext } from 'react-router';
import type { DevelopmentDetail, Language, PageMeta, Picture, PublicPhoto } from '@vitrina/contracts';
import { PACKAGE_DISPLAY_NAMES, paragraphsOf, unitTypeText } from '@vitrina/contracts';
import { configQueryOptions } from '../api/config/get-config';
import { developmentQueryOptions } from '../api/developments/get-development';
import { developmentsQueryOptions, firstDevelopmentOf } from '../api/developments/get-developments';
import { itemQueryOptions } from '../api/items/get-item';
import { propertyQueryOptions } from '../api/properties/get-property';
import { BUILD_BRAND_NAME } from '../lib/brand';
import { developmentPath, developmentViewOf, topologyDevelopment, topologyPath, type DevelopmentView } from '../lib/routes';
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

/** A picture's widest stored width, as a preview picture with its height, if wide enough. */
function previewPicture(picture: Picture | null | undefined): { url: string; width: number; height: number } | null {
  const widest = picture ? widestPicture(picture.srcset) : null;
  if (!picture || !widest) return null;
  return { url: widest.url, width: widest.width, height: Math.round((widest.width * picture.height) / picture.width) };
}

const coverOf = (photos: readonly PublicPhoto[]): PublicPhoto | null => photos.find((p) => p.cover) ?? photos[0] ?? null;

/** Which development page: one of its views, or its unit types (/topology-{slug}). */
export type DevelopmentMetaPage = DevelopmentView | 'topology';

/**
 * A development page's preview (decision 030): "{page} · {development} · {brand}", its copy's
 * first paragraph (the project page's where the page has no copy of its own), the page's cover
 * photo (else the development's) when wide enough, and its canonical address — the seed path for
 * the first development, so a share of either address previews and counts as one page.
 */
export function developmentPageMeta<T extends Omit<PageMeta, 'url'> & { url: string }>({ base, page, development, pageTitle, pageText, brand, origin }: {
  base: T;
  page: DevelopmentMetaPage;
  development: DevelopmentDetail;
  /** The page's title in the preview's language (the interface's word). */
  pageTitle: string;
  /** A page without copy of its own (packages) may describe itself; else the project page's copy. */
  pageText?: string;
  brand: string;
  origin: string;
}): T {
  const content = page in development.pages ? development.pages[page as keyof DevelopmentDetail['pages']] : null;
  const firstParagraph = (text: string) => paragraphsOf(text)[0] ?? '';
  const description = (content ? firstParagraph(content.text) : '') || pageText || firstParagraph(development.pages.project.text) || base.description;
  const photo = content ? coverOf(content.photos) : null;
  const photoPicture = previewPicture(photo?.picture);
  const picture = photoPicture ?? previewPicture(development.cover);
  const path = page === 'topology' ? topologyPath(development.slug) : developmentPath(page, development);
  return {
    ...base,
    title: `${pageTitle} · ${development.name} · ${brand}`,
    description: clip(description),
    url: new URL(path, origin).href,
    ...(picture
      ? { image: new URL(picture.url, origin).href, imageWidth: picture.width, imageHeight: picture.height, imageAlt: (photoPicture && photo?.alt) || development.name }
      : {}),
  };
}

/** A development page's title in the preview's language: the interface's word, not the development's. */
function developmentPageTitle(i18n: I18n, language: Language, page: DevelopmentMetaPage, city: string): string {
  const d = i18n.getFixedT(language, 'development');
  switch (page) {
    case 'project':
      return d('info.projects.title');
    case 'location':
      return d('location.title');
    case 'architecture':
      return d('info.architecture.title');
    case 'detail':
      return d('info.project.title');
    case 'amenities':
      return d('info.amenities.title');
    case 'invest':
      return d('info.invest.title', { city });
    case 'topology':
      return i18n.getFixedT(language, 'catalogue')('units.topologyTitle');
    case 'availability':
      return d('availability.title');
    default:
      return PACKAGE_DISPLAY_NAMES[page];
  }
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
  const view = developmentViewOf(pathname);
  const topology = topologyDevelopment(pathname);
  if (view || topology) {
    const development = await developmentFor(queryClient, view?.slug ?? topology, language);
    if (!development) return base;
    await i18n.loadNamespaces(['development', 'catalogue']);
    const page: DevelopmentMetaPage = view ? view.view : 'topology';
    const isPackage = page === 'GOLD' || page === 'PREMIUM' || page === 'BLACK';
    const pageTitle = developmentPageTitle(i18n, language, page, development.city);
    const pageText = isPackage ? i18n.getFixedT(language, 'development')(`package.${page}`) : undefined;
    return developmentPageMeta({ base, page, development, pageTitle, pageText, brand, origin });
  }
  return base;
}

/** The development a path names (its slug), else the first one; null when there is none. */
async function developmentFor(queryClient: QueryClient, slug: string | null | undefined, language: Language): Promise<DevelopmentDetail | null> {
  const found = slug ?? firstDevelopmentOf(await queryClient.fetchQuery(developmentsQueryOptions(language)).catch(() => null))?.slug;
  if (!found) return null;
  return queryClient.fetchQuery(developmentQueryOptions(found, language)).catch(() => null);
}
