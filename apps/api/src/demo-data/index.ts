// The demo data of a first start (DESIGN.md "Data"): two developments, seven typologies and
// their package prices, 81 units, demo people, a catalogue per typology × category with
// pictures. Deterministic (a seeded generator; only purchase dates count back from `now`), and
// all in one transaction together with the "seeded" marker: a crash leaves all or nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';
import { buildCatalogue } from './catalogue';
import { illustrationKey, saveIllustrations, type IllustrationKey } from './catalogue-images';
import { seedDevelopments } from './developments';
import { seedItems } from './items';
import { seedPackagePrices } from './package-prices';
import { seedTypologies, TYPOLOGIES } from './typologies';
import { seedUnits } from './units';
import { prepareDemoWorkHere, type PreparedDemoWork } from './prepare-apart';
import { seedUsers, type DemoAccount } from './users';

export { DEMO_PASSWORD, type DemoAccount } from './users';

/** The app_meta key whose presence means the demo data is in place. */
export const DEMO_SEEDED_KEY = 'demo_seeded_at';

export interface DemoSeedOptions {
  /** Generate and store item pictures (default true; false is faster, items get none). */
  images?: boolean;
  log?: (msg: string) => void;
  /** The reference day for purchase dates (default: now). */
  now?: Date;
  /**
   * Where the slow, pure work (hashes, pictures) runs: here by default; a server's first start
   * passes prepareDemoWorkApart's fallback chain (startup.ts) so its memory never holds it.
   */
  prepare?: (keys: readonly IllustrationKey[]) => Promise<PreparedDemoWork>;
}

export interface DemoSeedCounts {
  developments: number;
  typologies: number;
  /** GOLD, PREMIUM and BLACK for each unit type (decision 059). */
  packagePrices: number;
  units: number;
  purchasedUnits: number;
  users: number;
  items: number;
  itemsWithImage: number;
  images: number;
}

export interface DemoSeedResult {
  /** Accounts to print at start: all share DEMO_PASSWORD. */
  accounts: DemoAccount[];
  counts: DemoSeedCounts;
  durationMs: number;
}

export class DemoDataAlreadySeededError extends Error {
  constructor() {
    super('The demo data is already in this database (app_meta.demo_seeded_at is set).');
  }
}

export async function isSeeded(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY)).limit(1);
  return rows.length > 0;
}

export async function markSeeded(db: Pick<Db, 'insert'>, at: Date = new Date()): Promise<void> {
  const value = at.toISOString();
  await db
    .insert(appMeta)
    .values({ key: DEMO_SEEDED_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: at } });
}

export async function seedDemoData(db: Db, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const catalogue = buildCatalogue(TYPOLOGIES.map((t) => t.code));

  // Slow, pure work first and side by side: argon2 hashes and picture processing.
  const wanted = options.images === false ? [] : catalogue.filter((i) => i.withImage).map((i) => illustrationKey(i.kind, i.category));
  const { passwords, pictures } = await (options.prepare ?? prepareDemoWorkHere)(wanted);
  log(`demo data: ${pictures.size} illustrations ready in ${Math.round(performance.now() - started)} ms`);

  const result = await db.transaction(async (tx) => {
    if (await isSeeded(tx)) throw new DemoDataAlreadySeededError();
    const { playaDelCarmenId } = await seedDevelopments(tx);
    const typologies = await seedTypologies(tx, playaDelCarmenId);
    const packagePrices = await seedPackagePrices(tx);
    const people = await seedUsers(tx, passwords);
    const units = await seedUnits(tx, playaDelCarmenId, people.ids, now);
    const images = await saveIllustrations(tx, pictures);
    const items = await seedItems(tx, catalogue, images.ids);
    await markSeeded(tx, new Date());
    const counts: DemoSeedCounts = {
      developments: 2,
      typologies,
      packagePrices,
      units: units.units,
      purchasedUnits: units.purchased,
      users: people.created,
      items: items.items,
      itemsWithImage: items.withImage,
      images: images.created,
    };
    return { accounts: people.accounts, counts };
  });

  const durationMs = Math.round(performance.now() - started);
  const c = result.counts;
  log(
    `demo data: ${c.units} units (${c.purchasedUnits} sold), ${c.users} people, ${c.items} items ` +
      `(${c.itemsWithImage} with a picture), ${c.images} pictures in ${durationMs} ms`,
  );
  return { ...result, durationMs };
}
