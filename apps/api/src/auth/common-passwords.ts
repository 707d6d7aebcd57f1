// Refuses the passwords people pick most often (issue 3: "refuse the most common passwords").
// The list ships beside this file; it holds only entries that pass the rules of SPEC §5, since
// the others are refused by those rules already.
import { readFileSync } from 'node:fs';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!list) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    list = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line && !line.startsWith('#')),
    );
  }
  return list;
}

/** How many passwords the list holds (tests and the start-up log read it). */
export const commonPasswordCount = (): number => commonPasswords().size;

/**
 * True for a listed password, in any letter case, also with symbols tacked on at the end
 * ('Password1!' is 'password1' to an attacker's dictionary).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  const set = commonPasswords();
  return set.has(lower) || set.has(lower.replace(/[^\p{L}\p{N}]+$/u, ''));
}
