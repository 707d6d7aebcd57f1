// The rows of the preferences grid: the kinds the API answers for the person, in its order,
// each with the value a channel shows — the one being saved while its PUT is on its way, else
// the stored one.
import type { NotificationPreference } from '@vitrina/contracts';

export type SwitchChannel = 'email' | 'push';
export interface PendingChange {
  kind: NotificationPreference['kind'];
  channel: SwitchChannel;
  value: boolean;
}

export function preferenceRows(preferences: readonly NotificationPreference[], pending: PendingChange | null): NotificationPreference[] {
  return preferences.map((p) => (pending && pending.kind === p.kind ? { ...p, [pending.channel]: pending.value } : p));
}
