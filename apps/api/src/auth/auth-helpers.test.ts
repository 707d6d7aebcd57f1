import { describe, expect, it } from 'vitest';
import { passwordField } from '@vitrina/contracts';
import { accountCodeHint, hashAccountCode } from './account-codes';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { generateTemporaryPassword } from './temporary-password';

describe('temporary passwords', () => {
  it('are readable groups that meet the password rules of SPEC §5, and never repeat', () => {
    const drawn = Array.from({ length: 300 }, generateTemporaryPassword);
    for (const p of drawn) {
      expect(p).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(p).not.toMatch(/[01OIl]/);
      expect(passwordField.safeParse(p).success, p).toBe(true);
      expect(isCommonPassword(p)).toBe(false);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});

describe('common passwords', () => {
  it('ships at least 1,000 and matches them in any letter case, also with symbols added at the end', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const p of ['Password1', 'PASSWORD1', 'Password1!', 'Qwerty123', 'Trustno1', 'Passw0rd?!']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Vitrina2026!', 'Kx7m-Pq4t-Wz9r', 'Cuenta-Segura-2026']) expect(isCommonPassword(p), p).toBe(false);
  });
});

describe('account codes', () => {
  it('hash the trimmed, upper-cased code, and hint without revealing it', () => {
    expect(hashAccountCode('  owner-1 ')).toBe(hashAccountCode('OWNER-1'));
    expect(hashAccountCode('OWNER-1')).not.toBe(hashAccountCode('OWNER-2'));
    expect(hashAccountCode('OWNER-1')).toMatch(/^[0-9a-f]{64}$/);
    expect(accountCodeHint('owner-7f3k-22qx')).toBe('OW… (15)');
  });
});
