// POST /payments/{id}/void (the Admin; issue 34, decision 056): a payment recorded by mistake is
// voided with a reason. The answer carries the schedule afterwards; its receipt document is
// retitled "(void)" with a new version, so the documents reload too.
import { useMutation } from '@tanstack/react-query';
import type { PaymentVoid, PaymentVoidResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export function voidPayment(paymentId: number, body: PaymentVoid): Promise<PaymentVoidResponse> {
  return apiRequestChecked(`/payments/${paymentId}/void`, (s) => s.paymentVoidResponseSchema, { method: 'POST', body });
}

export function useVoidPayment(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: PaymentVoid }) => voidPayment(paymentId, body),
    onSuccess: (answer) => refresh(answer),
  });
}
