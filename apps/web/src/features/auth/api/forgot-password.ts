// POST /forgot-password { email, lang }: 200 when a temporary password was mailed, 404 for an
// unknown e-mail (SPEC §8).
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) => api.post<{ success: true }>('/forgot-password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
