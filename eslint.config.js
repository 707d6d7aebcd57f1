// One lint setup for the whole repository: typescript-eslint's recommended rules, React hooks
// rules for the web app, and no warnings left unnoticed (warnings fail `npm run lint`).
import js from '@eslint/js';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's features, one folder each under apps/web/src/features (read afresh at each run).
// From this file's folder, not the working directory: ESLint is also run from a workspace
// (a Vitest run in apps/web loads this config through the ESLint API).
const WEB_SRC = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const FEATURES = fs.readdirSync(`${WEB_SRC}/features`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
// The office's sub-features, one folder each under features/admin (decision 044): the same
// boundary between them; admin/shared holds what several of them use.
const ADMIN_SUBFEATURES = fs
  .readdirSync(`${WEB_SRC}/features/admin`, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features side by side (docs/ARCHITECTURE.md): a feature imports lib/, components/, api/,
    // offline/ and the contracts, never another feature, so it can change or go alone; what two
    // features share moves down. Routes (app/) compose features. The shared layers below import
    // no feature at all. Inside features/admin, the office's sub-features keep the same boundary
    // (only admin/shared between them).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css', '.svg'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to components/, lib/, api/ or the contracts, and compose them in app/routes.',
            })),
            ...ADMIN_SUBFEATURES.map((sub) => ({
              target: `${WEB_SRC}/features/admin/${sub}`,
              from: `${WEB_SRC}/features/admin`,
              except: [`./${sub}`, './shared'],
              message: 'An office sub-feature does not import another: move what both need to features/admin/shared (or further down), and compose them in app/routes.',
            })),
            {
              target: `${WEB_SRC}/features/admin/shared`,
              from: `${WEB_SRC}/features/admin`,
              except: ['./shared'],
              message: 'The office\'s shared layer does not import an office sub-feature.',
            },
            {
              target: [`${WEB_SRC}/lib`, `${WEB_SRC}/components`, `${WEB_SRC}/api`, `${WEB_SRC}/offline`, `${WEB_SRC}/service-worker`],
              from: `${WEB_SRC}/features`,
              message: 'Shared code does not import a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to the API (STYLE.md habit 2): only the endpoint modules (api/<area>/, each a
    // fetcher checked by its contract schema, query options keyed by lib/query-keys, a hook),
    // lib and the offline outbox's sender may use the HTTP client. Screens call those hooks, and read failures through
    // lib/api-error. The server renderer's entry plugs its in-process transport into it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', 'apps/web/src/lib/**', 'apps/web/src/offline/send-or-keep.ts', 'apps/web/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', '**/lib/api-client.ts'],
              message: 'Call the API through an endpoint module (api/<area>/<endpoint>.ts); errors come from lib/api-error.',
            },
            {
              // Every dialog holds focus, closes on Escape and gives focus back the same way (decision 031).
              group: ['@base-ui/react/dialog', '@base-ui/react/alert-dialog'],
              message: 'Build a dialog with components/ui/modal-dialog.tsx (ModalDialog and its parts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value=/lib\\/api-client(\\.ts)?$/]",
          message: 'Call the API through an endpoint module (api/<area>/<endpoint>.ts).',
        },
      ],
    },
  },
  {
    // One current language (decision 028): lib/i18n's useLanguage() and currentLanguage() say
    // which language is in use; nothing else reads i18next's own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/i18n.ts', 'apps/web/src/lib/language.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'resolvedLanguage', message: 'Read the language with useLanguage() or currentLanguage() (lib/i18n).' },
        { object: 'i18n', property: 'language', message: 'Read the language with useLanguage() or currentLanguage() (lib/i18n).' },
      ],
    },
  },
  {
    // No hard-coded UI text in the web app's screens: every text comes from i18next
    // (STYLE.md habit 7). Checks text in JSX and the attributes people read or hear.
    files: ['apps/web/src/{app,components,features}/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'aria-valuetext', 'title', 'placeholder', 'label'] },
          // Field names given to react-hook-form are not texts.
          callees: { exclude: ['i18n(ext)?', 't', 'form\\.(register|getValues|setError)'] },
        },
      ],
    },
  },
);
