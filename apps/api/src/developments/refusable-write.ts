// An Admin's write that may be refused: one transaction with the change signal's NOTIFY (on
// commit, cached answers are dropped on every instance). A refusal thrown inside rolls it back
// and comes out as the outcome it carries; an error `retryOnce` recognises (a race the checks
// could not see: a unique index, a picture dropped meanwhile) runs the work once more, when its
// checks see the other write's result. Developments, photos, unit types and units share it.
import type { ChangeSignal, Tx } from '../cache/change-signal';

/** Extend it per outcome type (`class Refused extends RefusedWrite<…> {}`), throw it inside the work. */
export class RefusedWrite<O extends { kind: string }> extends Error {
  constructor(readonly outcome: O) {
    super(outcome.kind);
  }
}

export async function refusableWrite<O>(signal: ChangeSignal, work: (tx: Tx) => Promise<O>, retryOnce: (error: unknown) => boolean): Promise<O> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signal.transaction(work);
    } catch (error) {
      if (error instanceof RefusedWrite) return error.outcome as O;
      if (attempt === 1 && retryOnce(error)) continue;
      throw error;
    }
  }
}
