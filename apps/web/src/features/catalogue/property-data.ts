// The unit the show room shows (SPEC §3 key propertyData): stored by the property detail's
// "show room" button, read back by /show-room. Read leniently: anything unreadable is no unit.
// Its id is checked by hand, so the first render knows which unit to ask for without zod;
// the whole unit is checked with its contract schema, loaded with it, and shown while the
// fresh copy loads.
import { useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS, type Property } from '@vitrina/contracts';
import { useHydrated } from '../../lib/use-hydrated';
import { readStoredJson, writeStoredJson } from '../../lib/session';

export function readStoredPropertyId(): string | null {
  const value = readStoredJson(STORAGE_KEYS.propertyData);
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : null;
}

export async function readPropertyData(): Promise<Property | null> {
  const stored = readStoredJson(STORAGE_KEYS.propertyData);
  // Nothing kept: no schema to load.
  if (stored === null || stored === undefined) return null;
  const { propertySchema } = await import('../../lib/answer-schemas');
  const parsed = propertySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export const storePropertyData = (property: Property): void => writeStoredJson(STORAGE_KEYS.propertyData, property);

/**
 * The kept unit, for a screen: nothing while a server-rendered page hydrates (the server cannot
 * know it), then its id at once and the checked unit a moment later.
 */
export function useStoredPropertyData(): { id: string | null; unit: Property | null } {
  const hydrated = useHydrated();
  const id = useMemo(() => (hydrated ? readStoredPropertyId() : null), [hydrated]);
  const [unit, setUnit] = useState<Property | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    void readPropertyData().then((read) => current && setUnit(read));
    return () => {
      current = false;
    };
  }, [hydrated]);
  return { id, unit };
}
