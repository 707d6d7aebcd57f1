// The <head> additions of a server-rendered page: title, description, canonical address, the
// Open Graph and Twitter card tags of a link preview, and the files of the screen's routes
// (styles, so the first paint is styled; module preloads, so hydration does not wait on a
// chain of imports). Files come from the client build's manifest.
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** What the web app's renderer says about the page (apps/web/src/app/page-meta.ts). */
export interface PageMeta {
  title: string;
  description: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
  url: string;
  type: string;
  locale: string;
  language: string;
  siteName: string;
}

const ENTRY = 'index.html';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Every file a set of source modules needs, minus what the entry (index.html) loads already. */
export function routeFiles(modules: string[], manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep, into, css);
  };
  // The entry's own graph is in the page already.
  visit(ENTRY, new Set(), new Set());
  for (const key of modules) visit(key, scripts, styles);
  return { scripts: [...scripts], styles: [...styles] };
}

export function pageHead({ meta, modules, manifest }: { meta: PageMeta; modules: string[]; manifest: Record<string, ManifestChunk> }): string {
  const e = escapeHtml;
  const { scripts, styles } = routeFiles(modules, manifest);
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:site_name" content="${e(meta.siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:locale" content="${e(meta.locale)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:image:width" content="${meta.imageWidth}" />`,
    `<meta property="og:image:height" content="${meta.imageHeight}" />`,
    `<meta property="og:image:alt" content="${e(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${e(file)}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${e(file)}" />`),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
