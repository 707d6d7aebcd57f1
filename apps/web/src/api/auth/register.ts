// POST /register { name, email, phone, password } → 201 { token, user } (SPEC §4, §7). The
// account's language (the form's choice, `lang` of the request) travels as Accept-Language, as
// every language this app sends (decision 028): the API keeps it and answers in it.
// The API also takes the password-less contact variant; this app never sends it, so the
// answer read is always the account's. No 401 redirect, as for the sign-in.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';

export async function postRegister({ lang, ...body }: RegisterRequest, options: CallOptions = {}): Promise<AuthResponse> {
  return apiRequestChecked('/register', (s) => s.authResponseSchema, { method: 'POST', body, authRedirect: false, lang: lang ?? options.lang });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => postRegister(body) });
}
