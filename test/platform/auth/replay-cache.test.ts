import { describe, expect, it } from 'vitest';
import { MemoryReplayCache } from '../../../src/platform/auth/replay-cache.ts';

describe('MemoryReplayCache', () => {
  it('detects a replay until the entry expires', () => {
    let nowMs = 0;
    const cache = new MemoryReplayCache({ now: () => nowMs });
    expect(cache.checkAndRemember('k', 1000)).toBe(true);
    expect(cache.checkAndRemember('k', 1000)).toBe(false);
    nowMs = 1000;
    expect(cache.checkAndRemember('k', 2000)).toBe(true);
  });

  it('stays bounded under many entries', () => {
    const cache = new MemoryReplayCache({ maxEntries: 1000, now: () => 0 });
    let maxSeen = 0;
    for (let i = 0; i < 50_000; i++) {
      cache.checkAndRemember(`k${i}`, 60_000);
      maxSeen = Math.max(maxSeen, cache.size);
    }
    expect(maxSeen).toBe(1000);
    // The newest entries are the ones kept.
    expect(cache.checkAndRemember('k49999', 60_000)).toBe(false);
  });

  it('evicts expired entries before live ones', () => {
    let nowMs = 0;
    const cache = new MemoryReplayCache({ maxEntries: 4, now: () => nowMs });
    cache.checkAndRemember('live-old', 10_000); // inserted first, expires last
    cache.checkAndRemember('short-1', 1_000);
    cache.checkAndRemember('short-2', 1_000);
    cache.checkAndRemember('short-3', 1_000);
    nowMs = 2_000;
    cache.checkAndRemember('new', 10_000);
    expect(cache.size).toBe(2);
    // The oldest insertion survived because expired entries went first.
    expect(cache.checkAndRemember('live-old', 10_000)).toBe(false);
  });

  it('rejects a nonsensical bound', () => {
    expect(() => new MemoryReplayCache({ maxEntries: 0 })).toThrow(RangeError);
  });
});
