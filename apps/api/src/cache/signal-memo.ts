// Values computed from data behind a ChangeSignal, kept until that data changes: the
// catalogue's counts per search (GET /items/page asks for the same total window after window).
// The same rules as ResponseCache: a value computed while a change happened is used once but
// not kept, nor is anything kept while changes elsewhere might go unheard.
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

  async get(key: string, build: () => Promise<T>): Promise<T> {
    const version = this.signal.version;
    if (version !== this.seenVersion) {
      this.values.clear();
      this.seenVersion = version;
    }
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = await build();
    if (this.signal.reliable && this.signal.version === version && this.seenVersion === version) {
      // The oldest key goes first: a search typed letter by letter leaves keys nobody asks for again.
      if (this.values.size >= this.maxEntries) this.values.delete(this.values.keys().next().value as string);
      this.values.set(key, value);
    }
    return value;
  }
}
