// POST /signIn { email, password, altcha? } → { token, user }; a 401 may ask for the captcha
// (captchaRequired: true) before the next attempt (issue 3). No 401 redirect: a refused
// sign-in is the form's to show, not a lost session.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignInRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';

export type SignInBody = SignInRequest & { altcha?: string };

export async function postSignIn(body: SignInBody, { lang }: CallOptions = {}): Promise<AuthResponse> {
  return apiRequestChecked('/signIn', (s) => s.authResponseSchema, { method: 'POST', body, authRedirect: false, lang });
}

export function useSignIn() {
  return useMutation({ mutationFn: (body: SignInBody) => postSignIn(body) });
}

/** True when the failed sign-in's answer asks for a solved captcha next time. */
export function captchaRequired(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { captchaRequired?: unknown }).captchaRequired === true;
}
