// The temporary password of POST /forgot-password: easy to read and type from a mail (no 0/O,
// 1/l/I), and it meets the rules of SPEC §5 so it can become the account's password as is.
import { randomInt } from 'node:crypto';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** e.g. 'Kx7m-Pq4t-Wz9r': 12 random characters of 56 (about 69 bits), in groups of four. */
export function generateTemporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: GROUPS * GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]!);
    const has = (set: string) => chars.some((c) => set.includes(c));
    // Rejection keeps the draw uniform among the passwords that have all three kinds.
    if (!has(UPPER) || !has(LOWER) || !has(DIGITS)) continue;
    const groups: string[] = [];
    for (let i = 0; i < chars.length; i += GROUP_LENGTH) groups.push(chars.slice(i, i + GROUP_LENGTH).join(''));
    return groups.join('-');
  }
}
