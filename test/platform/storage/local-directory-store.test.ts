import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDirectoryStore, loadStorageUrlKey } from '../../../src/platform/storage/local-directory-store.ts';
import { StorageError, isValidObjectKey } from '../../../src/platform/storage/object-store.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vert-objects-'));
  tempDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const newStore = (root = join(tempDir(), 'objects')) =>
  new LocalDirectoryStore(root, { baseUrl: 'http://objects.test/', urlKey: randomBytes(32) });

async function storageError(promise: Promise<unknown> | (() => unknown), code: string): Promise<void> {
  const error = await (typeof promise === 'function' ? Promise.resolve().then(promise) : promise).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  expect((error as StorageError).code).toBe(code);
}

describe('LocalDirectoryStore', () => {
  it('puts, gets and deletes an object with its content type', async () => {
    const store = newStore();
    const body = Buffer.from('%PDF-1.7 statement');
    const put = await store.put('env-a/statements/2025-01.pdf', body, 'application/pdf');
    expect(put).toEqual({ key: 'env-a/statements/2025-01.pdf', size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    expect(await store.get('env-a/statements/2025-01.pdf')).toEqual({ body, contentType: 'application/pdf' });
    expect(readFileSync(join(store.root, 'env-a/statements/2025-01.pdf.meta.json'), 'utf8')).toContain('application/pdf');

    await store.put('env-a/statements/2025-01.pdf', Buffer.from('v2'), 'text/plain; charset=utf-8');
    expect(await store.get('env-a/statements/2025-01.pdf')).toEqual({ body: Buffer.from('v2'), contentType: 'text/plain; charset=utf-8' });

    await store.delete('env-a/statements/2025-01.pdf');
    expect(await store.get('env-a/statements/2025-01.pdf')).toBeUndefined();
    expect(existsSync(join(store.root, 'env-a/statements/2025-01.pdf.meta.json'))).toBe(false);
    await store.delete('env-a/statements/2025-01.pdf'); // idempotent
    expect(readdirSync(join(store.root, 'env-a/statements'))).toEqual([]); // no temporary files left behind
  });

  it('answers undefined for a missing key or a key that is only a prefix', async () => {
    const store = newStore();
    expect(await store.get('env-a/nothing')).toBeUndefined();
    await store.put('env-a/dir/file.txt', Buffer.from('x'), 'text/plain');
    expect(await store.get('env-a/dir')).toBeUndefined();
    expect(await store.get('env-a/dir/file.txt/deeper')).toBeUndefined();
    await store.delete('env-a/dir'); // a prefix is not an object: nothing happens
    expect(await store.get('env-a/dir/file.txt')).toBeDefined();
  });

  it('refuses a key that collides with an existing object or prefix', async () => {
    const store = newStore();
    await store.put('env-a/file', Buffer.from('x'), 'text/plain');
    await storageError(store.put('env-a/file/child', Buffer.from('y'), 'text/plain'), 'object_key_conflict');
    await store.put('env-a/dir/child', Buffer.from('y'), 'text/plain');
    await storageError(store.put('env-a/dir', Buffer.from('z'), 'text/plain'), 'object_key_conflict');
  });

  it.each([
    '../escape',
    'env-a/../../escape',
    'env-a/./x',
    'env-a/..',
    '/etc/passwd',
    'env-a\\..\\x',
    'env-a/x\0y',
    'env-a//x',
    'env-a/x/',
    '.hidden',
    'Env-A/x',
    'env-a/x y',
    'env-a/%2e%2e/x',
    'env-a/x.meta.json',
    '',
    `a${'b'.repeat(512)}`,
  ])('rejects the key %j everywhere', async (key) => {
    const store = newStore();
    expect(isValidObjectKey(key)).toBe(false);
    await storageError(store.put(key, Buffer.from('x'), 'text/plain'), 'object_key_invalid');
    await storageError(store.get(key), 'object_key_invalid');
    await storageError(store.delete(key), 'object_key_invalid');
    await storageError(() => store.signedUrl(key, 60), 'object_key_invalid');
  });

  it('accepts the longest valid key', async () => {
    const store = newStore();
    const key = `a${'b'.repeat(511)}`;
    expect(isValidObjectKey(key)).toBe(true);
    // Most file systems cap one name at 255 bytes, so spread it over segments.
    const segmented = Array.from({ length: 4 }, () => 'c'.repeat(127)).join('/');
    expect(segmented).toHaveLength(511);
    await store.put(segmented, Buffer.from('x'), 'text/plain');
    expect((await store.get(segmented))?.body.toString()).toBe('x');
  });

  it('rejects invalid content types, oversized bodies and out-of-range TTLs', async () => {
    const store = new LocalDirectoryStore(tempDir(), { baseUrl: 'http://objects.test', urlKey: randomBytes(32), maxObjectBytes: 4 });
    await storageError(store.put('k', Buffer.from('x'), 'text/html\r\nSet-Cookie: a=b'), 'object_invalid');
    await storageError(store.put('k', Buffer.from('x'), 'nonsense'), 'object_invalid');
    await storageError(store.put('k', Buffer.from('12345'), 'text/plain'), 'object_invalid');
    for (const ttl of [0, -1, 3601, 1.5, Number.NaN]) await storageError(() => store.signedUrl('k', ttl), 'signed_url_ttl_invalid');
    expect(store.signedUrl('k', 1)).toMatch(/^http:\/\/objects\.test\/v1\/objects\/k\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    expect(store.signedUrl('k', 3600)).toBeTruthy();
  });

  it('builds signed URLs under the base URL without doubling slashes', () => {
    const store = newStore();
    const url = new URL(store.signedUrl('env-a/statements/s.pdf', 300));
    expect(url.origin + url.pathname).toBe('http://objects.test/v1/objects/env-a/statements/s.pdf');
    expect(Number(url.searchParams.get('expires')) - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(299);
  });

  it('loads the URL key from STORAGE_URL_KEY, a 0600 file under DATA_DIR, or memory', () => {
    const key = randomBytes(32);
    expect(loadStorageUrlKey({ STORAGE_URL_KEY: key.toString('base64'), DATA_DIR: 'memory' })).toEqual(key);
    const dataDir = tempDir();
    const generated = loadStorageUrlKey({ DATA_DIR: dataDir });
    expect(generated).toHaveLength(32);
    expect(statSync(join(dataDir, 'storage-url.key')).mode & 0o777).toBe(0o600);
    expect(loadStorageUrlKey({ DATA_DIR: dataDir })).toEqual(generated);
    expect(loadStorageUrlKey({ DATA_DIR: 'memory' })).not.toEqual(loadStorageUrlKey({ DATA_DIR: 'memory' }));
    expect(() => loadStorageUrlKey({ STORAGE_URL_KEY: randomBytes(16).toString('base64'), DATA_DIR: 'memory' })).toThrow(/STORAGE_URL_KEY/);
  });
});
