// A real push service stand-in for the push tests (decision 065): an HTTP server on 127.0.0.1
// that records every request (headers and body) and answers with the statuses a test scripts,
// and a device — a real P-256 key pair and auth secret — that decrypts what it was sent
// (aes128gcm, RFC 8188/8291), as a browser would.
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

export interface Receiver {
  origin: string;
  received: Received[];
  /** The next answers, in order (then 201); 0: no answer at all (a push service that hangs). */
  script(...statuses: number[]): void;
  /** Resolves once `n` requests came (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const queue: number[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = queue.shift() ?? 201;
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), status });
      if (status === 0) {
        hanging.push(res);
        return;
      }
      res.writeHead(status, status === 429 ? { 'retry-after': '0' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    script: (...statuses) => queue.push(...statuses),
    async waitFor(n, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} push requests, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received.slice(0, n);
    },
    close: () => {
      for (const res of hanging) res.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export interface Device {
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

/** A browser's push keys, and the decryption of an aes128gcm body sent to them. */
export function newDevice(): Device {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const rs = body.readUInt32BE(16);
      const idlen = body[20]!;
      const serverKey = body.subarray(21, 21 + idlen);
      const record = body.subarray(21 + idlen);
      if (record.length > rs) throw new Error('more than one record');
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
