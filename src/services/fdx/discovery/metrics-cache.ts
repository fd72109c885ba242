// A small bounded cache with a time-to-live (seed 000 "Limits": the certification-metrics cache
// is bounded, 30 seconds, pruned on insert). Every insert first drops expired entries; when the
// cache is still full it drops the least recently inserted one. The clock is injected so tests
// prove expiry without sleeping.
export interface TtlCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAtMs: number }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
    if (!(options.ttlMs > 0)) throw new RangeError('ttlMs must be positive');
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value while it is fresh; an expired entry is dropped and reads as absent. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    const now = this.now();
    for (const [k, entry] of this.entries) if (entry.expiresAtMs <= now) this.entries.delete(k);
    this.entries.delete(key); // re-inserting moves the key to the newest position
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAtMs: now + this.options.ttlMs });
  }

  /** Fresh value, or computes, stores and returns a new one. */
  async getOrCompute(key: K, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await compute();
    this.set(key, value);
    return value;
  }
}
