// The constant-arrival-rate load generator of bench:fdx's judged run: requests go out evenly
// spaced (no per-second bursts), their latency includes the time they waited for a connection,
// and responses it cannot frame fail instead of being counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openLoop } from '../../scripts/bench/open-loop.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const request = (path: string) => () => `GET ${path} HTTP/1.1\r\nhost: test\r\n\r\n`;

describe('openLoop', () => {
  it('spreads the requests evenly over the run instead of sending each second in a burst', async () => {
    const arrivals: number[] = [];
    const url = await serve((req, res) => {
      arrivals.push(performance.now());
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    const bodies: string[] = [];
    const result = await openLoop({ url, connections: 8, rate: 100, seconds: 0.6, request: request('/x'), onResponse: (_status, body) => bodies.push(body.toString()) });

    expect(result.due).toBe(60);
    expect(result.answered).toBe(60);
    expect(result.errors).toBe(0);
    expect(result.statuses).toEqual({ '200': 60 });
    expect(bodies[0]).toBe('{"path":"/x"}');
    const first = arrivals[0]!;
    // Evenly spaced at 10 ms: the last arrives about 590 ms after the first. A burst (autocannon's
    // overallRate) would put all 60 in the first few milliseconds.
    expect(arrivals.at(-1)! - first).toBeGreaterThan(450);
    const busiest = Math.max(...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 100).length));
    expect(busiest).toBeLessThanOrEqual(25);
  });

  it('counts the time a due request waited for a connection in its latency', async () => {
    // One connection, a service that needs 30 ms per call, 100 calls/s due: the queue grows.
    const url = await serve((_req, res) => {
      setTimeout(() => res.end('{}'), 30);
    });
    const result = await openLoop({ url, connections: 1, rate: 100, seconds: 0.3, request: request('/slow') });

    expect(result.answered).toBe(30);
    const sorted = Array.from(result.latenciesMs).sort((a, b) => a - b);
    // A closed loop would report about 30 ms for every call; here the last call was due at 290 ms
    // and answered after about 30 × 30 ms.
    expect(sorted[0]).toBeGreaterThanOrEqual(29);
    expect(sorted.at(-1)).toBeGreaterThan(400);
    expect(result.queuedMaxMs).toBeGreaterThan(300);
    expect(result.seconds).toBeGreaterThan(0.8);
  });

  it('fails a response it cannot frame, and reopens a connection the service closed', async () => {
    const chunked = await serve((_req, res) => {
      res.write('{"a":');
      res.end('1}');
    });
    const unframed = await openLoop({ url: chunked, connections: 2, rate: 50, seconds: 0.1, request: request('/') });
    expect(unframed.answered).toBe(0);
    expect(unframed.errors).toBe(5);
    expect(unframed.errorSamples[0]).toMatch(/without Content-Length/);

    let connections = 0;
    const closing = await serve((_req, res) => {
      res.setHeader('connection', 'close');
      res.end('{}');
    });
    servers.at(-1)!.on('connection', () => (connections += 1));
    const reopened = await openLoop({ url: closing, connections: 1, rate: 50, seconds: 0.1, request: request('/') });
    expect(reopened.answered).toBe(5);
    expect(reopened.errors).toBe(0);
    expect(connections).toBe(5);
  });
});
