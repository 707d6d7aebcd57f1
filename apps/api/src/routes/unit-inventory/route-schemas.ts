// Pieces shared by the inventory routes' OpenAPI descriptions, and their context.
import type { ChangeSignal } from '../../cache/change-signal';

export const TAG = 'units';
export { bearer, errorResponses } from '../../http/route-schemas';
export { notModified, slugParams } from '../developments/route-schemas';

/**
 * Unit writes share the catalogue's change signal with the developments: a write bumps it, so
 * every cached public answer that shows units or prices is dropped on every instance.
 */
export interface InventoryOptions {
  signal: ChangeSignal;
}
