import { describe, expect, it } from 'vitest';
import type { DevelopmentSummary, Property, User } from '@vitrina/contracts';
import { developmentCodeOf, filterUnits, pageCount, pageWindow, unitsOfDevelopment } from './filter';

const user = (id: number, name: string, email: string, phone: string | null): User => ({ id, name, email, phone, type: 'Guest' });

describe('filterUnits', () => {
  const unit = (id: number, number: string, owner: User | null) => ({ id, number, name: `Unidad ${number}`, user: owner }) as unknown as Property;
  it('matches the unit number and the owner', () => {
    const units = [unit(1, '101', user(1, 'Ana', 'ana@x.io', null)), unit(2, '202', null)];
    expect(filterUnits(units, '202').map((u) => u.id)).toEqual([2]);
    expect(filterUnits(units, 'ana').map((u) => u.id)).toEqual([1]);
  });
});

describe('the development of /clients/{development}', () => {
  const dev = (slug: string, code: string) => ({ slug, code, name: slug, city: '', status: 'selling', cover: null, first: false }) as DevelopmentSummary;
  const list = [dev('playa-del-carmen', 'PDC'), dev('miami', 'MIA')];
  const unit = (id: number, development: string) => ({ id, number: String(id), development, user: null }) as unknown as Property;
  const units = [unit(1, 'PDC'), unit(2, 'MIA'), unit(3, 'PDC')];

  it('is named by its slug, or by its code in any case', () => {
    expect(developmentCodeOf('playa-del-carmen', list)).toBe('PDC');
    expect(developmentCodeOf('mia', list)).toBe('MIA');
    expect(developmentCodeOf('PDC', list)).toBe('PDC');
  });
  it('lists only its units; an unknown or empty name lists them all', () => {
    expect(unitsOfDevelopment(units, developmentCodeOf('playa-del-carmen', list)).map((u) => u.id)).toEqual([1, 3]);
    expect(unitsOfDevelopment(units, developmentCodeOf('atzaro', list)).map((u) => u.id)).toEqual([1, 2, 3]);
    expect(unitsOfDevelopment(units, developmentCodeOf('', list)).map((u) => u.id)).toEqual([1, 2, 3]);
  });
});

describe('pagination', () => {
  it('shows at most five buttons around the current page', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
  });
});
