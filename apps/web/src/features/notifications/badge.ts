// What the bell's badge shows: nothing at 0, the count up to 99, then "99+" (the badge stays a
// small round mark; the accessible name carries the exact count).
export const BADGE_MAX = 99;

export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}
