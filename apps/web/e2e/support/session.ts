// Signed-in fixtures: sessions come from the real API (POST /api/signIn, /api/register) and are
// put in local storage (SPEC §3 keys) before the app starts, as a sign-in through the UI would.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Vitrina2026!';
export const DEMO = {
  admin: 'admin@vitrina.demo',
  owner: 'owner1@vitrina.demo',
  owner2: 'owner2@vitrina.demo',
  guest: 'guest@vitrina.demo',
} as const;

export interface TestUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: string;
}
export interface TestSession {
  token: string;
  user: TestUser;
  password: string;
}

export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<TestSession> {
  const res = await request.post('/api/signIn', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
  return { ...((await res.json()) as { token: string; user: TestUser }), password };
}

/** A new account with a unique e-mail, so tests that change data never meet. */
export function newPerson() {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Lucía Prueba ${id}`,
    email: `e2e.${id}@example.com`,
    phone: `+52984${String(randomInt7()).padStart(7, '0')}`,
    password: `Playa-${id}-Mar9`,
  };
}
const randomInt7 = () => Math.floor(Math.random() * 10_000_000);

export async function registerUser(request: APIRequestContext, person = newPerson()): Promise<TestSession> {
  const res = await request.post('/api/register', { data: { ...person, lang: 'es' } });
  if (res.status() !== 201) throw new Error(`register: ${res.status()} ${await res.text()}`);
  return { ...((await res.json()) as { token: string; user: TestUser }), password: person.password };
}

export async function setAccountType(request: APIRequestContext, session: TestSession, userType: string, verificationCode?: string) {
  const res = await request.post('/api/users/update-type', {
    data: { userType, ...(verificationCode ? { verificationCode } : {}) },
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!res.ok()) throw new Error(`update-type: ${res.status()} ${await res.text()}`);
  const { user } = (await res.json()) as { user: TestUser };
  return { ...session, user };
}

/** Stores the session before the app's first script runs (once: a later log-out stays). */
export async function useSession(page: Page, session: TestSession, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ({ token, user, extra }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('userType', user.type);
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    { token: session.token, user: session.user, extra },
  );
}

export const authHeader = (session: TestSession) => ({ authorization: `Bearer ${session.token}` });
