// A person's notifications (issue 35, part 3; decision 058), on PGlite and PostgreSQL: what each
// event writes and to whom (a document shared, a payment recorded, a reminder, a package request
// and its decision, a message each way), the titles in the reader's language, read marks (one's
// own only), paging, and the channel preferences (in the app always on; e-mail decides the mail).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, notifications, properties } from '../../../src/db/schema';
import { addDocument } from '../../../src/documents/document-writes';
import { asFile } from '../../../src/payments/payment-record';
import { queueRemindersIn } from '../../../src/payments/reminders';
import { addDays, todayUtc } from '../../../src/payments/payment-schedule';
import { testDbKind } from '../../helper';
import { mailsTo, payment, prepareUnit, requester, world, type Schedule, type World } from '../payments/fixtures';
import { prepareChoice } from '../selections/fixtures';

interface Listed {
  unread: number;
  notifications: { id: number; kind: string; title: string; link: string; created_at: string; read_at: string | null }[];
}

const BUYER_EMAIL = 'owner1@vitrina.demo';

describe(`notifications (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let unitNumber: string;
  let slug: string;
  const list = async (caller: World['buyer'], lang = 'en', query = '') => {
    const res = await send(caller, 'GET', `/api/notifications${query}`, undefined, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listed;
  };
  const readAll = (caller: World['buyer']) => send(caller, 'POST', '/api/notifications/read-all');

  beforeAll(async () => {
    w = await world();
    const [row] = await w.t.database.db
      .select({ number: properties.number, slug: developments.slug })
      .from(properties)
      .innerJoin(developments, eq(developments.id, properties.developmentId))
      .where(eq(properties.id, w.unitA));
    unitNumber = row!.number;
    slug = row!.slug;
  });
  afterAll(() => w.t.close());

  it('answers 401 signed out, and an empty list with no unread to a person told of nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/preferences'],
    ] as const) {
      expect((await send(null, method, url)).statusCode, url).toBe(401);
    }
    expect(await list(w.guest)).toEqual({ unread: 0, notifications: [], items: [] });
  });

  it('tells the buyer of an office message (title in the reader’s language, a link to the file), marks one read, and hides it from anyone else', async () => {
    await readAll(w.buyer);
    const posted = await send(w.vitrina, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Hola' });
    expect(posted.statusCode, posted.body).toBe(201);
    const en = await list(w.buyer, 'en');
    expect(en.unread).toBe(1);
    const [notice] = en.notifications;
    expect(notice).toMatchObject({ kind: 'message_received', link: `/property/${w.unitA}/file`, read_at: null });
    expect(notice!.title).toMatch(new RegExp(`^New message from .+ — Unit ${unitNumber}$`));
    expect((await list(w.buyer, 'es')).notifications[0]!.title).toMatch(new RegExp(`^Nuevo mensaje de .+ — Unidad ${unitNumber}$`));
    expect((await list(w.buyer, 'fr')).notifications[0]!.title).toMatch(new RegExp(`^Nouveau message de .+ — Logement ${unitNumber}$`));
    // The office's own message tells no office account.
    expect((await list(w.vitrina)).notifications.filter((n) => n.kind === 'message_received' && n.link.includes(`unit=${w.unitA}`))).toEqual([]);

    expect((await send(w.otherBuyer, 'POST', `/api/notifications/${notice!.id}/read`)).statusCode).toBe(404);
    expect((await send(w.admin, 'POST', `/api/notifications/${notice!.id}/read`)).statusCode).toBe(404);
    expect((await send(w.buyer, 'POST', '/api/notifications/99999999/read', undefined, { lang: 'es' })).json().message).toBe('No se encontró ese aviso.');
    const read = await send(w.buyer, 'POST', `/api/notifications/${notice!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await list(w.buyer)).notifications[0]!.read_at).not.toBeNull();
    expect((await send(w.buyer, 'GET', '/api/notifications/unread')).json()).toEqual({ unread: 0 });
  });

  it('tells every office account of a buyer’s message, linking to the unit in the stacking plan', async () => {
    for (const c of [w.admin, w.vitrina, w.selecta]) await readAll(c);
    expect((await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Una pregunta' })).statusCode).toBe(201);
    for (const c of [w.admin, w.vitrina, w.selecta]) {
      const l = await list(c);
      expect(l.unread).toBe(1);
      expect(l.notifications[0]).toMatchObject({ kind: 'message_received', link: `/admin/developments/${slug}/units?unit=${w.unitA}` });
    }
    expect((await list(w.otherBuyer)).unread).toBe(0);
  });

  it('keeps preferences per kind: e-mail on and push off by default, in the app not changeable (422, translated)', async () => {
    const defaults = (await send(w.buyer, 'GET', '/api/notifications/preferences')).json();
    expect(defaults.preferences.map((p: { kind: string }) => p.kind)).toEqual(['document_shared', 'payment_due', 'payment_overdue', 'payment_received', 'selection_decided', 'post_published', 'message_received']);
    expect(defaults.preferences.every((p: { in_app: boolean; email: boolean; push: boolean }) => p.in_app && p.email && !p.push)).toBe(true);
    expect((await send(w.admin, 'GET', '/api/notifications/preferences')).json().preferences.map((p: { kind: string }) => p.kind)).toEqual(['selection_requested', 'message_received']);

    const refused = await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'message_received', in_app: false }] }, { lang: 'es' });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().errors)).toContain('Los avisos en la aplicación no se pueden desactivar.');
    expect((await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'nope', email: false }] })).statusCode).toBe(422);
    expect((await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [] })).statusCode).toBe(422);

    const put = await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'message_received', email: false, in_app: true }, { kind: 'payment_due', push: true }] });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await send(w.buyer, 'GET', '/api/notifications/preferences')).json().preferences as { kind: string; email: boolean; push: boolean }[];
    expect(after.find((p) => p.kind === 'message_received')).toMatchObject({ email: false, push: false });
    expect(after.find((p) => p.kind === 'payment_due')).toMatchObject({ email: true, push: true });

    // E-mail off: the office's message is still told in the app, and no mail goes.
    const mailsBefore = (await mailsTo(w.t.database.db, BUYER_EMAIL)).length;
    await readAll(w.buyer);
    expect((await send(w.admin, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Sin correo' })).statusCode).toBe(201);
    expect((await list(w.buyer)).unread).toBe(1);
    expect((await mailsTo(w.t.database.db, BUYER_EMAIL)).length).toBe(mailsBefore);
    await send(w.buyer, 'PUT', '/api/notifications/preferences', { preferences: [{ kind: 'message_received', email: true }] });
    expect((await send(w.admin, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Con correo' })).statusCode).toBe(201);
    expect((await mailsTo(w.t.database.db, BUYER_EMAIL)).length).toBe(mailsBefore + 1);
  });

  it('tells the buyer of a document when it becomes shared (once), with its mail; a receipt tells of the payment only', async () => {
    const db = w.t.database.db;
    await readAll(w.buyer);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const added = await addDocument(db, w.admin.id, w.unitA, { title: 'Contrato', kind: 'contract', shared: false }, asFile(pdf, 'c.pdf'));
    if (added.kind !== 'done') throw new Error('not added');
    expect((await list(w.buyer)).unread).toBe(0);
    const mailsBefore = (await mailsTo(db, BUYER_EMAIL)).length;
    expect((await send(w.vitrina, 'PUT', `/api/documents/${added.document.id}`, { shared: true })).statusCode).toBe(200);
    expect((await send(w.vitrina, 'PUT', `/api/documents/${added.document.id}`, { title: 'Contrato firmado' })).statusCode).toBe(200);
    const l = await list(w.buyer);
    expect(l.unread).toBe(1);
    expect(l.notifications[0]).toMatchObject({ kind: 'document_shared', title: `A document was shared: Contrato — Unit ${unitNumber}`, link: `/property/${w.unitA}/file` });
    const mails = await mailsTo(db, BUYER_EMAIL);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toContain('Contrato');
    expect(mails[0]!.text).toContain(`/property/${w.unitA}/file`);

    await prepareUnit(db, w.unitA, { price: 500_000 });
    const lines = ((await send(w.admin, 'POST', `/api/units/${w.unitA}/payments/generate`)).json().schedule as Schedule).lines;
    await readAll(w.buyer);
    const paid = await send(w.admin, 'POST', `/api/payment-lines/${lines[0]!.id}/payments`, payment(1000));
    expect(paid.statusCode, paid.body).toBe(201);
    const afterPayment = await list(w.buyer, 'en');
    expect(afterPayment.notifications.filter((n) => n.read_at === null).map((n) => n.kind)).toEqual(['payment_received']);
    expect(afterPayment.notifications[0]!.title).toMatch(new RegExp(`^Payment received: .*1,000\\.00 — Unit ${unitNumber}$`));
  });

  it('tells the buyer of a reminder (due soon) and keeps the reminder’s mail to their choice', async () => {
    const db = w.t.database.db;
    await readAll(w.buyer);
    const today = todayUtc();
    const lines = ((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines;
    // The second line due in 3 days (the first, paid in part, keeps its date); the rest far ahead.
    const dueOf = (i: number, date: string) => (i === 0 ? date : i === 1 ? addDays(today, 3) : addDays(today, 200 + i));
    const body = { lines: lines.map((l, i) => ({ id: l.id, label: l.labels ?? l.label, due_date: dueOf(i, l.due_date), amount: l.amount })) };
    const mailsBefore = (await mailsTo(db, BUYER_EMAIL)).length;
    // The save's own check reminds at once (decision 050); a round afterwards adds nothing.
    const saved = await send(w.admin, 'PUT', `/api/units/${w.unitA}/payments`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    await db.transaction((tx) => queueRemindersIn(tx, { queueWithin: async () => {} }, { now: new Date(`${today}T12:00:00Z`), unitId: w.unitA }));
    const due = (await list(w.buyer, 'en')).notifications.filter((n) => n.kind === 'payment_due');
    expect(due).toHaveLength(1);
    expect(due[0]!.title).toMatch(new RegExp(`^Payment due soon: .+ — Unit ${unitNumber}, on `));
    expect(due[0]!.link).toBe(`/property/${w.unitA}/file`);
    expect((await mailsTo(db, BUYER_EMAIL)).length).toBe(mailsBefore + 1);
  });

  it('tells the office of a package request and the buyer of its decision', async () => {
    const db = w.t.database.db;
    await prepareChoice(db, w.unitA);
    for (const c of [w.admin, w.vitrina, w.buyer]) await readAll(c);
    expect((await send(w.buyer, 'POST', `/api/units/${w.unitA}/selection`, { package: 'GOLD' })).statusCode).toBe(201);
    const office = await list(w.vitrina, 'es');
    expect(office.notifications[0]).toMatchObject({ kind: 'selection_requested', link: `/admin/developments/${slug}/units?unit=${w.unitA}` });
    expect(office.notifications[0]!.title).toMatch(new RegExp(`pidió el paquete GOLD — Unidad ${unitNumber}$`));
    expect((await list(w.buyer)).unread).toBe(0);
    expect((await send(w.admin, 'POST', `/api/units/${w.unitA}/selection/decision`, { approve: false, note: 'No' })).statusCode).toBe(200);
    const buyer = await list(w.buyer, 'en');
    expect(buyer.notifications[0]).toMatchObject({ kind: 'selection_decided', title: `Your request for the GOLD package was declined — Unit ${unitNumber}`, link: `/property/${w.unitA}` });
  });

  it('pages newest first with before and limit, and marks all read', async () => {
    const db = w.t.database.db;
    await db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({ userId: w.guest.id, kind: 'post_published', link: '/news', params: { title: `Post ${i}`, development: 'Playa' } })),
    );
    const first = await list(w.guest, 'en', '?limit=2');
    expect(first.unread).toBe(5);
    expect(first.notifications.map((n) => n.title)).toEqual(['New post: Post 4 — Playa', 'New post: Post 3 — Playa']);
    const next = await list(w.guest, 'en', `?limit=2&before=${first.notifications[1]!.id}`);
    expect(next.notifications.map((n) => n.title)).toEqual(['New post: Post 2 — Playa', 'New post: Post 1 — Playa']);
    expect((await send(w.guest, 'GET', '/api/notifications?limit=0')).statusCode).toBe(422);
    expect((await send(w.guest, 'GET', '/api/notifications?limit=101')).statusCode).toBe(422);
    const all = await readAll(w.guest);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(w.guest)).notifications.every((n) => n.read_at !== null)).toBe(true);
  });
});
