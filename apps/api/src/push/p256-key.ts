// A browser's push key (p256dh) must be a point of the P-256 curve (decision 065; issue 35: "keys
// that are not valid P-256 keys → 422"). The contracts check its shape (65 bytes, 0x04 first);
// whether the point is on the curve only a curve computation tells: node's key import refuses
// one that is not, so a device that could never be encrypted to is refused when it is saved,
// not at its first push.
import { createPublicKey } from 'node:crypto';

/** Whether `p256dh` (base64url, an uncompressed point) is a point of the P-256 curve. */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
