import { useSyncExternalStore } from 'react';
import { userTypeOf, type UserType } from '@vitrina/contracts';
import { getSession, subscribeSession, type Session } from './session';

/**
 * The server renders every page signed out; hydration starts from the same, then reads
 * storage. A visitor who is signed out gets the stored snapshot itself, so nothing re-renders
 * after hydration for them.
 */
const SIGNED_OUT: Session = { token: null, user: null };
const signedOut = () => {
  const session = getSession();
  return session.token === null && session.user === null ? session : SIGNED_OUT;
};

/** The stored session, re-rendering on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session & { type: UserType | null } {
  const session = useSyncExternalStore(subscribeSession, getSession, signedOut);
  return { ...session, type: session.user ? userTypeOf(session.user.type) : null };
}
