// Helpers of the catalogue tests: signed-in callers, multipart bodies and sample pictures.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createSession } from '../../../src/auth/sessions';
import type { Db } from '../../../src/db/client';
import { users } from '../../../src/db/schema';

export interface Caller {
  headers: Record<string, string>;
}

/** A bearer token for the demo account with that e-mail. */
export async function callerFor(db: Db, email: string): Promise<Caller> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return { headers: { authorization: `Bearer ${await createSession(db, user.id)}` } };
}

export const ADMIN_EMAIL = 'admin@vitrina.demo';
export const GUEST_EMAIL = 'guest@vitrina.demo';
export const OWNER_EMAIL = 'owner1@vitrina.demo';

/** A multipart/form-data body with one file (built by the platform's FormData). */
export async function multipart(bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), options.filename ?? 'upload.bin');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** A small picture with a gradient (so the dominant colour and variants are meaningful). */
export function picture(width: number, height: number, background = '#336699') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A PNG whose header declares width × height but carries almost no data: a pixel bomb. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid item body for POST /items and PUT /items/{id}. */
export function itemBody(code: string, overrides: Record<string, unknown> = {}) {
  return {
    item: { es: 'Lámpara de pie', en: 'Floor lamp', fr: 'Lampadaire' },
    description: { es: 'Lámpara de latón', en: 'Brass lamp', fr: 'Lampe en laiton' },
    code,
    room: 'SALA',
    type: 'Iluminación',
    category: 'GOLD',
    typology: '2R',
    quantity: 2,
    ...overrides,
  };
}
