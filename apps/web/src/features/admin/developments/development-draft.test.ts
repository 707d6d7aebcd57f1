import { describe, expect, it } from 'vitest';
import { developmentWriteSchema, type AdminDevelopment } from '@vitrina/contracts';
import { duplicateDefaults, emptyDraft, numberOf, planTotal, suggestSlug, toDraft, toWriteInput } from './development-draft';
import { moveItem, orderAfterMove } from './reorder';

const stored: AdminDevelopment = {
  id: 3,
  position: 1,
  slug: 'tulum-bay',
  code: 'TLB',
  name: 'Tulum Bay',
  city: 'Tulum',
  address: 'Av. Cobá 10',
  latitude: 20.2,
  longitude: -87.46,
  status: 'selling',
  currency: 'USD',
  facts: { apartments: 40, levels: 5, area_m2: 754.5, min_unit_m2: null, max_unit_m2: 110, products: null },
  distances: [{ label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: 4 }],
  pages: {
    project: { es: 'Uno.\n\nDos.', en: 'One.', fr: '' },
    architecture: { es: '', en: '', fr: '' },
    detail: { es: '', en: '', fr: '' },
    amenities: { es: '', en: '', fr: '' },
    invest: { es: '', en: '', fr: '' },
    location: { es: '', en: '', fr: '' },
  },
  package_terms: {
    GOLD: { down_payment_percent: 30, price_freeze: true, financing_plan: true },
    PREMIUM: { down_payment_percent: 20, price_freeze: false, financing_plan: true },
    BLACK: { down_payment_percent: 35, price_freeze: true, financing_plan: false },
  },
  package_prices: [
    { typology: '1R', package: 'GOLD', amount: 250000 },
    { typology: '1R', package: 'BLACK', amount: 310000 },
  ],
  photos: [],
  typologies: [],
  units: 0,
  publish_prices: false,
  publish_availability: true,
  payment_plan: [
    { label: { es: 'Enganche', en: 'Down payment', fr: 'Acompte' }, percent: 33.33, months_after_reservation: 0 },
    { label: { es: 'Entrega', en: 'Handover', fr: 'Livraison' }, percent: 66.67, months_after_reservation: 18 },
  ],
  selection_deadline: null,
  time_zone: 'America/Cancun',
};

describe('the development form: draft ↔ API', () => {
  it('reads a stored development back unchanged through the schema', () => {
    const draft = toDraft(stored);
    expect(draft.latitude).toBe('20.2');
    expect(draft.facts.min_unit_m2).toBe('');
    expect(draft.prices['1R']).toEqual({ GOLD: '250000', PREMIUM: '', BLACK: '310000' });
    // Every unit type has its row, priced or not.
    expect(toDraft({ ...stored, typologies: [{ code: '2R' } as AdminDevelopment['typologies'][number]] }).prices['2R']).toEqual({ GOLD: '', PREMIUM: '', BLACK: '' });
    const parsed = developmentWriteSchema.parse(toWriteInput(draft, ['1R']));
    expect(parsed).toEqual({
      slug: stored.slug,
      code: stored.code,
      name: stored.name,
      city: stored.city,
      address: stored.address,
      latitude: stored.latitude,
      longitude: stored.longitude,
      status: stored.status,
      currency: stored.currency,
      facts: stored.facts,
      distances: stored.distances,
      pages: stored.pages,
      package_terms: stored.package_terms,
      package_prices: stored.package_prices,
      publish_prices: false,
      publish_availability: true,
      payment_plan: stored.payment_plan,
      selection_deadline: null,
      time_zone: 'America/Cancun',
    });
  });

  it('keeps the time zone, UTC for a new development or an answer read without one (decision 057)', () => {
    expect(emptyDraft().time_zone).toBe('UTC');
    const { time_zone: _none, ...older } = stored;
    expect(toDraft(older).time_zone).toBe('UTC');
    const draft = toDraft(stored);
    draft.time_zone = 'America/New_York';
    expect(developmentWriteSchema.parse(toWriteInput(draft, [])).time_zone).toBe('America/New_York');
    draft.time_zone = 'Mars/Olympus_Mons';
    expect(developmentWriteSchema.safeParse(toWriteInput(draft, [])).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['time_zone', 'payment.timeZoneInvalid']]);
  });

  it('sends the payment plan as typed (a decimal comma too), and leaves it out when it was read without one', () => {
    const draft = toDraft(stored);
    expect(draft.payment_plan[0]).toEqual({ label: { es: 'Enganche', en: 'Down payment', fr: 'Acompte' }, percent: '33.33', months_after_reservation: '0' });
    draft.payment_plan[0]!.percent = '33,33';
    expect(developmentWriteSchema.parse(toWriteInput(draft, [])).payment_plan?.map((l) => l.percent)).toEqual([33.33, 66.67]);
    // An answer from before issue 34 has no plan: the save keeps the stored one (absent), never empties it.
    const { payment_plan: _none, ...older } = stored;
    expect(toDraft(older).payment_plan).toEqual([]);
    expect(toWriteInput(toDraft(older), [], { withPlan: false })).not.toHaveProperty('payment_plan');
    expect(toWriteInput(emptyDraft(), [])).toHaveProperty('payment_plan', []);
  });

  it('adds up the plan in basis points, exactly, and says when a percentage is not a number yet', () => {
    expect(planTotal([{ percent: '33.33' }, { percent: '33,33' }, { percent: '33.34' }])).toEqual({ basisPoints: 10_000, complete: true });
    expect(planTotal([{ percent: '0.1' }, { percent: '0.2' }])).toEqual({ basisPoints: 30, complete: true });
    expect(planTotal([{ percent: '50' }, { percent: '' }, { percent: 'x' }])).toEqual({ basisPoints: 5000, complete: false });
    expect(planTotal(undefined)).toEqual({ basisPoints: 0, complete: true });
  });

  it('refuses a plan that does not add up to 100 on the list, and a percent with three decimals on its field', () => {
    const draft = toDraft(stored);
    draft.payment_plan[1]!.percent = '66.66';
    const short = developmentWriteSchema.safeParse(toWriteInput(draft, []));
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((i) => i.path.join('.'))).toEqual(['payment_plan']);
    draft.payment_plan[1]!.percent = '66.667';
    const fine = developmentWriteSchema.safeParse(toWriteInput(draft, []));
    expect(fine.error?.issues.map((i) => i.path.join('.'))).toContain('payment_plan.1.percent');
  });

  it('leaves out prices of unit types the development no longer has, and empty ones', () => {
    const draft = toDraft(stored);
    draft.prices['2R'] = { GOLD: '1', PREMIUM: ' ', BLACK: '' };
    expect(toWriteInput(draft, ['2R']).package_prices).toEqual([{ typology: '2R', package: 'GOLD', amount: 1 }]);
  });

  it('reads typed numbers: empty optional figures are null, required ones and words are refused', () => {
    expect(numberOf('', { optional: true })).toBeNull();
    expect(numberOf('  ', { optional: false })).toBeNaN();
    expect(numberOf('754,5', { optional: true })).toBe(754.5);
    expect(numberOf('-87.0739', { optional: true })).toBe(-87.0739);
    expect(numberOf('1 000', { optional: true })).toBe(1000);
    expect(numberOf('12abc', { optional: true })).toBeNaN();
    const draft = { ...emptyDraft(), slug: 'x', code: 'XX', name: 'X', city: 'C', address: 'A', latitude: 'norte' };
    draft.distances = [{ label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: '' }];
    const result = developmentWriteSchema.safeParse(toWriteInput(draft, []));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['latitude', 'distances.0.minutes']));
  });

  it('starts a new development coming soon with the seed’s package terms, valid once named', () => {
    const draft = { ...emptyDraft(), slug: 'nuevo', code: 'nv1', name: 'Nuevo', city: 'Cancún', address: 'Centro' };
    const parsed = developmentWriteSchema.parse(toWriteInput(draft, []));
    expect(parsed.status).toBe('coming_soon');
    expect(parsed.code).toBe('NV1');
    expect(parsed.package_terms.PREMIUM.down_payment_percent).toBe(20);
    expect(parsed.facts.apartments).toBeNull();
  });
});

