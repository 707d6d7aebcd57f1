// Developments as data (issue 21): a development, its pages' copy and photos, its unit types and
// its package terms, as an Admin writes them and as the public site reads them. Texts a person
// reads are in es, en and fr; the public reads answer them in the request's language, the
// Admin's reads in all three (the edit form shows every language side by side).
//
// The schemas are in three parts, re-exported here so importers name one module:
// development-inputs.ts (the shared pieces of a write), development-writes.ts (the Admin's
// writes) and development-answers.ts (the answers). Their limits are in development-limits.ts.
export * from './development-inputs';
export * from './development-writes';
export * from './development-answers';
