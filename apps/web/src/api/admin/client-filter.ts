// The clients page's two lists (purchased units with their owner, available ones): their names,
// read by the endpoint module (get-client-units.ts) and by the query keys (lib/query-keys.ts),
// so neither imports the other for them.
export const CLIENT_FILTERS = ['purchased', 'available'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];
