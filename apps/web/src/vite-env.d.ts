/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional brand override at build time (see src/lib/brand.ts). */
  readonly VITE_BRAND_NAME?: string;
}
