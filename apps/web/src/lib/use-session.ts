import { useSyncExternalStore } from 'react';
import { userTypeOf, type UserType } from '@vitrina/contracts';
import { getSession, subscribeSession, type Session } from './session';

/** The stored session, re-rendering on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session & { type: UserType | null } {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, type: session.user ? userTypeOf(session.user.type) : null };
}
