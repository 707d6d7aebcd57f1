import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../helper';

describe(`web app fallback and API 404s (${testDbKind})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A stand-in build of the web app: the fallback logic is what is tested here.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build's precompression step writes beside a large file (apps/web/scripts/precompress.mjs).
    const large = `console.log(${JSON.stringify('Vitrina '.repeat(400))});`;
    fs.writeFileSync(path.join(dist, 'assets', 'large-abc123.js'), large);
    // The copies carry a mark the plain file lacks, so a test tells them from compression on the fly.
    fs.writeFileSync(path.join(dist, 'assets', 'large-abc123.js.br'), zlib.brotliCompressSync(`${large}// the build's copy`));
    fs.writeFileSync(path.join(dist, 'assets', 'large-abc123.js.gz'), zlib.gzipSync(`${large}// the build's copy`));
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/item/12', '/topology-playa-del-carmen', '/clients/1?x=1'])('serves the app shell for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br', 'gzip, deflate, br', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
  ] as const)('sends the build\'s %s copy of a file as it is', async (encoding, accepted, decompress) => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/large-abc123.js', headers: { 'accept-encoding': accepted } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    const stored = fs.readFileSync(path.join(dist, 'assets', `large-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(decompress(res.rawPayload).toString()).toMatch(/Vitrina Vitrina.*\/\/ the build's copy$/s);
  });

  it('sends a file plain to a client that takes no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/large-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('Vitrina Vitrina');
    expect(res.body).not.toContain("the build's copy");
  });

  it('never answers the shell for a missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it.each(['/api', '/api/nope', '/api/items/whatever/else'])('answers a JSON 404 for the unknown API path %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Esta ruta de la API no existe.' });
  });

  it('translates the 404 by Accept-Language', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'accept-language': 'fr-CA,en;q=0.5' } });
    expect(en.json().message).toBe('Cette route de l’API n’existe pas.');
    const de = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'de, en;q=0.8' } });
    expect(de.json().message).toBe('This API route does not exist.');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});
