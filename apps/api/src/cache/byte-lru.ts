// A least-recently-used map bounded by the bytes its values hold (Map keeps insertion order,
// so re-inserting on a hit leaves the oldest entry first).
/** A value's size is its `bytes` when it holds more than `data` (other encodings), else data's length. */
const sizeOf = (value: { data: Buffer; bytes?: number }) => value.bytes ?? value.data.length;

export class ByteLru<V extends { data: Buffer; bytes?: number }> {
  private entries = new Map<string, V>();
  private bytes = 0;
  /** Look-ups since start, for the metrics (issue 24). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.lookups.hits++;
      this.entries.delete(key);
      this.entries.set(key, value);
    } else {
      this.lookups.misses++;
    }
    return value;
  }

  set(key: string, value: V) {
    if (sizeOf(value) > this.maxBytes / 4) return; // one huge value must not flush the rest
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += sizeOf(value);
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(value);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
