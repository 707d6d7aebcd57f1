// POST /payment-lines/{id}/payments (the office; issue 34, decision 048): a payment received on a
// line (amount, date, method, reference), which files its receipt and mails the buyer. Sent with
// the Idempotency-Key the form made when it opened: the same form sent twice records one payment
// (the server answers the first one again).
import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type PaymentWrite, type PaymentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export function recordPayment(lineId: number, body: PaymentWrite, idempotencyKey: string): Promise<PaymentWriteResponse> {
  return apiRequestChecked(`/payment-lines/${lineId}/payments`, (s) => s.paymentWriteResponseSchema, { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useRecordPayment(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({
    mutationFn: ({ lineId, body, idempotencyKey }: { lineId: number; body: PaymentWrite; idempotencyKey: string }) => recordPayment(lineId, body, idempotencyKey),
    onSuccess: (answer) => refresh(answer),
  });
}
