/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Optional brand override at build time (see src/lib/brand.ts). */
  readonly VITE_BRAND_NAME?: string;
  /** A hash of the API's answer shapes (vite.config.ts): kept data of other shapes is dropped. */
  readonly VITE_DATA_VERSION?: string;
}

// altcha ships its regional catalogues without type declarations; they only register texts.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
