// The route guard of SPEC §2 as a pure decision, so it is tested without a browser: a route
// needing auth with no stored token goes to /login (remembering where the user wanted to go);
// an admin-only route goes to /403 unless the stored user is Admin; a sales route unless Admin,
// Vitrina or Selecta.
import { SALES_TEAM_TYPES, type UserType } from '@vitrina/contracts';
import { NAMED_ROUTES, PATHS, type Access } from './routes';

export interface GuardSession {
  token: string | null;
  type: UserType | null;
}

/** The path to send the visitor to, or null when the route may open. */
export function guardRedirect(access: Access, session: GuardSession, wanted: string): string | null {
  if (access === 'public') return null;
  if (!session.token) return `${PATHS.login}?next=${encodeURIComponent(wanted)}`;
  if (access === 'admin' && session.type !== 'Admin') return PATHS.forbidden;
  if (access === 'sales' && session.type !== 'Admin' && !(session.type !== null && SALES_TEAM_TYPES.includes(session.type))) return PATHS.forbidden;
  return null;
}

/** Where a user lands after sign-in (SPEC §4): Admin → homeSelecta, Vitrina → homeVitrina, others → homePage. */
export function landingFor(type: UserType | null): string {
  if (type === 'Admin') return NAMED_ROUTES.homeSelecta;
  if (type === 'Vitrina') return NAMED_ROUTES.homeVitrina;
  return NAMED_ROUTES.homePage;
}

/** The /403 button: /home with a token, otherwise / (SPEC §2). */
export function forbiddenExit(token: string | null): string {
  return token ? NAMED_ROUTES.homePage : PATHS.landing;
}
