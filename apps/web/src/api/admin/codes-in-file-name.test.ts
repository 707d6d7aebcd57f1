import { describe, expect, it } from 'vitest';
import { codesInFileName, MAX_CODE_CANDIDATES } from './codes-in-file-name';

describe('codesInFileName (bulk linking by the code in a file name)', () => {
  it('offers the whole name first, then shorter runs of its parts, longest first', () => {
    expect(codesInFileName('GLD-2R-SAL-01.jpg')[0]).toBe('GLD-2R-SAL-01');
    const codes = codesInFileName('sof-100_frente.jpg');
    expect(codes.slice(0, 3)).toEqual(['sof-100_frente', '100_frente', 'sof-100']);
    expect(codes).toContain('sof');
    expect(codes.indexOf('sof-100')).toBeLessThan(codes.indexOf('sof'));
  });

  it('finds a code after a prefix and before a suffix, separated by _ - . or a space', () => {
    expect(codesInFileName('foto_E2E-AB12CD.png')).toContain('E2E-AB12CD');
    expect(codesInFileName('e2e-ab12cd-frente.webp')).toContain('e2e-ab12cd');
    expect(codesInFileName('Foto del sofá MES-01 (2).jpeg')).toContain('MES-01');
  });

  it('keeps a dot inside a code and drops only the extension', () => {
    expect(codesInFileName('SOF.10.png')[0]).toBe('SOF.10');
    expect(codesInFileName('SOF.10')).toEqual(['SOF']); // '.10' is read as the extension
  });

  it('does not read a code inside a word, nor repeat a code in another letter case', () => {
    expect(codesInFileName('SOFA1.png')).toEqual(['SOFA1']);
    expect(codesInFileName('mes-01 MES-01.png')).toEqual(['mes-01', 'mes', '01']);
  });

  it('gives nothing for a name without letters or digits, and caps the lookups', () => {
    expect(codesInFileName('---.png')).toEqual([]);
    expect(codesInFileName('.png')).toEqual([]);
    expect(codesInFileName('a-b-c-d-e-f-g-h-i-j.png')).toHaveLength(MAX_CODE_CANDIDATES);
  });

  it('never offers what could not be a code (too long, or starting with a separator)', () => {
    expect(codesInFileName(`${'X'.repeat(41)}-A1.png`)).toEqual(['A1']);
    expect(codesInFileName('_abc-1.png')).toEqual(['abc-1', 'abc', '1']);
  });
});
