// The <head> additions of a server-rendered page: title, description, canonical address, the
// Open Graph and Twitter card tags of a link preview, and the files of the screen's routes
// (styles inlined, so the first paint is styled; the list of scripts the boot module loads
// side by side). Files come from the client build's manifest.
import type { PageMeta } from '@vitrina/contracts';

export type { PageMeta };

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}


const ENTRY = 'index.html';
const BOOT = 'src/boot.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The files a page needs: the app's entry script, then every script it and the page's routes
 * import, and every style sheet, the entry's first, in the order the browser would apply them.
 * The scripts after the entry begin with its own imports in evaluation order (`stages` of them).
 */
export function routeFiles(modules: string[], manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[]; stages: number } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    // A chunk's imports are evaluated (and their styles applied) before it.
    for (const dep of chunk.imports ?? []) visit(dep, into);
    for (const file of chunk.css ?? []) styles.add(file);
  };
  visit(ENTRY, scripts);
  for (const key of modules) visit(key, scripts);
  const stages = evaluationOrder(ENTRY, manifest);
  // The entry, then its imports in the order they are evaluated, then the screen's files.
  const ordered = new Set([manifest[ENTRY]?.file, ...stages].filter((file): file is string => Boolean(file)));
  for (const file of scripts) ordered.add(file);
  return { scripts: [...ordered], styles: [...styles], stages: stages.length };
}

/**
 * The files a chunk imports, each after its own imports: the order the browser evaluates them
 * in before the chunk itself. src/boot.ts imports the entry's one at a time, each in a task of
 * its own, instead of all in the entry's one long task (issue 23).
 */
export function evaluationOrder(key: string, manifest: Record<string, ManifestChunk>): string[] {
  const order: string[] = [];
  const seen = new Set<string>([key]);
  const visit = (dep: string) => {
    const chunk = manifest[dep];
    if (!chunk || seen.has(dep)) return;
    seen.add(dep);
    for (const next of chunk.imports ?? []) visit(next);
    order.push(chunk.file);
  };
  for (const dep of manifest[key]?.imports ?? []) visit(dep);
  return order;
}

/**
 * The head's additions. Styles are inlined (`readStyle` gives a file's text): the first paint
 * then waits for no other request. Each inlined file also gets a disabled <link>, which the
 * browser does not fetch but Vite's loader sees, so it does not load that file again when the
 * screen's code arrives. Scripts are not in the head: src/boot.ts loads them after the page
 * has loaded, from the list in #app-scripts (its first `data-stages` files after the entry are
 * the entry's imports, in the order boot.ts evaluates them).
 */
export function pageHead({ meta, modules, manifest, readStyle }: {
  meta: PageMeta;
  modules: string[];
  manifest: Record<string, ManifestChunk>;
  readStyle: (file: string) => string;
}): string {
  const e = escapeHtml;
  const { scripts, styles, stages } = routeFiles(modules, manifest);
  // Style sheets are our own build's files; only a closing tag could end the block early.
  const css = styles.map((file) => readStyle(file).replace(/<\/style/gi, '<\\/style')).join('\n');
  const tags = [
    // Marked: the app replaces it once the person moves on (apps/web/src/app/use-server-title.ts).
    `<title data-server-title>${e(meta.title)}</title>`,
    // No paint until the screen's HTML is all parsed (the data block follows it): a page
    // painted half-parsed grows as the rest arrives, a layout shift.
    `<link rel="expect" href="#ssr-data" blocking="render" />`,
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
    `<style>${css}</style>`,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${e(file)}" disabled />`),
    `<script type="module" crossorigin src="/${e(manifest[BOOT]?.file ?? '')}"></script>`,
    // JSON in a data block: '<' escaped so no tag can end it early.
    `<script type="application/json" id="app-scripts" data-stages="${stages}">${JSON.stringify(scripts.map((file) => `/${file}`)).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
