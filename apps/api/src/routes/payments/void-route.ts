// Voiding a recorded payment (issue 34, decision 056): the Admin's alone — it takes money off a
// buyer's account, so the sales team that records payments asks the Admin, as for deleting a
// document. The payment and its receipt stay, both marked void; the line, the unit's totals and
// the collections count it as nothing paid; the buyer is mailed; the history says who and why.
// Sent again, it is the same void: 200 with the payment as first voided, nothing written.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, paymentVoidResponseSchema, paymentVoidSchema, type PaymentVoidResponse } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { buildSchedule } from '../../payments/payment-reads';
import { voidPaymentIn } from '../../payments/payment-void';
import { formatMoney } from '../../payments/receipt-text';
import { requireAdmin } from '../../plugins/auth';
import { TAG, bearer, errorResponses } from './route-schemas';

export const voidRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/:id/void',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Void a recorded payment (the Admin): a wrong amount, a bounced cheque',
        description:
          'reason: why (1–300 characters), on the receipt and in the history. The payment stays listed with voided_at and void_reason and no longer counts as paid: ' +
          "the line's paid amount and status, the schedule's totals and the collections are recomputed. Its receipt document stays, retitled \"(void)\", with a new version: " +
          'the receipt stamped VOID with the date and the reason (the original stays as the earlier version). The buyer is mailed. Written to the history (payment_voided). ' +
          'A payment already voided: 200 with it as it was voided, nothing changed (voiding twice is one void). Anyone but the Admin: 403.',
        security: bearer,
        params: idParamsSchema,
        body: paymentVoidSchema,
        response: { 200: paymentVoidResponseSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const answer = await app.database.db.transaction(async (tx) => {
        const outcome = await voidPaymentIn(tx, app.mailer, request.user!.id, request.params.id, request.body.reason, app.now());
        if (outcome.kind !== 'done') throw new AppError('not_found', 'payments.paymentNotFound');
        const { payment, unit, already } = outcome;
        const body: PaymentVoidResponse = {
          message: already ? translate('payments.alreadyVoided', lang) : translate('payments.voided', lang, { amount: formatMoney(payment.amountCents, unit.development.currency, lang) }),
          payment: {
            id: payment.id,
            line_id: payment.lineId,
            amount: payment.amountCents / 100,
            paid_at: payment.paidAt,
            method: payment.method,
            reference: payment.reference,
            receipt_id: payment.receiptId,
            created_at: payment.createdAt.toISOString(),
            voided_at: payment.voidedAt?.toISOString() ?? null,
            void_reason: payment.voidReason,
          },
          schedule: await buildSchedule(tx, unit, 'office', lang, app.now()),
        };
        return { body, already };
      });
      if (!answer.already) app.mailer.nudge();
      return answer.body;
    },
  );
};
