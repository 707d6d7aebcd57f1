import { describe, expect, it } from 'vitest';
import type { UnitAuditEntry, UnitPriceChange } from '@vitrina/contracts';
import { unitHistory } from './unit-history';

const audit = (id: number, at: string, extra: Partial<UnitAuditEntry>): UnitAuditEntry => ({
  id,
  action: 'unit_status',
  actor: { id: 1, name: 'Ana' } as UnitAuditEntry['actor'],
  user: null,
  details: {},
  created_at: at,
  ...extra,
});
const price = (id: number, at: string, old: number | null, next: number | null): UnitPriceChange => ({ id, old_price: old, new_price: next, reason: 'launch', actor: null, created_at: at });

describe('unitHistory', () => {
  it('merges status moves and price changes, newest first', () => {
    const entries = unitHistory(
      [
        audit(1, '2026-01-01T10:00:00Z', { from: 'available', to: 'on_hold', details: { note: 'Client visit' } }),
        audit(2, '2026-01-03T10:00:00Z', { from: 'on_hold', to: 'available', actor: null, details: { reason: 'hold_expired' } }),
      ],
      [price(7, '2026-01-02T10:00:00Z', 100, 110)],
    );
    expect(entries.map((e) => e.kind)).toEqual(['status', 'price', 'status']);
    expect(entries[0]).toMatchObject({ from: 'on_hold', to: 'available', expired: true, actor: null });
    expect(entries[1]).toMatchObject({ from: 100, to: 110, reason: 'launch' });
    expect(entries[2]).toMatchObject({ note: 'Client visit', actor: 'Ana' });
  });

  it('keeps the spec’s assignments and leaves other audit entries out', () => {
    const entries = unitHistory([audit(3, '2026-01-01T10:00:00Z', { action: 'assign_unit', user: { id: 4, name: 'Bea' } as UnitAuditEntry['user'] }), audit(4, '2026-01-01T11:00:00Z', { action: 'other' })], []);
    expect(entries).toEqual([{ kind: 'assign', id: 'a3', at: '2026-01-01T10:00:00Z', actor: 'Ana', buyer: 'Bea' }]);
  });
});
