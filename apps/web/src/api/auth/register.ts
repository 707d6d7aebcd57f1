// POST /register { name, email, phone, password, lang } → 201 { token, user } (SPEC §4, §7).
// The API also takes the password-less contact variant; this app never sends it, so the
// answer read is always the account's. No 401 redirect, as for the sign-in.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { useApiLanguage } from '../../lib/use-api-language';

export async function postRegister(body: RegisterRequest, { lang }: CallOptions = {}): Promise<AuthResponse> {
  return apiRequestChecked('/register', (s) => s.authResponseSchema, { method: 'POST', body, authRedirect: false, lang });
}

export function useRegister() {
  const lang = useApiLanguage();
  return useMutation({ mutationFn: (body: RegisterRequest) => postRegister(body, { lang }) });
}
