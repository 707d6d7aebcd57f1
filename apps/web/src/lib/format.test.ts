import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatMoney, formatNumber, formatPercent, formatPrice } from './format';

describe('formatting per language', () => {
  it('writes dates as dd/mm/yyyy in es and fr, and with the month named in en (05/03 reads differently in the UK and the US)', () => {
    expect(formatDate('2026-03-05T00:00:00Z', 'es')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T00:00:00Z', 'fr')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T00:00:00Z', 'en')).toBe('5 March 2026');
    expect(formatDate('2025-12-31T23:30:00Z', 'en')).toBe('31 December 2025');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('writes numbers and percentages in the language’s way', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'fr')).toBe('12\u202f345,5');
    expect(formatPercent(0.3, 'en')).toBe('30%');
    expect(formatPercent(0.3, 'fr')).toBe('30\u00a0%');
  });

  it('sizes on disk in kB under a megabyte, MB with one decimal above, per language', () => {
    expect(formatBytes(850_000, 'en')).toBe('850 kB');
    expect(formatBytes(4_230_000, 'en')).toBe('4.2 MB');
    expect(formatBytes(4_230_000, 'es')).toBe('4,2 MB');
    expect(formatBytes(4_230_000, 'fr')).toMatch(/^4,2\s?Mo$/);
    expect(formatBytes(120, 'en')).toBe('1 kB');
  });

  it('writes prices in the development’s currency and the page’s language, whole amounts', () => {
    expect(formatPrice(1_250_000, 'USD', 'en')).toBe('$1,250,000');
    expect(formatPrice(1_250_000, 'MXN', 'en')).toBe('MX$1,250,000');
    expect(formatPrice(1_250_000.4, 'MXN', 'es')).toBe('1.250.000\u00a0MXN');
    expect(formatPrice(1_250_000, 'USD', 'fr')).toBe('1\u202f250\u202f000\u00a0$US');
  });

  it('writes a schedule’s amounts to the cent (issue 34)', () => {
    expect(formatMoney(12_500.5, 'USD', 'en')).toBe('$12,500.50');
    expect(formatMoney(12_500.5, 'MXN', 'es')).toBe('12.500,50\u00a0MXN');
    expect(formatMoney(0.1 + 0.2, 'USD', 'fr')).toBe('0,30\u00a0$US');
  });
});
