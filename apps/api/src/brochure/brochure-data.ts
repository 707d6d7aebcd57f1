// What the brochure shows, read from the database in one go: the first development, its
// typologies with their sizes and unit counts, a picture for the Gold and Premium packages, and
// the public contact values. The same read is the cache key: its hash (the "fingerprint") changes
// exactly when something the brochure prints changes. It is a few small queries per request
// (brochure-repository.ts).
import { createHash } from 'node:crypto';
import {
  DEVELOPMENT_ADDRESS,
  DISTANCES_MINUTES,
  PROJECT_FACTS,
  SHOW_ROOM_ITEMS_TYPOLOGY,
  type LocalizedText,
} from '@vitrina/contracts';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadPublicConfig, type PublicConfig } from '../settings/public-config';
import { listDevelopments, listPackagePictures, listTypologiesWithUnits, readVariantNearWidth } from './brochure-repository';

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
    name: string;
    city: string;
    address: string;
    distances: Record<string, number>;
    apartments: number;
    levels: number;
    areaM2: number;
  };
  /** Names of the developments announced as coming soon. */
  comingSoon: string[];
  /** Smallest first. */
  typologies: BrochureTypology[];
  /** Content hash of the picture of each package, when its catalogue has one. */
  pictures: Partial<Record<PicturedPackage, string>>;
}

export async function loadBrochureData(db: Db, config: Config): Promise<BrochureData> {
  const [brand, devRows, pictureRows] = await Promise.all([
    loadPublicConfig(db, config),
    listDevelopments(db),
    // The living-room piece of the show room's typology pictures each package best.
    listPackagePictures(db, PICTURED_PACKAGES, SHOW_ROOM_ITEMS_TYPOLOGY),
  ]);
  const first = devRows.find((d) => d.status === 'active') ?? devRows[0];
  const typologyRows = first ? await listTypologiesWithUnits(db, first.id) : [];
  return {
    brand,
    publicUrl: config.publicUrl,
    // A fresh install without demo data still gets a brochure, from the figures of the spec.
    development: {
      name: first?.name ?? brand.brandName,
      city: first?.city ?? 'Playa del Carmen',
      address: first?.address ?? DEVELOPMENT_ADDRESS,
      distances: first && Object.keys(first.distances).length ? first.distances : { ...DISTANCES_MINUTES },
      apartments: first?.apartments ?? PROJECT_FACTS.apartments,
      levels: first?.levels ?? PROJECT_FACTS.levels,
      areaM2: first?.areaM2 ?? PROJECT_FACTS.approxAreaM2,
    },
    comingSoon: devRows.filter((d) => d.id !== first?.id && d.status === 'coming_soon').map((d) => d.name),
    typologies: typologyRows.map((t) => ({ ...t, sizeM2: Number(t.sizeM2), units: Number(t.units) })),
    pictures: Object.fromEntries(pictureRows.map((p) => [p.category, p.hash])),
  };
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
