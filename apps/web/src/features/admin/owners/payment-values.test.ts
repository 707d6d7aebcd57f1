import { describe, expect, it } from 'vitest';
import { paymentWriteSchema } from '@vitrina/contracts';
import { amountOf, amountText, leftOn, todayIso } from './payment-values';

describe('the office payment forms: money as typed', () => {
  it('reads a point or a comma, and refuses what is no amount', () => {
    expect(amountOf('1500.25')).toBe(1500.25);
    expect(amountOf(' 1500,25 ')).toBe(1500.25);
    expect(amountOf('1 500')).toBe(1500);
    expect(Number.isNaN(amountOf(''))).toBe(true);
    expect(Number.isNaN(amountOf('mil'))).toBe(true);
    expect(Number.isNaN(amountOf('-5'))).toBe(true);
    // Three decimals read as a number, and the contracts' schema refuses them at the field.
    const refused = paymentWriteSchema.safeParse({ amount: amountOf('10,005'), paid_at: '2026-11-28', method: 'cash' });
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['amount']);
  });

  it('starts the amount with what is left on the line, exactly', () => {
    expect(leftOn({ amount: 33333.33, paid_amount: 0.1 })).toBe(33333.23);
    expect(amountText(leftOn({ amount: 100, paid_amount: 99.9 }))).toBe('0.10');
    expect(amountText(30000)).toBe('30000');
  });

  it('dates a payment today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
