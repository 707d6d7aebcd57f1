import { describe, expect, it } from 'vitest';
import { developmentPageMeta, widestPicture } from './page-meta';

describe('widestPicture', () => {
  it('takes the widest stored variant when it is wide enough for a preview', () => {
    expect(widestPicture('/api/images/h?w=320 320w, /api/images/h?w=1280 1280w, /api/images/h?w=640 640w')).toEqual({ url: '/api/images/h?w=1280', width: 1280 });
  });

  it('gives way to the brand picture when every variant is under 1200 px, or there is none', () => {
    expect(widestPicture('/api/images/h?w=320 320w, /api/images/h?w=640 640w')).toBeNull();
    expect(widestPicture(null)).toBeNull();
    expect(widestPicture('')).toBeNull();
    expect(widestPicture('garbage')).toBeNull();
  });
});

describe('developmentPageMeta (decision 030)', () => {
  const picture = (w: number, h: number) => ({
    url: `/api/images/x?w=640`,
    srcset: `/api/images/x?w=640 640w, /api/images/x?w=${w} ${w}w`,
    width: w,
    height: h,
    color: null,
  });
  const page = (text: string, photos: Array<{ id: number; picture: ReturnType<typeof picture>; alt: string; cover: boolean }> = []) => ({ text, photos });
  const development = {
    slug: 'costa-azul',
    code: 'CAZ',
    name: 'Costa Azul',
    city: 'Tulum',
    status: 'selling' as const,
    cover: picture(1600, 1000),
    first: false,
    address: 'Av. Tulum 1',
    latitude: null,
    longitude: null,
    currency: 'USD' as const,
    facts: { apartments: null, levels: null, area_m2: null, min_unit_m2: null, max_unit_m2: null, products: null },
    distances: [],
    pages: {
      project: page('The project lead.\n\nMore.'),
      architecture: page('Architecture lead.', [
        { id: 1, picture: picture(800, 600), alt: 'small', cover: false },
        { id: 2, picture: picture(2000, 1000), alt: 'Façade at dusk', cover: true },
      ]),
      detail: page(''),
      amenities: page(''),
      invest: page(''),
      location: page('By the sea.'),
    },
    typologies: [],
    package_terms: {
      GOLD: { down_payment_percent: 30, price_freeze: true, financing_plan: true },
      PREMIUM: { down_payment_percent: 20, price_freeze: true, financing_plan: true },
      BLACK: { down_payment_percent: 30, price_freeze: true, financing_plan: true },
    },
    package_prices: [],
    publish_availability: false,
  };
  const base = {
    title: 'Vitrina',
    description: 'The brand.',
    image: 'https://v.example/og-image.jpg',
    imageWidth: 1200,
    imageHeight: 630,
    imageAlt: 'Brand',
    url: 'https://v.example/whatever',
    type: 'website' as const,
    locale: 'en_US',
    language: 'en' as const,
    siteName: 'Vitrina',
  };
  const meta = (over: Partial<Parameters<typeof developmentPageMeta>[0]>) =>
    developmentPageMeta({ base, page: 'architecture', development, pageTitle: 'Architecture', brand: 'Vitrina', origin: 'https://v.example', ...over });

  it("names the page and the development, describes it by its copy's first paragraph, shows its cover photo", () => {
    expect(meta({})).toMatchObject({
      title: 'Architecture · Costa Azul · Vitrina',
      description: 'Architecture lead.',
      image: 'https://v.example/api/images/x?w=2000',
      imageWidth: 2000,
      imageHeight: 1000,
      imageAlt: 'Façade at dusk',
      url: 'https://v.example/developments/costa-azul/architecture-page',
    });
  });

  it("falls back to the project page's copy, the development's cover, its name as the picture's text", () => {
    expect(meta({ page: 'detail', pageTitle: 'The project' })).toMatchObject({
      description: 'The project lead.',
      image: 'https://v.example/api/images/x?w=1600',
      imageHeight: 1000,
      imageAlt: 'Costa Azul',
      url: 'https://v.example/developments/costa-azul/project-detail',
    });
    expect(meta({ page: 'GOLD', pageTitle: 'Gold', pageText: 'GOLD brings the essentials.' }).description).toBe('GOLD brings the essentials.');
    expect(meta({ page: 'topology', pageTitle: 'Unit types' }).url).toBe('https://v.example/topology-costa-azul');
  });

  it('keeps the brand picture when no photo is wide enough, and the seed path as the first development’s address', () => {
    const first = { ...development, first: true, cover: picture(800, 600), pages: { ...development.pages, architecture: page('') } };
    const m = meta({ development: first, page: 'location', pageTitle: 'Location' });
    expect(m.url).toBe('https://v.example/location');
    expect(m.image).toBe(base.image);
    expect(m.description).toBe('By the sea.');
    expect(meta({ development: first, page: 'project', pageTitle: 'Developments' }).url).toBe('https://v.example/projects');
  });
});
