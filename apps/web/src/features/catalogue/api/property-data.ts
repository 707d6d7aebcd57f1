// The unit the show room shows (SPEC §3 key propertyData): stored by the property detail's
// "show room" button, read back by /show-room. Read leniently: anything unreadable is no unit.
import { useMemo } from 'react';
import { propertySchema, STORAGE_KEYS, type Property } from '@vitrina/contracts';
import { useHydrated } from '../../../lib/use-hydrated';
import { readStoredJson, writeStoredJson } from '../../../lib/session';

export function readPropertyData(): Property | null {
  const parsed = propertySchema.safeParse(readStoredJson(STORAGE_KEYS.propertyData));
  return parsed.success ? parsed.data : null;
}

export const storePropertyData = (property: Property): void => writeStoredJson(STORAGE_KEYS.propertyData, property);

/**
 * The kept unit, for a screen: none while a server-rendered page hydrates (the server cannot
 * know it), then the kept one.
 */
export function useStoredPropertyData(): Property | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? readPropertyData() : null), [hydrated]);
}
