// Typed translation keys: the Spanish catalogues (the reference language) define the shape,
// so `t('landing:tagline')` is checked by tsc and a typo fails the build.
import type addAccess from '../locales/es/addAccess.json';
import type brochure from '../locales/es/brochure.json';
import type catalogue from '../locales/es/catalogue.json';
import type collections from '../locales/es/collections.json';
import type admin from '../locales/es/admin.json';
import type common from '../locales/es/common.json';
import type development from '../locales/es/development.json';
import type developmentsAdmin from '../locales/es/developmentsAdmin.json';
import type edit from '../locales/es/edit.json';
import type home from '../locales/es/home.json';
import type landing from '../locales/es/landing.json';
import type notifications from '../locales/es/notifications.json';
import type news from '../locales/es/news.json';
import type ownerFile from '../locales/es/ownerFile.json';
import type ownerFileOffice from '../locales/es/ownerFileOffice.json';
import type profile from '../locales/es/profile.json';
import type push from '../locales/es/push.json';
import type register from '../locales/es/register.json';
import type selectAccount from '../locales/es/selectAccount.json';
import type shell from '../locales/es/shell.json';
import type signin from '../locales/es/signin.json';
import type units from '../locales/es/units.json';
import type { ValidationCatalogue } from '../locales/validation-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      addAccess: typeof addAccess;
      brochure: typeof brochure;
      catalogue: typeof catalogue;
      collections: typeof collections;
      admin: typeof admin;
      common: typeof common;
      development: typeof development;
      developmentsAdmin: typeof developmentsAdmin;
      edit: typeof edit;
      home: typeof home;
      landing: typeof landing;
      notifications: typeof notifications;
      news: typeof news;
      ownerFile: typeof ownerFile;
      ownerFileOffice: typeof ownerFileOffice;
      profile: typeof profile;
      push: typeof push;
      register: typeof register;
      selectAccount: typeof selectAccount;
      shell: typeof shell;
      signin: typeof signin;
      units: typeof units;
      validation: ValidationCatalogue;
    };
  }
}
