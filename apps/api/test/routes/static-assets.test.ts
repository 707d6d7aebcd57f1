// The web app's hashed files answered from memory (decision 062): the copy chosen by
// Accept-Encoding, 304s, 404s, HEAD, and what still goes to disk (ranges, source maps).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../helper';

describe(`the web app's hashed files, from memory (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  const large = `console.log(${JSON.stringify('Vitrina '.repeat(400))});`;
  const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3, 255]);
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    const assets = path.join(dist, 'assets');
    fs.mkdirSync(assets);
    fs.writeFileSync(path.join(assets, 'large-abc123.js'), large);
    fs.writeFileSync(path.join(assets, 'large-abc123.js.br'), zlib.brotliCompressSync(`${large}// br`));
    fs.writeFileSync(path.join(assets, 'large-abc123.js.gz'), zlib.gzipSync(`${large}// gz`));
    fs.writeFileSync(path.join(assets, 'large-abc123.js.map'), '{"version":3,"sources":["large.ts"]}');
    fs.writeFileSync(path.join(assets, 'style-abc123.css'), 'body{color:red}');
    fs.writeFileSync(path.join(assets, 'font-abc123.woff2'), font);
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', '// br'],
    ['br;q=0.5, gzip', 'gzip', '// gz'],
    ['gzip', 'gzip', '// gz'],
    ['*', 'gzip', '// gz'],
    ['identity', undefined, ''],
  ])('answers Accept-Encoding "%s" with the %s copy', async (accepted, encoding, mark) => {
    const res = await get('/assets/large-abc123.js', { 'accept-encoding': accepted });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
    expect(body.toString()).toBe(large + mark);
  });

  it('compresses the plain file for a client that takes only deflate (no copy of it), as before', async () => {
    const res = await get('/assets/large-abc123.js', { 'accept-encoding': 'deflate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(res.rawPayload).toString()).toBe(large);
  });

  it('answers 304 to If-None-Match with the copy\'s ETag, and the body to another tag', async () => {
    const first = await get('/assets/large-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get('/assets/large-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The plain file is another representation: its tag is not the copy's.
    const plain = await get('/assets/large-abc123.js', { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(large);
    // The browser's reload asks past its cache.
    const reload = await get('/assets/large-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since its Last-Modified, 200 to an older date', async () => {
    const first = await get('/assets/style-abc123.css');
    const modified = String(first.headers['last-modified']);
    expect((await get('/assets/style-abc123.css', { 'if-modified-since': modified })).statusCode).toBe(304);
    const older = new Date(Date.parse(modified) - 60_000).toUTCString();
    const res = await get('/assets/style-abc123.css', { 'if-modified-since': older });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('body{color:red}');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers an unknown file with the JSON 404, never the shell', async () => {
    const res = await get('/assets/missing-abc123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/assets/font-abc123.woff2', {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['content-length']).toBe(String(font.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends binary files byte for byte, whatever the query string', async () => {
    const res = await get('/assets/font-abc123.woff2?v=2', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(font)).toBe(true);
  });

  it('leaves ranges and source maps to the disk, with the same ETag as from memory', async () => {
    const whole = await get('/assets/large-abc123.js', { 'accept-encoding': 'identity' });
    const part = await get('/assets/large-abc123.js', { 'accept-encoding': 'identity', range: 'bytes=0-10' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(large.slice(0, 11));
    expect(part.headers.etag).toBe(whole.headers.etag);
    expect(part.headers['last-modified']).toBe(whole.headers['last-modified']);
    const map = await get('/assets/large-abc123.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ version: 3, sources: ['large.ts'] });
  });

  it('answers what it read once, not what is on disk now', async () => {
    const file = path.join(dist, 'assets', 'style-abc123.css');
    await get('/assets/style-abc123.css');
    fs.writeFileSync(file, 'body{color:blue}');
    try {
      expect((await get('/assets/style-abc123.css')).body).toBe('body{color:red}');
    } finally {
      fs.writeFileSync(file, 'body{color:red}');
    }
  });
});
