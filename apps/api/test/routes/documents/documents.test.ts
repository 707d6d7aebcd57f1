// A unit's documents (issue 34, decision 046), on PGlite and PostgreSQL through real multipart
// requests: the office uploads, versions, changes; the Admin deletes; the unit's buyer lists and
// downloads the shared ones and nothing else; bad files are refused with nothing stored; every
// write is in the unit's history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { callerFor, createPerson, type Caller } from '../units/fixtures';
import { EXECUTABLE, HTML_WITH_PDF, PDF_ZIP_POLYGLOT, multipart, pdf, pdfOfSize, picture, sha256, storedCounts, upload } from './fixtures';

const MB = 1024 * 1024;

describe(`a unit's documents (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let vitrina: Caller;
  let selecta: Caller;
  let buyer: Caller;
  let otherBuyer: Caller;
  let guest: Caller;
  let unitA: number;
  let unitB: number;

  const inject = (caller: Caller | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: { payload: Buffer | object; headers?: Record<string, string> }, lang = 'en') =>
    t.app.inject({ method, url, headers: { 'accept-language': lang, ...(caller?.headers ?? {}), ...(body?.headers ?? {}) }, ...(body ? { payload: body.payload } : {}) });
  const json = (payload: object) => ({ payload, headers: { 'content-type': 'application/json' } });

  async function create(unit: number, file: Buffer, fields?: Record<string, string>, by: Caller = admin) {
    const res = await inject(by, 'POST', `/api/units/${unit}/documents`, upload(file, fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().document as { id: number; version: number; shared: boolean; title: string };
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    admin = await callerFor(db, 'admin@vitrina.demo');
    buyer = await callerFor(db, 'owner1@vitrina.demo');
    otherBuyer = await callerFor(db, 'owner2@vitrina.demo');
    guest = await callerFor(db, 'guest@vitrina.demo');
    vitrina = await createPerson(db, 'Vitrina');
    selecta = await createPerson(db, 'Selecta');
    const unitOf = async (userId: number) => (await db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId)).limit(1))[0]!.id;
    unitA = await unitOf(buyer.id);
    unitB = await unitOf(otherBuyer.id);
  });
  afterAll(() => t.close());

  it('lets every office role upload a PDF, a JPEG, a PNG and a WebP, judged by content', async () => {
    const files: [Caller, Buffer, string][] = [
      [admin, pdf('reserva'), 'application/pdf'],
      [vitrina, await picture('jpeg'), 'image/jpeg'],
      [selecta, await picture('png'), 'image/png'],
      [admin, await picture('webp'), 'image/webp'],
    ];
    for (const [by, file, type] of files) {
      // The name and the sent Content-Type say nothing true: only the bytes decide.
      const res = await inject(by, 'POST', `/api/units/${unitB}/documents`, upload(file, { title: `Archivo ${type}`, kind: 'other' }, 'whatever.bin', 'text/plain'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: `Document “Archivo ${type}” added.`,
        document: { unit_id: unitB, title: `Archivo ${type}`, kind: 'other', shared: false, version: 1, content_type: type, size: file.length, versions: [{ version: 1, content_type: type, size: file.length, sha256: sha256(file) }] },
      });
    }
  });

  it('shows the office every document with its versions, the buyer only the shared ones of their own unit, without versions', async () => {
    const shared = await create(unitA, pdf('shared'), { title: 'Contrato', kind: 'contract', shared: 'true' });
    const hidden = await create(unitA, pdf('hidden'), { title: 'Nota interna', kind: 'other', shared: 'false' });
    for (const office of [admin, vitrina, selecta]) {
      const res = await inject(office, 'GET', `/api/units/${unitA}/documents`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number; versions?: unknown[] }[];
      expect(list.map((d) => d.id)).toEqual(expect.arrayContaining([shared.id, hidden.id]));
      expect(list.every((d) => Array.isArray(d.versions) && d.versions.length >= 1)).toBe(true);
    }
    const mine = await inject(buyer, 'GET', `/api/units/${unitA}/documents`);
    expect(mine.statusCode).toBe(200);
    const list = mine.json() as Record<string, unknown>[];
    expect(list.map((d) => d.id)).toContain(shared.id);
    expect(list.map((d) => d.id)).not.toContain(hidden.id);
    expect(list.every((d) => d.shared === true && !('versions' in d))).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 to anyone else, as for a unit that does not exist, and 401 signed out', async () => {
    const doc = await create(unitA, pdf('private'), { title: 'Para el comprador', kind: 'receipt', shared: 'true' });
    const missing = await inject(admin, 'GET', '/api/units/999999/documents');
    expect(missing.statusCode).toBe(404);
    for (const stranger of [otherBuyer, guest]) {
      const list = await inject(stranger, 'GET', `/api/units/${unitA}/documents`);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual(missing.json());
      const file = await inject(stranger, 'GET', `/api/documents/${doc.id}/file`);
      expect(file.statusCode).toBe(404);
      expect(file.json().message).toBe('That document was not found.');
    }
    expect((await inject(null, 'GET', `/api/units/${unitA}/documents`)).statusCode).toBe(401);
    const signedOut = await inject(null, 'GET', `/api/documents/${doc.id}/file`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    expect(signedOut.body).not.toContain('%PDF');
  });

  it('is a buyer only while the unit is reserved or sold', async () => {
    const doc = await create(unitA, pdf('status'), { title: 'Recibo', kind: 'receipt', shared: 'true' });
    const db = t.database.db;
    const [before] = await db.select({ status: properties.status }).from(properties).where(eq(properties.id, unitA));
    await db.update(properties).set({ status: 'reserved' }).where(eq(properties.id, unitA));
    expect((await inject(buyer, 'GET', `/api/documents/${doc.id}/file`)).statusCode).toBe(200);
    // A unit whose user stays recorded but is no longer reserved or sold has no buyer.
    await db.update(properties).set({ status: 'available' }).where(eq(properties.id, unitA));
    try {
      expect((await inject(buyer, 'GET', `/api/units/${unitA}/documents`)).statusCode).toBe(404);
      expect((await inject(buyer, 'GET', `/api/documents/${doc.id}/file`)).statusCode).toBe(404);
    } finally {
      await db.update(properties).set({ status: before!.status }).where(eq(properties.id, unitA));
    }
  });

  it("refuses the buyer's and other people's writes with 403, before reading the body", async () => {
    const doc = await create(unitA, pdf('writes'), { title: 'Plano', kind: 'floor_plan', shared: 'true' });
    const before = await storedCounts(t.database.db);
    for (const caller of [buyer, otherBuyer, guest]) {
      expect((await inject(caller, 'POST', `/api/units/${unitA}/documents`, upload(pdf()))).statusCode).toBe(403);
      expect((await inject(caller, 'POST', `/api/documents/${doc.id}/versions`, upload(pdf(), {}))).statusCode).toBe(403);
      expect((await inject(caller, 'PUT', `/api/documents/${doc.id}`, json({ shared: false }))).statusCode).toBe(403);
      expect((await inject(caller, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(403);
    }
    // The sales team may not delete either: only the Admin.
    for (const team of [vitrina, selecta]) expect((await inject(team, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(403);
    expect(await storedCounts(t.database.db)).toEqual(before);
  });

  it('keeps every version: the office lists and downloads each, the buyer gets the newest only', async () => {
    const first = pdf('version one');
    const second = await picture('png');
    const doc = await create(unitA, first, { title: 'Contrato firmado', kind: 'contract', shared: 'true' });
    const res = await inject(vitrina, 'POST', `/api/documents/${doc.id}/versions`, upload(second, {}, 'scan.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'New version (2) of “Contrato firmado” saved.',
      document: { id: doc.id, version: 2, content_type: 'image/png', size: second.length },
    });
    expect(res.json().document.versions.map((v: { version: number; sha256: string }) => [v.version, v.sha256])).toEqual([
      [2, sha256(second)],
      [1, sha256(first)],
    ]);

    const newest = await inject(buyer, 'GET', `/api/documents/${doc.id}/file`);
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['content-type']).toBe('image/png');
    expect(sha256(newest.rawPayload)).toBe(sha256(second));
    const old = await inject(selecta, 'GET', `/api/documents/${doc.id}/file?version=1`);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect(old.rawPayload.equals(first)).toBe(true);
    // The buyer never gets an earlier version, nor learns that one exists.
    expect((await inject(buyer, 'GET', `/api/documents/${doc.id}/file?version=1`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', `/api/documents/${doc.id}/file?version=3`)).statusCode).toBe(404);
    expect((await inject(admin, 'GET', `/api/documents/${doc.id}/file?version=abc`)).statusCode).toBe(422);
    const buyerList = (await inject(buyer, 'GET', `/api/units/${unitA}/documents`)).json() as { id: number; version: number; content_type: string }[];
    expect(buyerList.find((d) => d.id === doc.id)).toMatchObject({ version: 2, content_type: 'image/png' });
  });

  it('serves a file as a private attachment with a safe name and its own type, never sniffed', async () => {
    const file = pdf('download');
    const doc = await create(unitA, file, { title: 'Reserva "A-101"\r\nX-Injected: 1 / Ñandú', kind: 'reservation_agreement', shared: 'true' });
    const res = await inject(buyer, 'GET', `/api/documents/${doc.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-injected']).toBeUndefined();
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~-]+\.pdf$/);
    expect(disposition).toContain('filename="Reserva A-101 X-Injected 1 Nandu.pdf"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Reserva A-101 X-Injected 1 Ñandú.pdf');
  });

  it('refuses a file that is not what it says, an empty one and one over 20 MB, storing nothing', async () => {
    const before = await storedCounts(t.database.db);
    const cases: [string, ReturnType<typeof upload>, number, string][] = [
      ['an executable named .pdf', upload(EXECUTABLE, undefined, 'contrato.pdf', 'application/pdf'), 415, 'The document must be a PDF or a whole JPEG, PNG or WebP picture.'],
      ['a PDF with a ZIP after its end', upload(PDF_ZIP_POLYGLOT), 415, 'The document must be a PDF or a whole JPEG, PNG or WebP picture.'],
      ['an HTML page with a PDF inside', upload(HTML_WITH_PDF), 415, 'The document must be a PDF or a whole JPEG, PNG or WebP picture.'],
      ['a PNG with a script after its end', upload(Buffer.concat([await picture('png'), Buffer.from('<script>alert(1)</script>')]), undefined, 'a.png', 'image/png'), 415, 'The document must be a PDF or a whole JPEG, PNG or WebP picture.'],
      ['a JPEG cut short', upload((await picture('jpeg')).subarray(0, 200), undefined, 'a.jpg', 'image/jpeg'), 415, 'The document must be a PDF or a whole JPEG, PNG or WebP picture.'],
      ['an empty file', upload(Buffer.alloc(0)), 422, 'The file is empty. Attach the whole document.'],
      ['one byte over 20 MB', upload(pdfOfSize(20 * MB + 1)), 413, 'The file is larger than 20 MB. Please upload a smaller one.'],
      ['no file', multipart([{ name: 'title', value: 'Sin archivo' }, { name: 'kind', value: 'other' }]), 422, 'Attach the document’s file (field “file”).'],
    ];
    for (const [what, body, status, message] of cases) {
      const res = await inject(admin, 'POST', `/api/units/${unitA}/documents`, body);
      expect([what, res.statusCode, res.json().message]).toEqual([what, status, message]);
    }
    const doc = (await inject(admin, 'GET', `/api/units/${unitA}/documents`)).json()[0] as { id: number };
    const version = await inject(admin, 'POST', `/api/documents/${doc.id}/versions`, upload(EXECUTABLE, {}, 'v2.pdf'));
    expect(version.statusCode).toBe(415);
    const tooLarge = await inject(admin, 'POST', `/api/documents/${doc.id}/versions`, upload(pdfOfSize(20 * MB + 1), {}));
    expect(tooLarge.statusCode).toBe(413);
    expect((await inject(admin, 'POST', `/api/units/${unitA}/documents`, json({ title: 'x', kind: 'other' }))).statusCode).toBe(415);
    expect(await storedCounts(t.database.db)).toEqual(before);
  });

  it('answers a malformed multipart body with a 4xx, never a 500, storing nothing', async () => {
    const before = await storedCounts(t.database.db);
    const twoFiles = multipart([
      { name: 'title', value: 'Dos archivos' },
      { name: 'kind', value: 'other' },
      { name: 'file', value: pdf('one'), filename: 'a.pdf' },
      { name: 'file', value: pdf('two'), filename: 'b.pdf' },
    ]);
    const two = await inject(admin, 'POST', `/api/units/${unitA}/documents`, twoFiles);
    expect([two.statusCode, two.json().code]).toEqual([413, 'payload_too_large']);
    // The body ends in the middle of the file: no closing boundary.
    const whole = upload(pdf('cut'));
    const cut = await inject(admin, 'POST', `/api/units/${unitA}/documents`, { payload: whole.payload.subarray(0, whole.payload.length - 40), headers: whole.headers });
    expect([cut.statusCode, cut.json().code]).toEqual([400, 'bad_request']);
    expect(cut.json().message).toBe('The form sent could not be read (incomplete or malformed multipart). Please send it again.');
    const noBoundary = await inject(admin, 'POST', `/api/units/${unitA}/documents`, { payload: Buffer.from('garbage'), headers: { 'content-type': 'multipart/form-data' } });
    expect([noBoundary.statusCode, noBoundary.json().code]).toEqual([400, 'bad_request']);
    expect(await storedCounts(t.database.db)).toEqual(before);
  });

  it('answers in the request language', async () => {
    const es = await inject(admin, 'POST', `/api/units/${unitA}/documents`, upload(EXECUTABLE), 'es');
    const fr = await inject(admin, 'POST', `/api/units/${unitA}/documents`, upload(Buffer.alloc(0)), 'fr');
    expect(es.json()).toMatchObject({ code: 'unsupported_media_type', message: 'El documento debe ser un PDF o una imagen JPEG, PNG o WebP completa.' });
    expect(fr.json()).toMatchObject({ code: 'validation_failed', message: 'Le fichier est vide. Joignez le document complet.' });
  });

  it('refuses bad fields with 422 naming each field, storing nothing', async () => {
    const before = await storedCounts(t.database.db);
    const bad = await inject(admin, 'POST', `/api/units/${unitA}/documents`, upload(pdf(), { title: '   ', kind: 'passport', shared: 'maybe' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: ['Enter the document’s title.'],
      kind: ['Choose the kind of document from the list.'],
      shared: ['Say whether the buyer sees the document (yes or no).'],
    });
    const nul = await inject(admin, 'POST', `/api/units/${unitA}/documents`, upload(pdf(), { title: 'a\u0000b', kind: 'other' }));
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['title']);
    const long = await inject(admin, 'POST', `/api/units/${unitA}/documents`, upload(pdf(), { title: 'x'.repeat(201), kind: 'other' }));
    expect(long.statusCode).toBe(422);
    const unknownUnit = await inject(admin, 'POST', '/api/units/999999/documents', upload(pdf()));
    expect(unknownUnit.statusCode).toBe(404);
    expect(await storedCounts(t.database.db)).toEqual(before);

    const doc = await create(unitA, pdf('fields'));
    const empty = await inject(admin, 'PUT', `/api/documents/${doc.id}`, json({}));
    expect(empty.statusCode).toBe(422);
    const unknown = await inject(admin, 'PUT', `/api/documents/${doc.id}`, json({ title: 'Ok', owner: 3 }));
    expect(unknown.statusCode).toBe(422);
    expect((await inject(admin, 'PUT', '/api/documents/999999', json({ shared: true }))).statusCode).toBe(404);
    expect((await inject(admin, 'DELETE', '/api/documents/999999')).statusCode).toBe(404);
    expect((await inject(admin, 'POST', '/api/documents/999999/versions', upload(pdf(), {}))).statusCode).toBe(404);
  });

  it('changes title, kind and sharing: unsharing hides the document from the buyer at once', async () => {
    const doc = await create(unitA, pdf('share'), { title: 'Borrador', kind: 'other', shared: 'true' });
    expect((await inject(buyer, 'GET', `/api/documents/${doc.id}/file`)).statusCode).toBe(200);
    const res = await inject(selecta, 'PUT', `/api/documents/${doc.id}`, json({ title: 'Contrato final', kind: 'contract', shared: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Document “Contrato final” updated.', document: { id: doc.id, title: 'Contrato final', kind: 'contract', shared: false, version: 1 } });
    expect((await inject(buyer, 'GET', `/api/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect(((await inject(buyer, 'GET', `/api/units/${unitA}/documents`)).json() as { id: number }[]).map((d) => d.id)).not.toContain(doc.id);
  });

  it('writes every upload, new version, change and deletion into the unit’s history', async () => {
    const unit = unitB;
    const doc = await create(unit, pdf('history'), { title: 'Historial', kind: 'receipt', shared: 'false' }, vitrina);
    expect((await inject(admin, 'POST', `/api/documents/${doc.id}/versions`, upload(pdf('history v2'), {}))).statusCode).toBe(201);
    expect((await inject(selecta, 'PUT', `/api/documents/${doc.id}`, json({ shared: true, title: 'Historial' }))).statusCode).toBe(200);
    // Nothing really changed: no entry.
    expect((await inject(selecta, 'PUT', `/api/documents/${doc.id}`, json({ shared: true }))).statusCode).toBe(200);
    expect((await inject(admin, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(200);
    const audit = await inject(admin, 'GET', `/api/properties/${unit}/audit`);
    expect(audit.statusCode).toBe(200);
    const entries = (audit.json() as { action: string; actor: { id: number } | null; details: Record<string, unknown> }[]).filter((e) => e.details.document_id === doc.id).reverse();
    expect(entries.map((e) => [e.action, e.actor?.id])).toEqual([
      ['document_added', vitrina.id],
      ['document_version_added', admin.id],
      ['document_changed', selecta.id],
      ['document_deleted', admin.id],
    ]);
    expect(entries[0]!.details).toMatchObject({ title: 'Historial', kind: 'receipt', shared: false, version: 1, content_type: 'application/pdf' });
    expect(entries[1]!.details).toMatchObject({ version: 2 });
    expect(entries[2]!.details).toEqual({ document_id: doc.id, title: 'Historial', changes: { shared: { from: false, to: true } } });
    expect(entries[3]!.details).toMatchObject({ title: 'Historial', versions: 2 });
    // Deleted with all its versions.
    expect((await inject(admin, 'GET', `/api/documents/${doc.id}/file?version=1`)).statusCode).toBe(404);
  });

  it('takes a file of exactly 20 MB, in chunks, and gives back the same bytes', async () => {
    const big = pdfOfSize(20 * MB);
    const before = await storedCounts(t.database.db);
    const doc = await create(unitA, big, { title: 'Planos completos', kind: 'floor_plan', shared: 'true' });
    const after = await storedCounts(t.database.db);
    expect(after.chunks - before.chunks).toBe(160); // 20 MB in chunks of 128 KiB
    const res = await inject(buyer, 'GET', `/api/documents/${doc.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(big.length);
    expect(sha256(res.rawPayload)).toBe(sha256(big));
  }, 60_000);
});
