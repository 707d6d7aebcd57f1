// GET /developments/{slug}/collections (issue 34, decision 051), on PGlite and PostgreSQL: the
// overdue lines, the lines due in the next 30 days and the totals of a development whose
// schedules have overdue, due-soon, later and paid lines; who may read it; JSON, CSV and XLSX
// (parsed back); nothing of another development or of a unit without a buyer; formulas defused.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsSchema } from '@vitrina/contracts';
import { PRIVATE_CACHE_CONTROL } from '../../../src/plugins/auth';
import { developments, properties, typologies, unitPaymentLines, unitPayments } from '../../../src/db/schema';
import { addDays, todayUtc } from '../../../src/payments/payment-schedule';
import { testDbKind } from '../../helper';
import { requester, world, type World } from './fixtures';

const INJECTION = "=cmd|' /C calc'!A0";
const today = todayUtc();
const day = (offset: number) => addDays(today, offset);

interface Line {
  id: number;
  unit: { id: number; number: string; name: string };
  buyer: { id: number; name: string; email: string };
  label: string;
  due_date: string;
  amount: number;
  paid: number;
  left: number;
  status: string;
}
interface View {
  development: { slug: string; name: string; currency: string };
  as_of: string;
  due_until: string;
  totals: Record<'overdue' | 'due_soon' | 'paid' | 'scheduled' | 'outstanding', number>;
  overdue: Line[];
  due_soon: Line[];
}

let seq = 0;
async function development(w: World, currency = 'USD') {
  seq++;
  const db = w.t.database.db;
  const [dev] = await db
    .insert(developments)
    .values({ slug: `cobro-${seq}-${Date.now().toString(36)}`, code: `COB${seq}`, name: `Torre Cobro ${seq}`, city: 'Tulum', address: 'Tulum', status: 'selling', currency })
    .returning({ id: developments.id, slug: developments.slug });
  const [typ] = await db
    .insert(typologies)
    .values({ developmentId: dev!.id, code: '2R', name: { es: 'Dos', en: 'Two', fr: 'Deux' }, description: 'CONDO 2R', sizeM2: 80, bedrooms: 2 })
    .returning({ id: typologies.id });
  const unit = async (number: string, status: string, userId: number | null) =>
    (
      await db
        .insert(properties)
        .values({ developmentId: dev!.id, typologyId: typ!.id, name: `Depto ${number}`, description: 'x', number, floor: 1, sizeM2: 80, status, userId, price: 1_000_000 })
        .returning({ id: properties.id })
    )[0]!.id;
  return { ...dev!, unit };
}

async function line(w: World, unitId: number, dueDate: string, amountCents: number, label: string | { es: string; en: string; fr: string }, paid: number[] = []) {
  const db = w.t.database.db;
  const text = typeof label === 'string' ? { es: `${label} (es)`, en: label, fr: `${label} (fr)` } : label;
  const [row] = await db.insert(unitPaymentLines).values({ propertyId: unitId, label: text, dueDate, amountCents }).returning({ id: unitPaymentLines.id });
  for (const cents of paid) await db.insert(unitPayments).values({ lineId: row!.id, amountCents: cents, paidAt: today, method: 'transfer' });
  return row!.id;
}

