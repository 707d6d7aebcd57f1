// The leads inbox calls (GET /leads newest first, POST /leads/{id}/status) and the unit's audit trail.
import { leadSchema, type Lead, type LeadStatus } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';

export const LEADS_KEY = ['admin', 'leads'] as const;

export const fetchLeads = async (signal?: AbortSignal): Promise<Lead[]> => leadSchema.array().parse(await api.get<unknown>('/leads', signal));
export const setLeadStatus = async (id: number, status: LeadStatus): Promise<Lead> => leadSchema.parse(await api.post<unknown>(`/leads/${id}/status`, { status }));
