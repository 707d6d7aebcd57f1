import { describe, expect, it } from 'vitest';
import { defuseFormula, restoreFormula } from './formula';

describe('formula defusing', () => {
  it('puts an apostrophe before a text a spreadsheet would run, and nothing before any other', () => {
    expect(['=SUM(A1)', '+34 600', '-20 %', '@cmd', "'=x", "''-x"].map(defuseFormula)).toEqual(["'=SUM(A1)", "'+34 600", "'-20 %", "'@cmd", "''=x", "'''-x"]);
    expect(['Mesa', "'solo", "l'été = bien", '', "'", ' =x'].map(defuseFormula)).toEqual(['Mesa', "'solo", "l'été = bien", '', "'", ' =x']);
  });

  it('restoreFormula gives back exactly what defuseFormula was given', () => {
    const texts = ['=1+1', "'=1+1", "''=1+1", "'", "''", "'abc", 'abc', '-', "'-", '@', '+', '', '==', "'='", 'a=b'];
    for (const text of texts) expect(restoreFormula(defuseFormula(text)), JSON.stringify(text)).toBe(text);
  });

  it('reads an apostrophe typed by hand before a formula as the spreadsheet does: as text marker', () => {
    expect(restoreFormula("'=A1")).toBe('=A1');
    expect(restoreFormula("'plain")).toBe("'plain");
  });
});
