// The rows of the preferences grid: the kinds the API answers for the person, less the reserved
// ones nothing produces yet (construction news: decision 058), each with the value a channel
// shows — the one being saved while its PUT is on its way, else the stored one.
import type { NotificationKind, NotificationPreference } from '@vitrina/contracts';

/** Kinds the API reserves but nothing makes yet: no switch for what never comes. */
export const RESERVED_KINDS: readonly NotificationKind[] = ['post_published'];

export type SwitchChannel = 'email' | 'push';
export interface PendingChange {
  kind: NotificationKind;
  channel: SwitchChannel;
  value: boolean;
}

export function preferenceRows(preferences: readonly NotificationPreference[], pending: PendingChange | null): NotificationPreference[] {
  return preferences
    .filter((p) => !RESERVED_KINDS.includes(p.kind))
    .map((p) => (pending && pending.kind === p.kind ? { ...p, [pending.channel]: pending.value } : p));
}
