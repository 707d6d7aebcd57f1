import { describe, expect, it } from 'vitest';
import { escapeHtml, evaluationOrder, pageHead, routeFiles, type ManifestChunk, type PageMeta } from './page-head';

const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
  'src/app/routes/item.tsx': { file: 'assets/item-1.js', imports: ['_shared-1.js', '_react-1.js'], css: ['assets/item-1.css'] },
  'src/app/loaders/item.ts': { file: 'assets/item-loader-1.js', imports: ['_shared-1.js'] },
  'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
};

const meta: PageMeta = {
  title: 'Sofá "Brisa" <3 · Vitrina',
  description: 'Lino & roble',
  image: 'https://vitrina.example/api/images/abc?w=1280',
  imageWidth: 1280,
  imageHeight: 960,
  imageAlt: 'Sofá',
  url: 'https://vitrina.example/item/7',
  type: 'product',
  locale: 'es_MX',
  language: 'es',
  siteName: 'Vitrina',
};

describe('routeFiles', () => {
  it('lists the entry first, then each module once, and styles with a chunk’s imports before it', () => {
    const { scripts, styles } = routeFiles(['src/app/routes/item.tsx', 'src/app/loaders/item.ts', 'src/app/routes/missing.tsx'], manifest);
    expect(scripts).toEqual(['assets/index-1.js', 'assets/react-1.js', 'assets/item-1.js', 'assets/shared-1.js', 'assets/item-loader-1.js']);
    expect(styles).toEqual(['assets/index-1.css', 'assets/shared-1.css', 'assets/item-1.css']);
  });

  it("puts the entry's own imports right after it, in the order they are evaluated", () => {
    // index → [core, dom, helper]; dom → [core, scheduler]; the screen → [dom, ui].
    const graph: Record<string, ManifestChunk> = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js', '_dom.js', '_helper.js'] },
      '_core.js': { file: 'assets/core.js' },
      '_dom.js': { file: 'assets/dom.js', imports: ['_core.js', '_scheduler.js'] },
      '_scheduler.js': { file: 'assets/scheduler.js' },
      '_helper.js': { file: 'assets/helper.js' },
      '_ui.js': { file: 'assets/ui.js', imports: ['_core.js'] },
      'src/app/routes/item.tsx': { file: 'assets/item.js', imports: ['_dom.js', '_ui.js'] },
    };
    expect(evaluationOrder('index.html', graph)).toEqual(['assets/core.js', 'assets/scheduler.js', 'assets/dom.js', 'assets/helper.js']);
    const { scripts, stages } = routeFiles(['src/app/routes/item.tsx'], graph);
    expect(stages).toBe(4);
    expect(scripts).toEqual(['assets/index.js', 'assets/core.js', 'assets/scheduler.js', 'assets/dom.js', 'assets/helper.js', 'assets/item.js', 'assets/ui.js']);
    // A chunk that imports itself through a cycle is listed once, and never before its imports.
    const cyclic = { ...graph, '_core.js': { file: 'assets/core.js', imports: ['_dom.js'] } };
    expect(evaluationOrder('index.html', cyclic)).toEqual(['assets/scheduler.js', 'assets/dom.js', 'assets/core.js', 'assets/helper.js']);
  });
});

describe('pageHead', () => {
  const head = pageHead({ meta, modules: ['src/app/routes/item.tsx'], manifest, readStyle: (file) => `/*${file}*/.a{color:red}</style><script>` });

  it('escapes every text it writes into attributes and the title', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(head).toContain('<title data-server-title>Sofá &quot;Brisa&quot; &lt;3 · Vitrina</title>');
    expect(head).toContain('<meta property="og:description" content="Lino &amp; roble" />');
    expect(head).not.toContain('<3');
  });

  it('carries the preview tags', () => {
    for (const expected of [
      '<meta property="og:type" content="product" />',
      '<meta property="og:url" content="https://vitrina.example/item/7" />',
      '<link rel="canonical" href="https://vitrina.example/item/7" />',
      '<meta property="og:image" content="https://vitrina.example/api/images/abc?w=1280" />',
      '<meta property="og:image:width" content="1280" />',
      '<meta property="og:locale" content="es_MX" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(head).toContain(expected);
    }
  });

  it('inlines the styles in order, so no closing tag inside can end the block', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(style.indexOf('assets/index-1.css')).toBeLessThan(style.indexOf('assets/item-1.css'));
    expect(style).not.toMatch(/<\/style/i);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/item-1.css" disabled />');
  });

  it('loads scripts only through the boot module and its list', () => {
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    expect(head).not.toContain('modulepreload');
    const block = /<script type="application\/json" id="app-scripts" data-stages="(\d+)">([^<]*)<\/script>/.exec(head);
    const list = JSON.parse(block?.[2] ?? '[]') as string[];
    expect(list[0]).toBe('/assets/index-1.js');
    // One import of the entry's own, listed right after it.
    expect(block?.[1]).toBe('1');
    expect(list[1]).toBe('/assets/react-1.js');
    expect(list).toContain('/assets/item-1.js');
  });
});
