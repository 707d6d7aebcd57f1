// POST /signIn { email, password, altcha? } → { token, user }; a 401 may ask for the captcha
// (captchaRequired: true) before the next attempt (issue 3).
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignInRequest } from '@vitrina/contracts';
import { apiRequest } from '../../../lib/api-client';

export type SignInBody = SignInRequest & { altcha?: string };

export const signIn = (body: SignInBody) =>
  apiRequest<AuthResponse>('/signIn', { method: 'POST', body, authRedirect: false });

export const useSignIn = () => useMutation({ mutationFn: signIn });

/** True when the failed sign-in's answer asks for a solved captcha next time. */
export function captchaRequired(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { captchaRequired?: unknown }).captchaRequired === true;
}
