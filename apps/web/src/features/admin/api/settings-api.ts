// The admin's Settings calls (issue 6): public values and the account-type verification codes.
import {
  accountCodeCreatedSchema,
  accountCodeSchema,
  accountCodesListSchema,
  adminSettingsSchema,
  type AccountCode,
  type AccountCodeCreateRequest,
  type AccountCodeCreated,
  type AdminSettings,
} from '@vitrina/contracts';
import { api } from '../../../lib/api-client';

export const fetchSettings = async (signal?: AbortSignal): Promise<AdminSettings> => adminSettingsSchema.parse(await api.get<unknown>('/settings', signal));
export const saveSettings = async (values: AdminSettings): Promise<AdminSettings> => adminSettingsSchema.parse(await api.put<unknown>('/settings', values));
export const fetchAccountCodes = async (signal?: AbortSignal): Promise<AccountCode[]> =>
  accountCodesListSchema.parse(await api.get<unknown>('/account-codes', signal));
export const createAccountCode = async (body: AccountCodeCreateRequest): Promise<AccountCodeCreated> =>
  accountCodeCreatedSchema.parse(await api.post<unknown>('/account-codes', body));
export const revokeAccountCode = async (id: number): Promise<AccountCode> => accountCodeSchema.parse(await api.post<unknown>(`/account-codes/${id}/revoke`));
