// A unit's payment schedule (issue 34, the owner's file, second slice; decision 048): the office
// (Admin, Vitrina, Selecta) saves or generates it and records payments, each with a receipt PDF
// filed as a shared document and mailed to the buyer; the office and the unit's buyer read it.
// Anyone else gets the 404 of an unknown unit, so nobody learns that a schedule exists.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_DUE_SOON_DAYS,
  PAYMENT_METHODS,
  idParamsSchema,
  paymentLineParamsSchema,
  paymentScheduleSchema,
  paymentWriteResponseSchema,
  paymentWriteSchema,
  scheduleWriteResponseSchema,
  scheduleWriteSchema,
  type PaymentWriteResponse,
} from '@vitrina/contracts';
import { forgetExpiredKeys, idempotencyHeadersSchema, idempotencyKeyOf, requestHash, runOnce, type Tx } from '../../http/idempotency';
import { requestLanguage, translate } from '../../i18n/translate';
import { buildSchedule, scheduleOf } from '../../payments/payment-reads';
import { recordPaymentIn } from '../../payments/payment-record';
import { generateSchedule, saveSchedule } from '../../payments/payment-writes';
import { remindUnit } from '../../payments/reminders';
import { formatMoney } from '../../payments/receipt-text';
import { requireOffice, requireUser } from '../../plugins/auth';
import { collectionsRoute } from './collections-route';
import { voidRoute } from './void-route';
import { TAG, bearer, errorResponses, refuseGenerate, refuseRecord, refuseSave, unitNotFound } from './route-schemas';

