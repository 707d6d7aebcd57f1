/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Optional brand override at build time (see src/lib/brand.ts). */
  readonly VITE_BRAND_NAME?: string;
}

// altcha ships its regional catalogues without type declarations; they only register texts.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
