// POST /register { name, email, phone, password, lang } → 201 { token, user }.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@vitrina/contracts';
import { apiRequest } from '../../../lib/api-client';

export const registerAccount = (body: RegisterRequest) =>
  apiRequest<AuthResponse>('/register', { method: 'POST', body, authRedirect: false });

export const useRegister = () => useMutation({ mutationFn: registerAccount });
