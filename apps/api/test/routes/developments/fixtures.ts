// Helpers of the developments tests: a valid write body, a unit type, Admin and other callers,
// and requests with a bearer.
import type { FastifyInstance } from 'fastify';
import type { DevelopmentWriteInput, TypologyWriteInput } from '@vitrina/contracts';
import type { Db } from '../../../src/db/client';
import { ADMIN_EMAIL, GUEST_EMAIL, OWNER_EMAIL, callerFor, type Caller } from '../catalogue/fixtures';

export { multipart, picture } from '../catalogue/fixtures';
export type { Caller };

export interface Callers {
  admin: Caller;
  guest: Caller;
  owner: Caller;
}

export async function callers(db: Db): Promise<Callers> {
  return { admin: await callerFor(db, ADMIN_EMAIL), guest: await callerFor(db, GUEST_EMAIL), owner: await callerFor(db, OWNER_EMAIL) };
}

/** A complete, valid body for POST /developments and PUT /developments/{slug}. */
export function developmentBody(slug: string, code: string, overrides: Partial<DevelopmentWriteInput> = {}): DevelopmentWriteInput {
  return {
    slug,
    code,
    name: `Kaanal Residences ${code}`,
    city: 'Tulum',
    address: 'Avenida Tulum, Quintana Roo, México',
    latitude: 20.2114,
    longitude: -87.4654,
    status: 'selling',
    currency: 'MXN',
    facts: { apartments: 40, levels: 4, area_m2: 500, min_unit_m2: 40, max_unit_m2: 90, products: 1200 },
    distances: [{ label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: 5 }],
    pages: {
      project: { es: 'Un proyecto en la selva.\n\nCerca del mar.', en: 'A project in the jungle.\n\nNear the sea.', fr: '' },
      location: { es: 'En Tulum.', en: '', fr: '' },
    },
    package_terms: {
      GOLD: { down_payment_percent: 25, price_freeze: true, financing_plan: false },
      PREMIUM: { down_payment_percent: 20, price_freeze: true, financing_plan: true },
      BLACK: { down_payment_percent: 35, price_freeze: false, financing_plan: true },
    },
    package_prices: [],
    ...overrides,
  };
}

export function typologyBody(code: TypologyWriteInput['code'], overrides: Partial<TypologyWriteInput> = {}): TypologyWriteInput {
  return {
    code,
    name: { es: 'Departamento de prueba', en: 'Test apartment', fr: 'Appartement d’essai' },
    description: 'CONDO Depto. -Prueba',
    size_m2: 64,
    bedrooms: 1,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a caller (or anonymous), JSON body or a prepared multipart one. */
export function requester(app: () => FastifyInstance) {
  return (method: Method, url: string, options: { caller?: Caller; body?: unknown; multipart?: { payload: Buffer; headers: Record<string, string> }; lang?: string } = {}) =>
    app().inject({
      method,
      url,
      headers: { ...options.caller?.headers, ...options.multipart?.headers, ...(options.lang && { 'accept-language': options.lang }) },
      ...(options.multipart ? { payload: options.multipart.payload } : options.body !== undefined ? { payload: options.body as object } : {}),
    });
}
