// POST /forgot-password { email, lang }: 200 when a temporary password was mailed, 404 for an
// unknown e-mail (SPEC §8).
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { useApiLanguage } from '../../lib/use-api-language';

export async function postForgotPassword(body: ForgotPasswordRequest, { lang }: CallOptions = {}) {
  return apiRequestChecked('/forgot-password', (s) => s.forgotPasswordResponseSchema, { method: 'POST', body, lang });
}

export function useForgotPassword() {
  const lang = useApiLanguage();
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => postForgotPassword(body, { lang }) });
}
