// The recipient's provider calls retry a transient 503 whose Retry-After is short (ADR 0024): the
// provider refused before doing anything and says when the answer will change. A local HTTP
// server stands in for the provider; the DPoP proofs are real and fresh per attempt.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyPairOf, newEs256Jwk, oauth, resourceRequest, shortRetryAfter, type ProviderClient } from '../../../src/services/fdx/recipient/oauth.ts';

describe('shortRetryAfter', () => {
  it('accepts delta-seconds up to five seconds and nothing else', () => {
    expect(shortRetryAfter('0')).toBe(0);
    expect(shortRetryAfter('1')).toBe(1);
    expect(shortRetryAfter(' 5 ')).toBe(5);
    expect(shortRetryAfter('6')).toBeNull();
    expect(shortRetryAfter(null)).toBeNull();
    expect(shortRetryAfter('')).toBeNull();
    expect(shortRetryAfter('-1')).toBeNull();
    expect(shortRetryAfter('1.5')).toBeNull();
    expect(shortRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
  });
});

describe('resourceRequest on a transient 503', () => {
  let server: Server;
  let base: string;
  let client: ProviderClient;
  /** What the provider answers, per path, in order; the last answer repeats. */
  const script = new Map<string, Array<{ status: number; retryAfter?: string }>>();
  const seen = new Map<string, Array<{ at: number; proofJti: string }>>();

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const path = req.url ?? '/';
      const proof = decodeJwt(String(req.headers.dpop));
      seen.set(path, [...(seen.get(path) ?? []), { at: Date.now(), proofJti: String(proof.jti) }]);
      const answers = script.get(path) ?? [{ status: 200 }];
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      if (answer.retryAfter !== undefined) res.setHeader('retry-after', answer.retryAfter);
      res.end(JSON.stringify(answer.status === 200 ? { ok: true } : { code: '501', message: 'Consent not yet recorded' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clientMetadata: oauth.Client = { client_id: 'retry-test' };
    client = {
      as: { issuer: base },
      client: clientMetadata,
      clientAuth: oauth.None(),
      dpop: oauth.DPoP(clientMetadata, await keyPairOf(await newEs256Jwk())),
      dpopJkt: 'unused',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('retries after Retry-After with a fresh DPoP proof and returns the answer that follows', async () => {
    script.set('/propagating', [{ status: 503, retryAfter: '1' }, { status: 503, retryAfter: '0' }, { status: 200 }]);
    const response = await resourceRequest(client, 'token', 'GET', `${base}/propagating`, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const calls = seen.get('/propagating')!;
    expect(calls).toHaveLength(3);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(new Set(calls.map((c) => c.proofJti)).size).toBe(3);
  });

  it('gives up after three retries and returns the 503', async () => {
    script.set('/down', [{ status: 503, retryAfter: '0' }]);
    const response = await resourceRequest(client, 'token', 'GET', `${base}/down`, {});
    expect(response.status).toBe(503);
    expect(seen.get('/down')).toHaveLength(4);
  });

  it('does not retry a 503 without Retry-After or with a long one, nor other errors', async () => {
    script.set('/plain', [{ status: 503 }, { status: 200 }]);
    script.set('/long', [{ status: 503, retryAfter: '120' }, { status: 200 }]);
    script.set('/failed', [{ status: 500, retryAfter: '0' }, { status: 200 }]);
    for (const [path, status] of [['/plain', 503], ['/long', 503], ['/failed', 500]] as const) {
      const response = await resourceRequest(client, 'token', 'GET', `${base}${path}`, {});
      expect(response.status, path).toBe(status);
      expect(seen.get(path), path).toHaveLength(1);
    }
  });
});
