// What one measured run reports, whoever drove it (HTTP load worker or raw-SQL baseline).

export interface RunStats {
  name: string;
  /** HTTP through the service, or raw SQL straight to the database. */
  driver: 'http' | 'raw';
  /** What was driven, for the table's footnotes. */
  description: string;
  connections: number;
  /** Wall-clock seconds of the measured window. */
  seconds: number;
  /** Postings the client saw committed (HTTP 201 `accepted`, or raw COMMIT). */
  accepted: number;
  /** Postings answered `rejected` (business violations); 0 is expected in every run. */
  rejected: number;
  /** HTTP responses outside 2xx, by status; raw runs report failed transactions under `error`. */
  failures: Record<string, number>;
  /** Socket errors and timeouts (HTTP) or driver errors (raw). */
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** A few failure bodies or messages, for the diagnosis. */
  samples: string[];
  /** CPU seconds of the load generator's own thread (HTTP runs; NaN off Linux). */
  clientCpuSeconds?: number;
}

export const postingsPerSecond = (run: RunStats) => (run.seconds > 0 ? run.accepted / run.seconds : 0);

export const failureCount = (run: RunStats) => Object.values(run.failures).reduce((a, b) => a + b, 0) + run.errors;

/** Nearest-rank percentile of latencies in milliseconds. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const rank = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[rank]!;
}

export function latencySummary(latenciesMs: number[]): { p50Ms: number; p99Ms: number } {
  const sorted = Float64Array.from(latenciesMs).sort();
  const asArray = Array.from(sorted);
  return { p50Ms: percentile(asArray, 50), p99Ms: percentile(asArray, 99) };
}

/** Decimal amount string between 0.01 and `maxWhole`.99 from a random source (never a float on the wire). */
export function randomAmount(random: () => number, maxWhole = 9): string {
  const cents = 1 + Math.floor(random() * (maxWhole * 100 + 99));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
