// Pure rules of a development's pages (decision 030): a page's copy as a lead and a body, its
// photos cover first, the figures that are set, the map's addresses.
import { paragraphsOf, type DevelopmentDetail, type PublicPhoto } from '@vitrina/contracts';

/** A page's plain text: its first paragraph leads, the others are the body. */
export function copyOf(text: string): { lead: string | null; body: string[] } {
  const [lead, ...body] = paragraphsOf(text);
  return { lead: lead ?? null, body };
}

/** A page's photos: its cover first, then the others in the Admin's order. */
export function photosCoverFirst(photos: readonly PublicPhoto[]): PublicPhoto[] {
  const cover = photos.find((p) => p.cover);
  return cover ? [cover, ...photos.filter((p) => p !== cover)] : [...photos];
}

export type FactKey = 'apartments' | 'area' | 'levels' | 'sizes' | 'products';
export type Fact =
  | { key: 'apartments' | 'area' | 'levels' | 'products'; value: number }
  | { key: 'sizes'; min: number | null; max: number | null };

/** The development's figures in the order the pages show them; a figure left empty is left out. */
export function factsOf(facts: DevelopmentDetail['facts']): Fact[] {
  const shown: Fact[] = [];
  if (facts.apartments !== null) shown.push({ key: 'apartments', value: facts.apartments });
  if (facts.area_m2 !== null) shown.push({ key: 'area', value: facts.area_m2 });
  if (facts.levels !== null) shown.push({ key: 'levels', value: facts.levels });
  if (facts.min_unit_m2 !== null || facts.max_unit_m2 !== null) shown.push({ key: 'sizes', min: facts.min_unit_m2, max: facts.max_unit_m2 });
  if (facts.products !== null) shown.push({ key: 'products', value: facts.products });
  return shown;
}

/**
 * The map frame and the "open in maps" link: at the coordinates when both are known, else at
 * the address (the provider finds it by name).
 */
export function mapAddresses({ latitude, longitude, address }: Pick<DevelopmentDetail, 'latitude' | 'longitude' | 'address'>): { embed: string; link: string } {
  const query = latitude !== null && longitude !== null ? `${latitude},${longitude}` : address;
  const q = encodeURIComponent(query);
  return {
    embed: `https://maps.google.com/maps?q=${q}&z=15&output=embed`,
    link: `https://www.google.com/maps/search/?api=1&query=${q}`,
  };
}
