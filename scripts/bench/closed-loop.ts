// The closed-loop runs of the benchmarks: autocannon keeps one request in flight on every
// connection, sending the next as soon as the previous is answered, for `seconds`. Throughput
// runs use it; runs judged on latency at a given rate use `open-loop.ts` instead.
import autocannon, { type RequestSpec } from 'autocannon';

export interface ClosedLoopOptions {
  url: string;
  connections: number;
  seconds: number;
  request: RequestSpec;
  /** Every response's status and latency (ms, from its write to its last byte). */
  onLatency: (status: number, latencyMs: number) => void;
  /** Socket errors and timeouts. */
  onError: (error: Error) => void;
}

/** Resolves with the run's duration (s) and its socket errors and timeouts. */
export function closedLoop(options: ClosedLoopOptions): Promise<{ seconds: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: options.url, connections: options.connections, duration: options.seconds, timeout: 30, requests: [options.request] },
      (error, result) => (error ? reject(error) : resolve({ seconds: result.duration, errors: result.errors })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => options.onLatency(statusCode, responseTimeMs));
    instance.on('reqError', options.onError);
  });
}
