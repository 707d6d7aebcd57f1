import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@vitrina/contracts';
import { queryKeys } from '../../lib/query-keys';
import { updateCachedLead } from './set-lead-status';

const lead = (id: number, status: Lead['status']): Lead => ({
  id,
  name: `Lead ${id}`,
  email: `l${id}@example.com`,
  phone: '+529841234567',
  area: null,
  units: null,
  message: null,
  package: null,
  unit_number: null,
  development_code: null,
  source: 'contact',
  lang: 'es',
  status,
  created_at: '2026-11-01T10:00:00Z',
});

describe('a lead status change in the inbox cache', () => {
  it('replaces the lead in its window and moves one count, in every window of the account', () => {
    const client = new QueryClient();
    const page0 = { total: 3, offset: 0, limit: 2, items: [lead(1, 'new'), lead(2, 'new')], by_status: { new: 2, contacted: 1, closed: 0 } };
    const page1 = { total: 3, offset: 2, limit: 2, items: [lead(3, 'contacted')], by_status: { new: 2, contacted: 1, closed: 0 } };
    client.setQueryData(queryKeys.leads.page(7, { q: '' }, 0, 2), page0);
    client.setQueryData(queryKeys.leads.page(7, { q: '' }, 2, 2), page1);
    const other = { ...page0 };
    client.setQueryData(queryKeys.leads.page(8, { q: '' }, 0, 2), other);

    updateCachedLead(client, 7, lead(2, 'closed'));

    const after0 = client.getQueryData<typeof page0>(queryKeys.leads.page(7, { q: '' }, 0, 2))!;
    expect(after0.items.map((l) => l.status)).toEqual(['new', 'closed']);
    expect(after0.by_status).toEqual({ new: 1, contacted: 1, closed: 1 });
    expect(client.getQueryData<typeof page1>(queryKeys.leads.page(7, { q: '' }, 2, 2))!.by_status).toEqual({ new: 1, contacted: 1, closed: 1 });
    // Another account's cache is not touched.
    expect(client.getQueryData(queryKeys.leads.page(8, { q: '' }, 0, 2))).toBe(other);
  });
});
