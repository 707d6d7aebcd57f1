// The mail a new message sends (issue 34, decision 049), on PGlite and PostgreSQL: the office's
// message to the buyer in the buyer's language (users.lang), the buyer's to the office's sales
// address (Settings, else SALES_EMAIL) in Spanish, queued in the message's transaction — so a
// refused post queues nothing — with the message itself and no Reply-To.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, settings } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { mailCount, mailsTo, requester, setLanguage, world, type World } from './fixtures';

const SALES = 'ventas@prueba.example';

describe(`unit messages: mails (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  let unit: { number: string; development: string };

  beforeAll(async () => {
    w = await world({ env: { SALES_EMAIL: SALES } });
    const [row] = await w.t.database.db
      .select({ number: properties.number, development: developments.name })
      .from(properties)
      .innerJoin(developments, eq(developments.id, properties.developmentId))
      .where(eq(properties.id, w.unitA));
    unit = row!;
  });
  afterAll(() => w.t.close());

  const subjects = {
    es: () => `Nuevo mensaje sobre su unidad ${unit.number} — ${unit.development}`,
    en: () => `New message about your unit ${unit.number} — ${unit.development}`,
    fr: () => `Nouveau message sur votre logement ${unit.number} — ${unit.development}`,
  };
  const intros = {
    es: () => `Valeria Ventas, del equipo de ventas, le escribió sobre la unidad ${unit.number} de ${unit.development}:`,
    en: () => `Valeria Ventas, of the sales team, wrote to you about unit ${unit.number} of ${unit.development}:`,
    fr: () => `Valeria Ventas, de l’équipe commerciale, vous a écrit au sujet du logement ${unit.number} de ${unit.development} :`,
  };

  it.each(['fr', 'en', 'es'] as const)('mails the office’s message to the buyer in the buyer’s language (%s), whatever the writer’s', async (lang) => {
    const db = w.t.database.db;
    await setLanguage(db, w.buyer.id, lang);
    const officeMails = (await mailsTo(db, SALES)).length;
    const body = `Mensaje para el comprador (${lang}).\nSegunda línea.`;
    const res = await send(w.vitrina, 'POST', `/api/units/${w.unitA}/messages`, { body }, { lang: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(db, w.buyer.email);
    expect(mail!.subject).toBe(subjects[lang]());
    expect(mail!.text).toContain(intros[lang]());
    expect(mail!.text).toContain(body);
    expect(mail!.text).toContain(w.buyer.name);
    expect(mail!.replyTo).toBeNull();
    // The office is not mailed its own message.
    expect(await mailsTo(db, SALES)).toHaveLength(officeMails);
  });

  it('mails the buyer’s message to the sales address, in Spanish, naming the buyer and the unit', async () => {
    const db = w.t.database.db;
    await setLanguage(db, w.buyer.id, 'en');
    const buyerMails = (await mailsTo(db, w.buyer.email)).length;
    const res = await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Hello, when do I get the keys?' }, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(db, SALES);
    expect(mail!.subject).toBe(`Mensaje de ${w.buyer.name} — unidad ${unit.number}, ${unit.development}`);
    expect(mail!.text).toContain(`${w.buyer.name} (${w.buyer.email}), comprador de la unidad ${unit.number} de ${unit.development}, escribió:`);
    expect(mail!.text).toContain('Hello, when do I get the keys?');
    expect(mail!.replyTo).toBeNull();
    expect(await mailsTo(db, w.buyer.email)).toHaveLength(buyerMails);
  });

  it('uses the sales address of the Settings when the Admin set one', async () => {
    const db = w.t.database.db;
    await db.insert(settings).values({ key: 'sales_email', value: 'oficina@prueba.example' });
    const res = await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: '¿Me llaman?' });
    expect(res.statusCode).toBe(201);
    expect((await mailsTo(db, 'oficina@prueba.example'))[0]!.text).toContain('¿Me llaman?');
    await db.delete(settings).where(eq(settings.key, 'sales_email'));
  });

  it('queues no mail for a refused post', async () => {
    const db = w.t.database.db;
    const before = await mailCount(db);
    expect((await send(w.admin, 'POST', `/api/units/${w.freeUnit}/messages`, { body: 'Nadie' })).statusCode).toBe(409);
    expect((await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: '   ' })).statusCode).toBe(422);
    expect((await send(w.guest, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Hola' })).statusCode).toBe(404);
    expect(await mailCount(db)).toBe(before);
  });
});
