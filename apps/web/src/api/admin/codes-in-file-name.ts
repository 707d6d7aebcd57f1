// Bulk linking (SPEC §2.9 admin): which item codes a dropped picture's file name may carry. The
// server answers whether a code exists (GET /items/page?code=), so the browser no longer needs
// the whole catalogue. Pure, unit-tested.
import { ITEM_CODE_MAX_LENGTH, ITEM_CODE_PATTERN } from '@vitrina/contracts';

/** Lookups one file may cost at most: a name with many parts gives many candidates. */
export const MAX_CODE_CANDIDATES = 15;

/**
 * The codes to look for, longest first (so 'SOF-100' wins over 'SOF-10'), without repeats (any
 * letter case). A code is a run of whole parts of the name: a name is cut into words at any
 * character a code cannot hold (spaces, accents…), and each word into parts at - . _ (which a
 * code may hold), so 'foto_GLD-2R-SAL-01-frente.jpg' yields 'GLD-2R-SAL-01' among others, but
 * 'sofa' is not read inside 'SOFA1'.
 */
export function codesInFileName(fileName: string, max = MAX_CODE_CANDIDATES): string[] {
  const base = fileName.replace(/\.[^.]*$/, '');
  const found: { code: string; at: number }[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for (const word of base.split(/([^A-Za-z0-9._-]+)/)) {
    // split() with a capture group keeps the separators at odd places: skip them, count them.
    const start = offset;
    offset += word.length;
    if (!word || !/^[A-Za-z0-9._-]+$/.test(word)) continue;
    // Parts and the separators between them: 'a-b_c' → ['a', '-', 'b', '_', 'c'].
    const pieces = word.split(/([._-]+)/);
    for (let from = 0; from < pieces.length; from += 2) {
      for (let to = from; to < pieces.length; to += 2) {
        const code = pieces.slice(from, to + 1).join('');
        if (!code || code.length > ITEM_CODE_MAX_LENGTH || !ITEM_CODE_PATTERN.test(code)) continue;
        const key = code.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ code, at: start + pieces.slice(0, from).join('').length });
      }
    }
  }
  // Longest first; among equals, the one further left (where people put a code).
  found.sort((a, b) => b.code.length - a.code.length || a.at - b.at);
  return found.slice(0, max).map((c) => c.code);
}
