// A page address or query holding NUL or bytes that are not UTF-8 names no page (issue 34): a
// 404 with the shell, never a render, never kept — as the API answers such input with a 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { fakeWebBuild, renderCount } from './fake-web-build';

describe(`public pages: unreadable addresses (${testDbKind})`, () => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;

  beforeAll(async () => {
    build = fakeWebBuild();
    t = await buildTestApp({ demo: true, webDist: build.dist });
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/property/%00', '/item/1%00', '/home?x=%00', '/home?%00=1', '/location?x=%FF', '/show-room?property=%C3%28', '/developments/%00/location'])(
    '%s is a 404 with the shell, not rendered',
    async (url) => {
      const before = renderCount();
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(renderCount()).toBe(before);
    },
  );

  it('a readable address is still a page (200, rendered)', async () => {
    const before = renderCount();
    const answer = await get('/home?x=%C3%A9');
    expect(answer.statusCode).toBe(200);
    expect(renderCount()).toBe(before + 1);
  });
});
