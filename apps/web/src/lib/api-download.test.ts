import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './api-download';

describe('fileNameFromDisposition', () => {
  it('reads the plain and the quoted filename', () => {
    expect(fileNameFromDisposition('attachment; filename=catalogue.csv')).toBe('catalogue.csv');
    expect(fileNameFromDisposition('attachment; filename="catálogo 2026.xlsx"')).toBe('catálogo 2026.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });
  it('prefers the RFC 6266 UTF-8 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="catalogo.csv"; filename*=UTF-8''cat%C3%A1logo.csv`)).toBe('catálogo.csv');
  });
  it('keeps only a base name, and gives null without one', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.csv`)).toBeNull();
  });
});
