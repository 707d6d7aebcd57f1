// The schema /config is checked with, in its own module so get-config.ts can load it with the
// first answer instead of with the page: the landing reads /config, and its first load stays
// free of zod (the 150 KB budget; every other screen loads zod with its own data anyway).
export { publicConfigSchema } from '@vitrina/contracts';
