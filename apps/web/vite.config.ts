import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CORE_MODULES, chunkGroupsKept, publicSharedGroup } from './build/chunk-groups';

// Same values as --color-black / --sand-50 in src/styles/tokens.css.
const THEME_COLOUR = '#141414';
const BACKGROUND_COLOUR = '#fbf8f2';

/**
 * The name on the installed app (DESIGN.md: BRAND_NAME). Read at build time: the manifest is
 * a static file precached with the shell, so a brand change needs a rebuild (noted in
 * docs/decisions/011-web-shell.md).
 */
const BRAND_NAME = process.env.BRAND_NAME || process.env.VITE_BRAND_NAME || 'Vitrina';
process.env.VITE_BRAND_NAME = BRAND_NAME;

/**
 * The shapes of the API's answers, as a hash of the contracts' source: data kept on a device
 * by an earlier build is discarded when they changed (src/offline/keep-queries.ts).
 */
function dataShapesVersion(): string {
  const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contracts/src');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}
process.env.VITE_DATA_VERSION = dataShapesVersion();

/**
 * Preloads the two Latin font files every screen uses, so text is drawn in its final face
 * on first paint (the names are hashed, so this runs after bundling).
 */
function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'vitrina:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => patterns.some((pattern) => pattern.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React Router 7 publishes its production build beside the development one but exports only
 * the latter: the browser's build takes the production files (no development warnings, ~4 KB
 * gzip less on every first load, issue 23). Both entries, so one copy of the router's contexts.
 * The dev server and the server renderer keep the default.
 */
const reactRouterProduction = (): Alias[] => {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
};

const publicShared = publicSharedGroup();

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction() : [] },
  plugins: [
    react(),
    // The server renderer's build (src/entry-server.tsx) has no page of its own and no worker.
    ...(isSsrBuild ? [] : [preloadFonts([/inter-latin-wght-normal-[\w-]+\.woff2$/, /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/])]),
    ...(isSsrBuild
      ? []
      : [
          publicShared.plugin,
          chunkGroupsKept({
            core: ['src/lib/i18n.ts', 'src/lib/api-client.ts', 'packages/contracts/src/enums.ts'],
            offline: ['src/offline/start-offline.ts', 'src/offline/keep-queries.ts', 'src/offline/outbox.ts', 'src/offline/download-records.ts', 'src/offline/send-kept-writes.ts'],
          }),
        ]),
    VitePWA({
      // The server renderer's build keeps the virtual modules but writes no worker or manifest.
      disable: !!isSsrBuild,
      // Our own worker (src/service-worker/sw.ts): it keeps pictures, the brochure and the
      // writes made offline (issue 12), which the generated one cannot.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // A new version waits until the person accepts the update prompt
      // (src/features/install/pwa-update.ts registers the worker from the app's own code).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: BRAND_NAME,
        short_name: BRAND_NAME,
        description:
          'Residencias amuebladas frente al mar Caribe en Playa del Carmen, con paquetes de mobiliario GOLD, PREMIUM y BLACK.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        categories: ['lifestyle', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Only the Latin font subsets are ever used (es, en, fr).
        globIgnores: ['**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2', '**/*.woff'],
      },
      // Service worker off in development (STYLE.md habit 8).
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      // The API in dev mode (npm run dev starts it on 3001).
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
  // The shared contracts are TypeScript source: bundle them into the server renderer too.
  ssr: { noExternal: ['@vitrina/contracts'] },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/first-load-size.mjs reads the chunk graph from it, and
    // the server renderer finds each screen's files (script, styles) in it.
    manifest: !isSsrBuild,
    // Keep SVG art as files (cacheable, precached) rather than inlined into JS.
    assetsInlineLimit: 2048,
    ...(isSsrBuild
      ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : // src/boot.ts: the first script of a server-rendered page (apps/api/src/web/render-page.ts).
        {
          rolldownOptions: {
            input: { index: 'index.html', boot: 'src/boot.ts' },
            output: {
              codeSplitting: {
                // Only the modules named below go in the group, not everything they import.
                includeDependenciesRecursively: false,
                // Fewer, fuller files (issue 23, decision 041). Each file a page loads costs the
                // main thread a few milliseconds on a slow phone, and the entry's modules are
                // evaluated one file per task (src/boot.ts): so React DOM is a file of its own,
                // and what every page loads anyway (React, i18next, TanStack Query, the API
                // client) is one file instead of nine small ones.
                groups: [
                  {
                    name: 'react-dom',
                    test: /node_modules\/(react-dom|scheduler)\//,
                  },
                  {
                    name: 'core',
                    test: CORE_MODULES,
                  },
                  // Every icon in one file (8 KB gzip): a framed page loaded 6–9 of them, each a
                  // file of 250 bytes. The landing uses none.
                  {
                    name: 'icons',
                    test: /node_modules\/lucide-react\//,
                  },
                  // What the app runs for offline use after a page has loaded (issue 12): one
                  // file, not eight small ones each with its own request.
                  {
                    name: 'offline',
                    test: /src\/offline\/(start-offline|keep-queries|send-kept-writes|outbox|download-records)\.ts|node_modules\/(idb-keyval|@tanstack\/query-persist-client-core|@tanstack\/query-async-storage-persister)\//,
                  },
                  // The small app modules two or more public screens share, which the landing
                  // does not load: one file instead of twenty (a framed public page loaded 29–38
                  // files, most under 1 KB, each a request, a preload link and a module record).
                  { name: publicShared.name, test: /\/apps\/web\/src\/|\/packages\/contracts\/src\// },
                ],
              },
            },
          },
        }),
  },
}));
