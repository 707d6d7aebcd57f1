// What the brochure shows, read from the database in one go: a development (the first one, or
// the one asked for by slug) with its figures, distances, unit types with their unit counts,
// package terms and prices, a picture for the Gold and Premium packages, the developments
// announced as coming soon, and the public contact values. The same read is the cache key: its
// hash (the "fingerprint") changes exactly when something the brochure prints changes. It is a
// few small queries per request (brochure-repository.ts).
import { createHash } from 'node:crypto';
import { DEFAULT_PACKAGE_TERMS, SHOW_ROOM_ITEMS_TYPOLOGY, type Currency, type LocalizedText, type PackageTermsByPackage } from '@vitrina/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { StoredPages } from '../db/schema';
import { loadSharp } from '../images/load-sharp';
import { loadPublicConfig, type PublicConfig } from '../settings/public-config';
import { findBrochureDevelopment, listComingSoon, listPackagePictures, listPackagePrices, listTypologiesWithUnits, readVariantNearWidth } from './brochure-repository';

/** Packages that have a catalogue to picture (BLACK is sold through a conversation). */
export const PICTURED_PACKAGES = ['GOLD', 'PREMIUM'] as const;
export type PicturedPackage = (typeof PICTURED_PACKAGES)[number];

export interface BrochureTypology {
  code: string;
  name: LocalizedText;
  sizeM2: number;
  bedrooms: number;
  units: number;
}

export interface BrochureData {
  brand: PublicConfig;
  publicUrl: string;
  development: {
    /** null: no development to show yet (a fresh install without data); the brand stands in. */
    slug: string | null;
    name: string;
    city: string;
    address: string;
    currency: Currency;
    /** In the Admin's order; labels in every language (the brochure picks its own). */
    distances: { label: LocalizedText; minutes: number }[];
    /** Each figure may be unset: the brochure then leaves it out. */
    facts: { apartments: number | null; levels: number | null; areaM2: number | null; minUnitM2: number | null; maxUnitM2: number | null; products: number | null };
    pages: StoredPages;
    terms: PackageTermsByPackage;
    /** The prices the Admin set, by unit-type code and package. */
    prices: { typology: string; package: string; amount: number }[];
  };
  /** Names of the other developments announced as coming soon. */
  comingSoon: string[];
  /** Smallest first. */
  typologies: BrochureTypology[];
  /** Content hash of the picture of each package, when its catalogue has one. */
  pictures: Partial<Record<PicturedPackage, string>>;
}

/**
 * The brochure of the development with that slug (browsable ones only), or of the first
 * development when slug is null. Null when the slug names no browsable development.
 */
export async function loadBrochureData(db: Db, config: Config, slug: string | null = null): Promise<BrochureData | null> {
  const dev = await findBrochureDevelopment(db, slug);
  if (slug !== null && !dev) return null;
  const [brand, comingSoon, pictureRows, typologyRows, prices] = await Promise.all([
    loadPublicConfig(db, config),
    listComingSoon(db, dev?.id ?? null),
    // The living-room piece of the show room's typology pictures each package best.
    listPackagePictures(db, PICTURED_PACKAGES, SHOW_ROOM_ITEMS_TYPOLOGY),
    dev ? listTypologiesWithUnits(db, dev.id) : Promise.resolve([]),
    dev ? listPackagePrices(db, dev.id) : Promise.resolve([]),
  ]);
  return {
    brand,
    publicUrl: config.publicUrl,
    development: {
      slug: dev?.slug ?? null,
      name: dev?.name ?? brand.brandName,
      city: dev?.city ?? '',
      address: dev?.address ?? '',
      currency: (dev?.currency ?? 'MXN') as Currency,
      distances: dev?.distances ?? [],
      facts: {
        apartments: dev?.apartments ?? null,
        levels: dev?.levels ?? null,
        areaM2: dev?.areaM2 ?? null,
        minUnitM2: dev?.minUnitM2 ?? null,
        maxUnitM2: dev?.maxUnitM2 ?? null,
        products: dev?.products ?? null,
      },
      pages: dev?.pages ?? {},
      terms: dev?.packageTerms ?? DEFAULT_PACKAGE_TERMS,
      prices: prices.map((p) => ({ ...p, amount: Number(p.amount) })),
    },
    comingSoon: comingSoon.map((d) => d.name),
    typologies: typologyRows.map((t) => ({ ...t, sizeM2: Number(t.sizeM2), units: Number(t.units) })),
    pictures: Object.fromEntries(pictureRows.map((p) => [p.category, p.hash])),
  };
}

/** The smallest and largest unit: the Admin's figures, else the unit types' sizes, else null. */
export function sizeRange(data: BrochureData): { min: number; max: number } | null {
  const sizes = data.typologies.map((t) => t.sizeM2);
  const min = data.development.facts.minUnitM2 ?? (sizes.length ? Math.min(...sizes) : null);
  const max = data.development.facts.maxUnitM2 ?? (sizes.length ? Math.max(...sizes) : null);
  return min !== null && max !== null ? { min, max } : null;
}

/** A short, stable hash of everything the brochure prints. */
export function fingerprintOf(data: BrochureData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);
}

/** Width of the stored variant to print: sharp enough at the card's size, small in the file. */
const PICTURE_WIDTH = 640;

/**
 * The pictures as JPEG (PDF readers know JPEG and PNG, not the stored WebP), by content hash.
 * A picture that cannot be read is left out: the card then shows its colour block.
 */
export async function loadPictures(db: Db, hashes: readonly string[]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const sharp = await loadSharp();
  for (const hash of new Set(hashes)) {
    const data = await readVariantNearWidth(db, hash, PICTURE_WIDTH);
    if (!data) continue;
    try {
      out.set(hash, await sharp(data).flatten({ background: '#ffffff' }).jpeg({ quality: 84 }).toBuffer());
    } catch {
      // A damaged stored picture must not cost the whole brochure.
    }
  }
  return out;
}
