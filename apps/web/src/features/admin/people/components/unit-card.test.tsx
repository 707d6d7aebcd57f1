// The clients page's card (SPEC §2.17) with issue 22's lifecycle: a hold says until when, a
// reservation says so (its buyer as the owner, no date of sale), a sale keeps its date.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@vitrina/contracts';
import admin from '../../../../locales/en/admin.json';
import { createI18n } from '../../../../lib/i18n';
import { UnitCard } from './unit-card';

const i18n = createI18n('en', { admin });
// The instance initialises asynchronously: the texts are there once it has.
beforeAll(() => (i18n.isInitialized ? undefined : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()))));
const buyer = { id: 9, name: 'Beatriz Buyer', email: 'beatriz@example.com', phone: '+529841112233', type: 'User' as const };
const unit = (over: Partial<Property>): Property => ({
  id: 1,
  name: 'Departamento 203',
  description: 'CONDO Depto.- 1 Recamara',
  number: '203',
  furniture: 'GOLD',
  size: '52 m²',
  typology: '1R',
  development: 'PDC',
  user_id: null,
  user: null,
  date_buy: null,
  status: 'available',
  hold_until: null,
  ...over,
});
const card = (u: Property) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <UnitCard unit={u} onOpen={() => undefined} />
    </I18nextProvider>,
  );

describe('a unit’s card on the clients page', () => {
  it('shows a hold with its end', () => {
    const html = card(unit({ status: 'on_hold', hold_until: '2026-03-05T14:30:00.000Z' }));
    expect(html).toContain('On hold until');
    expect(html).toContain('March 2026');
    expect(html).toContain('data-unit-status="on_hold"');
  });

  it('shows a reservation with its buyer and no date of sale', () => {
    const html = card(unit({ status: 'reserved', user_id: buyer.id, user: buyer }));
    expect(html).toContain('Reserved');
    expect(html).toContain('Beatriz Buyer');
    expect(html).not.toContain('data-testid="purchase-date"');
  });

  it('keeps a sale as before: its buyer and date, no status line', () => {
    const html = card(unit({ status: 'sold', user_id: buyer.id, user: buyer, date_buy: '2026-02-01' }));
    expect(html).toContain('data-testid="purchase-date"');
    expect(html).not.toContain('data-unit-status');
    expect(card(unit({}))).not.toContain('data-unit-status');
  });
});
