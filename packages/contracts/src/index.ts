// The shared contract of the API and the web app: vocabularies, SPEC §9 constants, pure rules
// and one zod schema per feature. Import everything from '@vitrina/contracts'.
export * from './enums';
export * from './constants';
export * from './messages';
export * from './errors';
export * from './common';
export * from './fields';
export * from './phone';
export * from './rooms';
export * from './share';
export * from './auth';
export * from './register';
export * from './contact';
export * from './users';
export * from './profile';
export * from './properties';
export * from './items';
export * from './show-room';
export * from './locales/validation';
export * from './favourites';
export * from './settings';
export * from './page-meta';
export * from './paging';
export * from './catalogue-import';
export * from './unit-type';
