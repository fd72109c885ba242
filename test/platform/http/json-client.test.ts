// The lean JSON client services read each other with (ADR 0020): query encoding, headers,
// statuses as values, keep-alive reuse, and failures that throw (unreachable, silent, not JSON).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonClient, queryString } from '../../../src/platform/http/json-client.ts';

describe('json client', () => {
  let server: http.Server;
  let base: string;
  const sockets = new Set<unknown>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      sockets.add(req.socket);
      const url = new URL(req.url ?? '/', 'http://x');
      const route = url.pathname.replace(/^\/prefix/, '');
      if (route === '/silent') return; // never answers
      if (route === '/text') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('not json');
        return;
      }
      if (route === '/missing') {
        res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ code: 'not_found' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ path: url.pathname, query: [...url.searchParams.entries()], authorization: req.headers.authorization ?? null, correlation: req.headers['x-platform-correlation-id'] ?? null }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('encodes queries in OpenAPI form style (arrays repeat the key) and skips undefined values', () => {
    expect(queryString({ a: 1, b: ['x y', 'z&'], c: undefined, d: true })).toBe('?a=1&b=x%20y&b=z%26&d=true');
    expect(queryString({ c: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('sends the path under the base URL with its headers, and parses the answer', async () => {
    const client = createJsonClient(base, { timeoutMs: 2000 });
    const reply = await client.get<{ path: string; query: string[][]; authorization: string; correlation: string }>('/v1/items', {
      query: { ids: ['a', 'b'], limit: 2 },
      headers: { authorization: 'Bearer t-1', 'x-platform-correlation-id': 'c-1' },
    });
    expect(reply).toEqual({
      status: 200,
      data: { path: '/prefix/v1/items', query: [['ids', 'a'], ['ids', 'b'], ['limit', '2']], authorization: 'Bearer t-1', correlation: 'c-1' },
      error: undefined,
    });
    client.close();
  });

  it('answers other statuses as values with the problem body, and reuses its connection', async () => {
    const client = createJsonClient(base, { timeoutMs: 2000 });
    sockets.clear();
    const missing = await client.get('/missing');
    expect(missing).toEqual({ status: 404, data: undefined, error: { code: 'not_found' } });
    await client.get('/again');
    expect(sockets.size).toBe(1);
    client.close();
  });

  it('throws for a body that is not JSON, a silent service and an unreachable one', async () => {
    const client = createJsonClient(base, { timeoutMs: 200 });
    await expect(client.get('/text')).rejects.toThrow(/not JSON/);
    await expect(client.get('/silent')).rejects.toThrow(/no answer for 200 ms/);
    client.close();
    const nowhere = createJsonClient('http://127.0.0.1:1', { timeoutMs: 200 });
    await expect(nowhere.get('/x')).rejects.toThrow(/ECONNREFUSED/);
    nowhere.close();
  });
});
