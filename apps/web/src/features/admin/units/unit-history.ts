// A unit's history as the panel shows it (decision 034): its status moves (the audit trail) and
// its price changes side by side, newest first. Pure, so the order is tested.
import type { UnitAuditEntry, UnitPriceChange, UnitStatus } from '@vitrina/contracts';

export type HistoryEntry =
  | { kind: 'status'; id: string; at: string; actor: string | null; from: UnitStatus; to: UnitStatus; buyer: string | null; note: string | null; expired: boolean }
  | { kind: 'assign'; id: string; at: string; actor: string | null; buyer: string | null }
  | { kind: 'price'; id: string; at: string; actor: string | null; from: number | null; to: number | null; reason: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function unitHistory(audit: readonly UnitAuditEntry[], prices: readonly UnitPriceChange[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const entry of audit) {
    const actor = entry.actor?.name ?? null;
    if (entry.from && entry.to) {
      entries.push({
        kind: 'status',
        id: `a${entry.id}`,
        at: entry.created_at,
        actor,
        from: entry.from,
        to: entry.to,
        buyer: entry.to === 'reserved' || entry.to === 'sold' ? (entry.user?.name ?? null) : null,
        note: text(entry.details.note),
        expired: entry.details.reason === 'hold_expired',
      });
    } else if (entry.action === 'assign_unit') {
      entries.push({ kind: 'assign', id: `a${entry.id}`, at: entry.created_at, actor, buyer: entry.user?.name ?? null });
    }
  }
  for (const change of prices) {
    entries.push({ kind: 'price', id: `p${change.id}`, at: change.created_at, actor: change.actor?.name ?? null, from: change.old_price, to: change.new_price, reason: change.reason });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id.localeCompare(a.id));
}
