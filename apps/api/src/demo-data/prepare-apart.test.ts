// The demo work done in a child process gives what the same work gives here: the same
// pictures (hash, size, colour, renditions as Buffers) and hashes that verify the demo password.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { illustrationKey } from './catalogue-images';
import { prepareDemoWorkApart, prepareDemoWorkHere } from './prepare-apart';
import { DEMO_PASSWORD } from './users';

describe('demo data prepared in a child process', () => {
  it('answers the same pictures as here, and password hashes that verify', async () => {
    const keys = [illustrationKey('sofa', 'GOLD'), illustrationKey('bed', 'BLACK')];
    const [apart, here] = await Promise.all([prepareDemoWorkApart(keys), prepareDemoWorkHere(keys)]);

    expect([...apart.pictures.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const a = apart.pictures.get(key)!;
      const h = here.pictures.get(key)!;
      expect({ hash: a.hash, width: a.width, height: a.height, dominantColor: a.dominantColor }).toEqual({
        hash: h.hash,
        width: h.width,
        height: h.height,
        dominantColor: h.dominantColor,
      });
      expect(a.variants.map((v) => [v.width, v.height])).toEqual(h.variants.map((v) => [v.width, v.height]));
      for (const variant of a.variants) {
        expect(Buffer.isBuffer(variant.data)).toBe(true);
        // A WebP file: "RIFF" … "WEBP".
        expect(variant.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(variant.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
    expect(await verifyPassword(apart.passwords.demo, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(apart.passwords.locked, DEMO_PASSWORD)).toBe(false);
  }, 60_000);
});