describe(`a development's collections (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let slug: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    w = await world();
    const dev = await development(w);
    slug = dev.slug;
    const u1 = await dev.unit('101', 'sold', w.buyer.id);
    const u2 = await dev.unit('102', 'reserved', w.otherBuyer.id);
    const released = await dev.unit('103', 'available', null);
    ids.l1 = await line(w, u1, day(-10), 100_000, 'Deposit', [20_000, 5_050]);
    ids.l2 = await line(w, u1, day(-40), 50_000, 'Paid in full', [50_000]);
    ids.l3 = await line(w, u1, day(3), 200_000, 'Second');
    ids.l4 = await line(w, u1, day(20), 300_010, 'Third');
    ids.l5 = await line(w, u1, day(45), 400_000, 'Later');
    ids.l6 = await line(w, u2, day(-1), 10_001, { es: INJECTION, en: INJECTION, fr: INJECTION });
    ids.l7 = await line(w, u2, day(30), 20_000, 'Edge of the window');
    ids.l8 = await line(w, u2, day(31), 30_000, 'Past the window');
    // A unit released (no buyer) and another development: in neither the lists nor the totals.
    ids.released = await line(w, released, day(-5), 99_900, 'Released');
    const other = await development(w);
    ids.other = await line(w, await other.unit('101', 'sold', w.buyer.id), day(-3), 77_700, 'Other development');
  });
  afterAll(() => w.t.close());

  it('lists the overdue lines and those due in 30 days, with unit, buyer, status and the totals, in exact cents', async () => {
    const res = await send(w.admin, 'GET', `/api/developments/${slug}/collections`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const view = res.json() as View;
    expect(collectionsSchema.parse(view)).toEqual(view);
    expect(view.development).toMatchObject({ slug, currency: 'USD' });
    expect(view.as_of).toBe(today);
    expect(view.due_until).toBe(day(30));
    expect(view.overdue.map((l) => [l.id, l.unit.number, l.due_date, l.amount, l.paid, l.left, l.status])).toEqual([
      [ids.l1, '101', day(-10), 1000, 250.5, 749.5, 'overdue'],
      [ids.l6, '102', day(-1), 100.01, 0, 100.01, 'overdue'],
    ]);
    expect(view.due_soon.map((l) => [l.id, l.label, l.due_date, l.left, l.status])).toEqual([
      [ids.l3, 'Second', day(3), 2000, 'due'],
      [ids.l4, 'Third', day(20), 3000.1, 'upcoming'],
      [ids.l7, 'Edge of the window', day(30), 200, 'upcoming'],
    ]);
    expect(view.overdue[0]!.unit).toMatchObject({ number: '101', name: 'Depto 101' });
    expect(view.overdue[0]!.buyer).toEqual({ id: w.buyer.id, name: w.buyer.name, email: 'owner1@vitrina.demo' });
    expect(view.overdue[1]!.buyer.email).toBe('owner2@vitrina.demo');
    // 1000 + 500 + 2000 + 3000.10 + 4000 + 100.01 + 200 + 300; paid 250.50 + 500.
    expect(view.totals).toEqual({ overdue: 849.51, due_soon: 5200.1, paid: 750.5, scheduled: 11_100.11, outstanding: 10_349.61 });
    const listed = [...view.overdue, ...view.due_soon].map((l) => l.id);
    for (const absent of [ids.l2, ids.l5, ids.l8, ids.released, ids.other]) expect(listed).not.toContain(absent);
  });

  it('answers the labels in the request’s language', async () => {
    const view = (await send(w.vitrina, 'GET', `/api/developments/${slug}/collections`, undefined, { lang: 'fr' })).json() as View;
    expect(view.due_soon.map((l) => l.label)).toEqual(['Second (fr)', 'Third (fr)', 'Edge of the window (fr)']);
  });

  it('is the office’s: the sales team and the Admin read it, buyers and guests 403, signed out 401, an unknown slug 404', async () => {
    const url = `/api/developments/${slug}/collections`;
    for (const caller of [w.admin, w.vitrina, w.selecta]) expect((await send(caller, 'GET', url)).statusCode).toBe(200);
    for (const caller of [w.buyer, w.otherBuyer, w.guest]) expect((await send(caller, 'GET', `${url}?format=csv`)).statusCode).toBe(403);
    expect((await send(null, 'GET', url)).statusCode).toBe(401);
    const unknown = await send(w.admin, 'GET', '/api/developments/no-such-place/collections', undefined, { lang: 'es' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró el desarrollo.');
    // A NUL byte in the slug never reaches the database as a 500.
    expect([404, 422]).toContain((await send(w.admin, 'GET', '/api/developments/%00/collections')).statusCode);
  });

  it('refuses a format it does not know with a translated 422', async () => {
    const fr = await send(w.admin, 'GET', `/api/developments/${slug}/collections?format=pdf`, undefined, { lang: 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.format).toEqual(['Choisissez le format : json, csv ou xlsx.']);
    const es = await send(w.admin, 'GET', `/api/developments/${slug}/collections?format=xml`, undefined, { lang: 'es' });
    expect(es.json().errors.format).toEqual(['Elija el formato: json, csv o xlsx.']);
  });

  it('exports a CSV with translated headers, the two lists, the totals, and the formula defused', async () => {
    const res = await send(w.selecta, 'GET', `/api/developments/${slug}/collections?format=csv`, undefined, { lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="collections-${slug}-${today}.csv"`);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toEqual(['Lista', 'Unidad', 'Comprador', 'Correo', 'Concepto', 'Vencimiento', 'Importe', 'Pagado', 'Pendiente', 'Estado']);
    expect(rows.slice(1, 6)).toEqual([
      ['Vencido', 'Depto 101', w.buyer.name, 'owner1@vitrina.demo', 'Deposit (es)', day(-10), '1000', '250.5', '749.5', 'Vencido'],
      ['Vencido', 'Depto 102', w.otherBuyer.name, 'owner2@vitrina.demo', `'${INJECTION}`, day(-1), '100.01', '0', '100.01', 'Vencido'],
      ['Próximos 30 días', 'Depto 101', w.buyer.name, 'owner1@vitrina.demo', 'Second (es)', day(3), '2000', '0', '2000', 'Por vencer'],
      ['Próximos 30 días', 'Depto 101', w.buyer.name, 'owner1@vitrina.demo', 'Third (es)', day(20), '3000.1', '0', '3000.1', 'Próximo'],
      ['Próximos 30 días', 'Depto 102', w.otherBuyer.name, 'owner2@vitrina.demo', 'Edge of the window (es)', day(30), '200', '0', '200', 'Próximo'],
    ]);
    expect(rows.slice(6)).toEqual([
      ['Total vencido', '', '', '', '', '', '', '', '849.51', ''],
      ['Total próximos 30 días', '', '', '', '', '', '', '', '5200.1', ''],
      ['Total cobrado', '', '', '', '', '', '', '750.5', '', ''],
      ['Total del calendario', '', '', '', '', '', '11100.11', '', '', ''],
      ['Total pendiente', '', '', '', '', '', '', '', '10349.61', ''],
    ]);
    // No cell of the file starts with a formula character.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('exports an XLSX that reads back with the same rows, numbers as numbers, the formula as text', async () => {
    const res = await send(w.admin, 'GET', `/api/developments/${slug}/collections?format=xlsx`, undefined, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="collections-${slug}-${today}.xlsx"`);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const rows = (await readSheet(res.rawPayload)) as (string | number | null)[][];
    expect(rows[0]).toEqual(['List', 'Unit', 'Buyer', 'Email', 'Payment', 'Due date', 'Amount', 'Paid', 'Left', 'Status']);
    expect(rows[1]).toEqual(['Overdue', 'Depto 101', w.buyer.name, 'owner1@vitrina.demo', 'Deposit', day(-10), 1000, 250.5, 749.5, 'Overdue']);
    expect(rows[2]![4]).toBe(`'${INJECTION}`);
    expect(rows[3]!.slice(0, 2)).toEqual(['Next 30 days', 'Depto 101']);
    expect(rows.at(-1)).toEqual(['Total outstanding', null, null, null, null, null, null, null, 10_349.61, null]);
    expect(rows).toHaveLength(1 + 5 + 5);
  });

  it('answers an empty view of a development without schedules', async () => {
    const empty = await development(w, 'MXN');
    const view = (await send(w.admin, 'GET', `/api/developments/${empty.slug}/collections`)).json() as View;
    expect(view).toMatchObject({ development: { currency: 'MXN' }, overdue: [], due_soon: [], totals: { overdue: 0, due_soon: 0, paid: 0, scheduled: 0, outstanding: 0 } });
  });
  it('is in the OpenAPI document with its answers: the JSON view and the two files', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/developments/{slug}/collections']?.get as { tags: string[]; responses: Record<string, { content?: Record<string, unknown> }>; parameters: { name: string }[] };
    expect(operation.tags).toEqual(['payments']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    expect(Object.keys(operation.responses['200']!.content!)).toEqual(['application/json', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(operation.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['slug', 'format']));
  });
});
