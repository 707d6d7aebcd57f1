// The signed-in session as SPEC §3 keeps it in local storage: `authToken`, `user` (JSON) and
// `userType`. One small store with a subscription, so the top bar, the guard and the screens
// all see the same session, also when another tab signs in or out (the storage event).
import { STORAGE_KEYS, userTypeOf, type User } from '@vitrina/contracts';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    // Checked by hand, not with the zod schema: this file is on the landing's first load.
    const value = JSON.parse(raw) as Partial<Record<keyof User, unknown>> | null;
    if (!value || typeof value.id !== 'number' || typeof value.name !== 'string') return null;
    return {
      id: value.id,
      name: value.name,
      email: typeof value.email === 'string' ? value.email : '',
      phone: typeof value.phone === 'string' ? value.phone : null,
      type: userTypeOf(value.type),
    };
  } catch {
    return null;
  }
}

export interface Session {
  token: string | null;
  user: User | null;
}

let snapshot: Session = { token: storage()?.getItem(STORAGE_KEYS.authToken) ?? null, user: readUser() };

function refresh() {
  const token = storage()?.getItem(STORAGE_KEYS.authToken) ?? null;
  const user = readUser();
  if (token === snapshot.token && JSON.stringify(user) === JSON.stringify(snapshot.user)) return;
  snapshot = { token, user };
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken || event.key === STORAGE_KEYS.user) refresh();
  });
}

export function getSession(): Session {
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After sign-in or registration (SPEC §4): the token and the user are stored. */
export function saveSession(token: string, user: User): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.authToken, token);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  store?.setItem(STORAGE_KEYS.userType, user.type);
  refresh();
}

/** A fresher copy of the user (GET /user, a type or profile change). */
export function saveUser(user: User): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  store?.setItem(STORAGE_KEYS.userType, user.type);
  refresh();
}

/** Log out or a 401: the token and the user go (SPEC §4); language and favourites stay. */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.authToken);
  store?.removeItem(STORAGE_KEYS.user);
  store?.removeItem(STORAGE_KEYS.userType);
  refresh();
}

/** Reads a JSON value kept under one of the SPEC §3 keys; null when absent or unreadable. */
export function readStoredJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage: the value just won't survive a reload.
  }
}
