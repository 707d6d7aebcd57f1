// What the web app's server renderer says about a page for its <head> (title, description,
// canonical address, link-preview picture), which the API's page handler writes out
// (apps/web/src/app/page-meta.ts → apps/api/src/web/page-head.ts).
import type { Language } from './enums';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of a picture at least 1200 px wide. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
  /** Absolute canonical URL. */
  url: string;
  type: 'website' | 'product';
  /** og:locale, e.g. es_MX */
  locale: string;
  language: Language;
  siteName: string;
}
