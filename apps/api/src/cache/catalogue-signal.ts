// The catalogue's change signal: every write to items or images bumps it, on every instance
// (PostgreSQL NOTIFY on this channel). The catalogue's response cache keys on it; the brochure
// (or anything else derived from the catalogue) can subscribe with onCatalogueChange.
import type { Database } from '../db/client';
import { acquireChangeSignal, type AcquiredSignal } from './change-signal';

export const CATALOGUE_CHANNEL = 'vitrina_catalogue';

type Log = { warn(obj: object, msg: string): void };

/** Hold the signal while the app runs; call release() when it closes (an onClose hook). */
export const acquireCatalogueSignal = (database: Database, log?: Log): Promise<AcquiredSignal> =>
  acquireChangeSignal(database, CATALOGUE_CHANNEL, log);

/**
 * Calls listener after every catalogue change (here or on another instance) until the returned
 * function is called; that function also lets go of the signal.
 */
export async function onCatalogueChange(database: Database, listener: () => void, log?: Log): Promise<() => Promise<void>> {
  const { signal, release } = await acquireCatalogueSignal(database, log);
  const unsubscribe = signal.onChange(listener);
  return async () => {
    unsubscribe();
    await release();
  };
}
