// The admin's calls (SPEC §2.17–2.18, §7): the clients lists, the users a unit can be assigned
// to, the assignment itself and a unit's audit trail. Answers are checked with the contracts.
import {
  assignUserResponseSchema,
  propertiesListSchema,
  unitAuditListSchema,
  usersListSchema,
  type AssignUserResponse,
  type Property,
  type UnitAuditEntry,
  type User,
} from '@vitrina/contracts';
import { api } from '../../../lib/api-client';

export const CLIENT_FILTERS = ['purchased', 'available'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

const LIST_PATH: Record<ClientFilter, string> = {
  purchased: '/properties/whith-user',
  available: '/properties/no-user',
};

export async function fetchClientUnits(filter: ClientFilter, signal?: AbortSignal): Promise<Property[]> {
  return propertiesListSchema.parse(await api.get<unknown>(LIST_PATH[filter], signal));
}

export async function fetchAssignableUsers(signal?: AbortSignal): Promise<User[]> {
  return usersListSchema.parse(await api.get<unknown>('/users/list', signal));
}

export async function assignUnit(propertyId: number, userId: number): Promise<AssignUserResponse> {
  return assignUserResponseSchema.parse(await api.post<unknown>('/properties/assign-user', { property_id: propertyId, user_id: userId }));
}

export async function fetchUnitAudit(propertyId: number, signal?: AbortSignal): Promise<UnitAuditEntry[]> {
  return unitAuditListSchema.parse(await api.get<unknown>(`/properties/${propertyId}/audit`, signal));
}
