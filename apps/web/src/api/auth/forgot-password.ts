// POST /forgot-password { email }: 200 when a temporary password was mailed (in the language of
// Accept-Language, the current one), 404 for an unknown e-mail (SPEC §8).
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';

export async function postForgotPassword(body: ForgotPasswordRequest, { lang }: CallOptions = {}) {
  return apiRequestChecked('/forgot-password', (s) => s.forgotPasswordResponseSchema, { method: 'POST', body, lang });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => postForgotPassword(body) });
}
