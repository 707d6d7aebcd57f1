// Values computed from data behind a ChangeSignal, kept until that data changes: the
// catalogue's counts per search (GET /items/page asks for the same total window after window).
// The same rules as ResponseCache: a value read while a change happened is not kept, nor is
// anything kept while changes elsewhere might go unheard.
import type { ChangeSignal } from './change-signal';

export class SignalMemo<T> {
  private values = new Map<string, T>();
  private seenVersion: number;

  constructor(
    private readonly signal: ChangeSignal,
    private readonly maxEntries = 1_000,
  ) {
    this.seenVersion = signal.version;
  }

  /** The data's version now: read it before reading the data, and give it to keep(). */
  get version(): number {
    return this.signal.version;
  }

  /** The value kept for key, if the data has not changed since. */
  peek(key: string): T | undefined {
    if (this.signal.version !== this.seenVersion) {
      this.values.clear();
      this.seenVersion = this.signal.version;
    }
    return this.values.get(key);
  }

  /** Keeps value for key, if the data is still as it was at `readAt` (the version before reading it). */
  keep(key: string, value: T, readAt: number): void {
    this.peek(key);
    if (!this.signal.reliable || this.signal.version !== readAt || this.seenVersion !== readAt) return;
    // The oldest key goes first: a search typed letter by letter leaves keys nobody asks for again.
    if (this.values.size >= this.maxEntries && !this.values.has(key)) this.values.delete(this.values.keys().next().value as string);
    this.values.set(key, value);
  }
}