describe('suggested slugs and duplicates', () => {
  it('suggests a slug from a name', () => {
    expect(suggestSlug('Kaanal Residences Playa del Carmen')).toBe('kaanal-residences-playa-del-carmen');
    expect(suggestSlug('  Mérida · Señorial  Ñ ')).toBe('merida-senorial-n');
    expect(suggestSlug('Café & Mar #2')).toBe('cafe-mar-2');
    expect(suggestSlug('New')).toBe('new-1');
    expect(suggestSlug('¡!')).toBe('');
    const long = suggestSlug('a'.repeat(58) + ' bb');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });

  it('prefills a duplicate with a new slug, code and name', () => {
    const copyName = (name: string) => `${name} (copia)`;
    expect(duplicateDefaults({ slug: 'tulum-bay', code: 'TLB', name: 'Tulum Bay' }, { slugSuffix: 'copia', copyName })).toEqual({
      slug: 'tulum-bay-copia',
      code: 'TLB2',
      name: 'Tulum Bay (copia)',
    });
    const long = duplicateDefaults({ slug: 'b'.repeat(60), code: 'ABCDEFGHIJKL', name: 'N' }, { slugSuffix: 'copie', copyName });
    expect(long.slug).toHaveLength(60);
    expect(long.slug.endsWith('-copie')).toBe(true);
    expect(long.code).toBe('ABCDEFGHIJK2');
    expect(developmentWriteSchema.shape.slug.safeParse(long.slug).success).toBe(true);
  });
});

describe('reordering', () => {
  it('moves one entry a step and leaves the list alone past its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('orders the developments that are not archived, archived ones last', () => {
    const all = [
      { slug: 'a', status: 'selling' },
      { slug: 'old', status: 'archived' },
      { slug: 'b', status: 'coming_soon' },
      { slug: 'c', status: 'sold_out' },
    ];
    expect(orderAfterMove(all, 'c', -1)?.map((d) => d.slug)).toEqual(['a', 'c', 'b', 'old']);
    expect(orderAfterMove(all, 'a', 1)?.map((d) => d.slug)).toEqual(['b', 'a', 'c', 'old']);
    expect(orderAfterMove(all, 'a', -1)).toBeNull();
    expect(orderAfterMove(all, 'old', -1)).toBeNull();
  });
});

describe('the unit-type dialog: draft ↔ API', () => {
  it('starts a new unit type on the first free code and reads typed numbers', async () => {
    const { typologyDraft, typologyWriteInput } = await import('./typology-draft');
    const { typologyWriteSchema } = await import('@vitrina/contracts');
    const draft = typologyDraft(null, ['1R', '2R']);
    expect(draft.code).toBe('3R');
    const filled = { ...draft, name: { es: 'Tres recámaras', en: 'Three bedrooms', fr: 'Trois chambres' }, description: 'CONDO Depto.- 3 Recamaras', size_m2: '98,5', bedrooms: '3' };
    expect(typologyWriteSchema.parse(typologyWriteInput(filled))).toEqual({ ...filled, size_m2: 98.5, bedrooms: 3 });
    const refused = typologyWriteSchema.safeParse(typologyWriteInput({ ...filled, bedrooms: '' }));
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['bedrooms']);
  });
});
