import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './route-table';
import { routesById } from './routes-by-id';

/** The ids the server sends: those of its static handler's matches (src/entry-server.tsx). */
async function serverMatchIds(path: string): Promise<string[]> {
  const handler = createStaticHandler(routes);
  const matches = handler.dataRoutes && matchRoutes(handler.dataRoutes, path);
  return (matches ?? []).map((match) => match.route.id);
}

describe('routesById', () => {
  it.each(['/', '/home', '/show-room', '/item/12', '/location', '/developments/playa/amenities', '/topology-playa-del-carmen', '/nope/nope'])(
    'finds the routes the server matched for %s, in order',
    async (path) => {
      const ids = await serverMatchIds(path);
      expect(ids.length).toBeGreaterThan(1);
      const expected = (matchRoutes(routes, path) ?? []).map((match) => match.route);
      const found = routesById(routes, ids);
      expect(found).toHaveLength(expected.length);
      // The very route objects (their lazy parts are loaded into them before hydrating).
      found!.forEach((route, index) => expect(route).toBe(expected[index]));
    },
  );

  it('gives up on an id the table does not have', () => {
    expect(routesById(routes, ['root', '0-99'])).toBeNull();
  });
});
