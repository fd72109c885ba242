// Remembers DPoP proof ids (jkt + jti) until the proof could no longer pass the iat check.
// The interface is all a shared store (Postgres, Redis) needs to implement for multi-instance use.

export interface ReplayCache {
  /** True when `key` was unseen (and is now remembered until `expiresAtMs`); false on a replay. */
  checkAndRemember(key: string, expiresAtMs: number): boolean;
}

export interface MemoryReplayCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

export const DEFAULT_REPLAY_CACHE_ENTRIES = 100_000;

/**
 * In-process cache, bounded by entry count. Entries are inserted roughly in expiry order (expiry is
 * iat + window), so pruning from the front is usually enough; a full sweep runs only when some
 * entry further in is known to have expired. If the cache is still full of live entries the oldest
 * is evicted: availability wins over a replay window that only a holder of valid, bound tokens can
 * open, since the cache is consulted after token and binding checks have passed.
 */
export class MemoryReplayCache implements ReplayCache {
  private readonly entries = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Lower bound on the earliest expiry in the map; gates the O(n) sweep. */
  private earliestExpiryMs = Number.POSITIVE_INFINITY;

  constructor(options: MemoryReplayCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? DEFAULT_REPLAY_CACHE_ENTRIES;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  checkAndRemember(key: string, expiresAtMs: number): boolean {
    const nowMs = this.now();
    const seen = this.entries.get(key);
    if (seen !== undefined && seen > nowMs) return false;
    if (seen !== undefined) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.makeRoom(nowMs);
    this.entries.set(key, expiresAtMs);
    this.earliestExpiryMs = Math.min(this.earliestExpiryMs, expiresAtMs);
    return true;
  }

  private makeRoom(nowMs: number): void {
    for (const [key, expiresAtMs] of this.entries) {
      if (expiresAtMs > nowMs) break;
      this.entries.delete(key);
    }
    if (this.entries.size >= this.maxEntries && this.earliestExpiryMs <= nowMs) {
      let earliest = Number.POSITIVE_INFINITY;
      for (const [key, expiresAtMs] of this.entries) {
        if (expiresAtMs <= nowMs) this.entries.delete(key);
        else earliest = Math.min(earliest, expiresAtMs);
      }
      this.earliestExpiryMs = earliest;
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
