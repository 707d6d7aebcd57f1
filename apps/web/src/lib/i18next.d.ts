// Typed translation keys: the Spanish catalogues (the reference language) define the shape,
// so `t('landing:tagline')` is checked by tsc and a typo fails the build.
import type addAccess from '../locales/es/addAccess.json';
import type common from '../locales/es/common.json';
import type landing from '../locales/es/landing.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      addAccess: typeof addAccess;
      common: typeof common;
      landing: typeof landing;
    };
  }
}
