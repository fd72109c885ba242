import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalDirectoryStore } from '../../../src/platform/storage/local-directory-store.ts';
import { createObjectRouter } from '../../../src/platform/storage/router.ts';

let server: Server;
let baseUrl: string;
let root: string;
let store: LocalDirectoryStore;
let nowMs = Date.now();
const urlKey = randomBytes(32);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vert-object-router-'));
  const app = express();
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store = new LocalDirectoryStore(root, { baseUrl, urlKey, now: () => nowMs });
  app.use(createObjectRouter(store));
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  nowMs = Date.now();
});

function rawGet(path: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/`, { path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type']), body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
}

async function expectProblem(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, type: expect.stringContaining(code), title: expect.any(String), detail: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/); // no stack traces
}

describe('object router', () => {
  it('serves a signed URL over HTTP with its content type and cache headers', async () => {
    const body = Buffer.from('%PDF-1.7 January statement');
    await store.put('env-a/statements/2025-01.pdf', body, 'application/pdf');
    const url = store.signedUrl('env-a/statements/2025-01.pdf', 300);
    expect(url.startsWith(`${baseUrl}/v1/objects/env-a/statements/2025-01.pdf?`)).toBe(true);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(29[0-9]|300)$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
  });

  it('counts max-age down to the expiry', async () => {
    await store.put('env-a/exports/e.csv', Buffer.from('a,b\n'), 'text/csv');
    const url = store.signedUrl('env-a/exports/e.csv', 120);
    nowMs += 100_000;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(`private, max-age=${120 - 100}`);
  });

  it('answers 403 for an expired URL', async () => {
    await store.put('env-a/statements/old.pdf', Buffer.from('x'), 'application/pdf');
    const url = store.signedUrl('env-a/statements/old.pdf', 60);
    nowMs += 61_000;
    await expectProblem(await fetch(url), 403, 'object_url_expired');
  });

  it('answers 403 for a tampered signature, expiry or key', async () => {
    await store.put('env-a/statements/s.pdf', Buffer.from('x'), 'application/pdf');
    await store.put('env-b/statements/s.pdf', Buffer.from('y'), 'application/pdf');
    const url = new URL(store.signedUrl('env-a/statements/s.pdf', 60));
    const sig = url.searchParams.get('sig')!;

    const badSig = new URL(url);
    badSig.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    await expectProblem(await fetch(badSig), 403, 'object_url_invalid');

    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    await expectProblem(await fetch(longer), 403, 'object_url_invalid');

    const otherTenant = new URL(url);
    otherTenant.pathname = '/v1/objects/env-b/statements/s.pdf';
    await expectProblem(await fetch(otherTenant), 403, 'object_url_invalid');

    const noSig = new URL(url);
    noSig.searchParams.delete('sig');
    await expectProblem(await fetch(noSig), 403, 'object_url_invalid');

    await expectProblem(await fetch(`${url.href}&sig=${sig}`), 403, 'object_url_invalid'); // repeated parameter
  });

  it('answers 403 for a URL signed with another key', async () => {
    await store.put('env-a/statements/k.pdf', Buffer.from('x'), 'application/pdf');
    const impostor = new LocalDirectoryStore(root, { baseUrl, urlKey: randomBytes(32) });
    await expectProblem(await fetch(impostor.signedUrl('env-a/statements/k.pdf', 60)), 403, 'object_url_invalid');
  });

  it('answers 404 for a validly signed URL whose object is gone', async () => {
    await store.put('env-a/statements/gone.pdf', Buffer.from('x'), 'application/pdf');
    const url = store.signedUrl('env-a/statements/gone.pdf', 60);
    await store.delete('env-a/statements/gone.pdf');
    await expectProblem(await fetch(url), 404, 'not_found');
  });

  it('answers 403 to traversal attempts without touching the disk', async () => {
    const url = new URL(store.signedUrl('env-a/statements/s.pdf', 60));
    const paths = [
      '/v1/objects/env-a/../../etc/passwd',
      '/v1/objects/env-a/%2e%2e/%2e%2e/etc/passwd',
      '/v1/objects/env-a%2F..%2F..%2Fsecret',
      '/v1/objects/%5Cetc',
      '/v1/objects/env-a/x%00y',
    ];
    for (const path of paths) {
      // node:http sends the path verbatim; fetch would normalise the dot segments away.
      const { status, contentType, body } = await rawGet(`${path}${url.search}`);
      expect(status, path).toBe(403);
      expect(contentType).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(body)).toMatchObject({ code: 'object_url_invalid' });
    }
  });
});
