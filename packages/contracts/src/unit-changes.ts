// GET /developments/{slug}/units/changes (issue 22, decision 037): the stacking plan's stream of
// "the units may have changed" events (text/event-stream). Zod-free, like unit-rules.ts: the
// plan's client reads these names without pulling the schemas in (the event's schema, for the
// API's description, is unitChangesEventSchema in units.ts).

/** The event names the stream sends; a line starting with ":" is a heartbeat (no event). */
export const UNIT_CHANGES_EVENTS = {
  /** First, as soon as the stream is open: the plan refetches once (it may have missed a change). */
  ready: 'ready',
  /** Something the plan shows may have changed: refetch (with If-None-Match; a 304 if not). */
  change: 'change',
} as const;

/** Every event's data (JSON). */
export interface UnitChangesEvent {
  /**
   * False while this instance might not hear changes made on another one (its PostgreSQL
   * listener is reconnecting): the client keeps polling often until an event says true again.
   */
  reliable: boolean;
}

/** The data of an event, or null when it is not one (a client never trusts what it reads). */
export function parseUnitChangesEvent(data: string): UnitChangesEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && typeof (value as { reliable?: unknown }).reliable === 'boolean') {
      return { reliable: (value as UnitChangesEvent).reliable };
    }
  } catch {
    // not JSON: not an event of ours
  }
  return null;
}