/** Says that the answer is the stored one of an earlier request with the same key (as POST /contact). */
const REPLAYED_HEADER = 'idempotent-replayed';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await app.register(collectionsRoute);
  await app.register(voidRoute);
  /**
   * Right after a schedule is saved or generated, its lines due within 7 days or overdue get
   * their reminders (decision 050). The schedule is saved whatever happens here: a failure is
   * logged, and the next round (every 15 minutes) sends them.
   */
  const remindAfterSave = async (unitId: number, log: FastifyBaseLogger) => {
    try {
      await remindUnit(db(), app.mailer, unitId, app.now());
    } catch (error) {
      log.warn({ err: error, unitId }, 'payment reminders after a schedule save failed; the next round sends them');
    }
  };

  app.get(
    '/units/:id/payments',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "A unit's payment schedule: lines by date, what was paid, statuses and totals (the office; the unit's buyer)",
        description:
          `Amounts in the development's currency, as numbers with at most two decimals (kept as whole cents). status: paid, overdue (past its date, not fully paid), due (within ${PAYMENT_DUE_SOON_DAYS} days), upcoming, counted from today in the development's time_zone (decision 057). ` +
          "label in the request's language; the office also gets labels (es, en, fr). The buyer is the unit's user while it is reserved or sold; anyone else: 404, as for an unknown unit.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: paymentScheduleSchema, ...errorResponses(401, 404, 422, 503) },
      },
    },
    async (request) => {
      const schedule = await scheduleOf(db(), request.user!, request.params.id, requestLanguage(request), app.now());
      if (!schedule) throw unitNotFound();
      return schedule;
    },
  );

  app.put(
    '/units/:id/payments',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "Save a unit's payment schedule (the office)",
        description:
          'The whole schedule: lines with id are kept and changed, lines without id are added, unpaid lines left out are removed. A line with payments is matched by its id; ' +
          'changing its amount or date, or leaving it out, is a 409. label is a text (the same in every language) or { es, en, fr }. Written to the unit\'s history (payment_schedule_saved). ' +
          "The buyer's reminders of lines due within 7 days or overdue are queued right after (once per line, date and kind).",
        security: bearer,
        params: idParamsSchema,
        body: scheduleWriteSchema,
        response: { 200: scheduleWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const outcome = await saveSchedule(db(), request.user!.id, request.params.id, request.body);
      if (outcome.kind !== 'done') throw refuseSave(outcome, lang);
      await remindAfterSave(outcome.unit.id, request.log);
      return { message: translate('payments.saved', lang, { lines: outcome.lines }), schedule: await buildSchedule(db(), outcome.unit, 'office', lang, app.now()) };
    },
  );

  app.post(
    '/units/:id/payments/generate',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "Generate a unit's schedule from its development's payment plan (the office)",
        description:
          "Each plan line's share of the unit's list price (to the cent; the last line takes the rest, so they add up to the price) due its months after the reservation day: " +
          "reserved_at while reserved, else the buyer's newest reservation in the unit's history, else the sale date. Replaces the lines there are. " +
          '409 once anything is paid, and when the unit has no buyer, no price, or its development no plan. Written to the history (payment_schedule_generated). ' +
          "The buyer's reminders of lines due within 7 days are queued right after.",
        security: bearer,
        params: idParamsSchema,
        response: { 200: scheduleWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const outcome = await generateSchedule(db(), request.user!.id, request.params.id);
      if (outcome.kind !== 'done') throw refuseGenerate(outcome);
      await remindAfterSave(outcome.unit.id, request.log);
      return { message: translate('payments.generated', lang, { lines: outcome.lines }), schedule: await buildSchedule(db(), outcome.unit, 'office', lang, app.now()) };
    },
  );

  app.post(
    '/payment-lines/:id/payments',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: 'Record a payment received on a schedule line (the office): a receipt PDF filed as a shared document and mailed to the buyer',
        description: [
          `method: ${PAYMENT_METHODS.join(', ')}. A payment may be partial; an amount ≤ 0, with more than two decimals or over what is left on the line, or a date that is not a date: 422. ` +
            "The receipt (in the buyer's language: development, unit, buyer, amount, method, date, balance left) becomes a shared `receipt` document of the unit, listed in the line's receipts, and the buyer's mail is queued with it, in one transaction. " +
            'Written to the history (payment_recorded, document_added).',
          `With an \`${IDEMPOTENCY_KEY_HEADER}\` header, the same request sent again records nothing more and gets the first answer (with \`Idempotent-Replayed: true\`); the same key with another body: 422 idempotency_key_reused.`,
        ].join('\n\n'),
        security: bearer,
        params: paymentLineParamsSchema,
        headers: idempotencyHeadersSchema,
        body: paymentWriteSchema,
        response: { 201: paymentWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const actorId = request.user!.id;
      const lineId = request.params.id;
      const work = async (tx: Tx) => {
        const outcome = await recordPaymentIn(tx, app.mailer, actorId, lineId, request.body, app.now());
        if (outcome.kind !== 'done') throw refuseRecord(outcome, lang);
        const { payment, unit } = outcome;
        const body: PaymentWriteResponse = {
          message: translate('payments.recorded', lang, { amount: formatMoney(payment.amountCents, unit.development.currency, lang) }),
          payment: {
            id: payment.id,
            line_id: payment.lineId,
            amount: payment.amountCents / 100,
            paid_at: payment.paidAt,
            method: payment.method,
            reference: payment.reference,
            receipt_id: payment.receiptId,
            created_at: payment.createdAt.toISOString(),
            voided_at: null,
            void_reason: null,
          },
          schedule: await buildSchedule(tx, unit, 'office', lang, app.now()),
        };
        return { answer: { status: 201, body }, result: null };
      };
      const key = idempotencyKeyOf(request);
      if (!key) {
        const { answer } = await db().transaction(work);
        app.mailer.nudge();
        return reply.code(201).send(answer.body);
      }
      const claim = { scope: `POST /payment-lines/${lineId}/payments`, key, requestHash: requestHash(request.body) };
      const outcome = await runOnce(db(), claim, work);
      if (outcome.replayed) return reply.header(REPLAYED_HEADER, 'true').code(201).send(outcome.answer.body);
      app.mailer.nudge();
      await forgetExpiredKeys(db(), request.log);
      return reply.code(201).send(outcome.answer.body);
    },
  );
};
