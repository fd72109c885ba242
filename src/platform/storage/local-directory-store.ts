// The embedded object store: one file per object under a root directory, its content type in a
// `<file>.meta.json` sidecar, and HMAC-signed URLs served by createObjectRouter.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { loadOrCreateKey } from '../secrets/key-material.ts';
import {
  assertContentType,
  assertObjectKey,
  DEFAULT_MAX_OBJECT_BYTES,
  META_SUFFIX,
  StorageError,
  type ObjectStore,
  type PutObjectResult,
  type StoredObject,
} from './object-store.ts';
import { UrlSigner, type SignatureCheck, type SignedUrlVerifier } from './signed-url.ts';

export interface LocalDirectoryStoreOptions {
  /** Public origin (and path prefix) the object router is mounted under, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  /** 32-byte HMAC key for signed URLs; see loadStorageUrlKey. */
  urlKey: Buffer;
  maxObjectBytes?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

const metaSchema = z.object({
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
});

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** STORAGE_URL_KEY, else `<DATA_DIR>/storage-url.key` (created 0600 on first use); `memory` for tests. */
export function loadStorageUrlKey(config: Pick<Config, 'STORAGE_URL_KEY' | 'DATA_DIR'>): Buffer {
  return loadOrCreateKey({
    configured: config.STORAGE_URL_KEY,
    dataDir: config.DATA_DIR,
    fileName: 'storage-url.key',
    configName: 'STORAGE_URL_KEY',
  });
}

const errnoOf = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code;
/** The path names nothing readable as an object: missing, a directory, or under a file. */
const isAbsent = (error: unknown): boolean => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes(errnoOf(error) ?? '');

/** Removes a file if there is one; a directory at the path (a prefix of other keys) is left alone. */
async function removeFile(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isAbsent(error)) throw error;
  }
}

export class LocalDirectoryStore implements ObjectStore, SignedUrlVerifier {
  readonly root: string;
  readonly #baseUrl: string;
  readonly #signer: UrlSigner;
  readonly #maxObjectBytes: number;

  constructor(rootDir: string, options: LocalDirectoryStoreOptions) {
    this.root = resolve(rootDir);
    const base = new URL(options.baseUrl); // throws on a malformed base URL at start-up
    if (base.search || base.hash) throw new Error('baseUrl must not carry a query or fragment');
    this.#baseUrl = base.href.replace(/\/+$/, '');
    this.#signer = new UrlSigner(options.urlKey, options.now);
    this.#maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
    mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /** The file of a key, asserted to lie strictly inside the root. */
  #pathOf(key: string): string {
    assertObjectKey(key);
    const path = resolve(this.root, key);
    // The key pattern already excludes traversal; this is the belt to those braces.
    if (!path.startsWith(this.root + sep)) throw new StorageError('object_key_invalid', 'Object key resolves outside the store');
    return path;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<PutObjectResult> {
    const path = this.#pathOf(key);
    assertContentType(contentType);
    if (!Buffer.isBuffer(body)) throw new StorageError('object_invalid', 'Object body must be a Buffer');
    if (body.length > this.#maxObjectBytes) {
      throw new StorageError('object_invalid', `Object is ${body.length} bytes; the limit is ${this.#maxObjectBytes}`);
    }
    const result: PutObjectResult = { key, size: body.length, sha256: createHash('sha256').update(body).digest('hex') };

    try {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    } catch (error) {
      if (['EEXIST', 'ENOTDIR'].includes(errnoOf(error) ?? '')) {
        throw new StorageError('object_key_conflict', `An object already occupies a prefix of ${key}`, { cause: error });
      }
      throw error;
    }
    // Write both files beside their targets, then rename: readers never see a partial body.
    // `~` cannot occur in a key, so temporary names never collide with objects.
    const suffix = `~${randomBytes(8).toString('hex')}.tmp`;
    const bodyTemp = `${path}${suffix}`;
    const metaTemp = `${path}${META_SUFFIX}${suffix}`;
    try {
      await writeFile(bodyTemp, body, { mode: 0o600, flag: 'wx' });
      await writeFile(metaTemp, JSON.stringify({ contentType, size: result.size, sha256: result.sha256 }), { mode: 0o600, flag: 'wx' });
      // Meta first: once the body is visible its sidecar is already in place.
      await rename(metaTemp, `${path}${META_SUFFIX}`);
      await rename(bodyTemp, path);
    } catch (error) {
      await Promise.all([rm(bodyTemp, { force: true }), rm(metaTemp, { force: true })]);
      if (errnoOf(error) === 'EISDIR') {
        throw new StorageError('object_key_conflict', `${key} is a prefix of other objects`, { cause: error });
      }
      throw error;
    }
    return result;
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.#pathOf(key);
    let body: Buffer;
    try {
      body = await readFile(path);
    } catch (error) {
      if (isAbsent(error)) return undefined;
      throw error;
    }
    return { body, contentType: await this.#contentTypeOf(path) };
  }

  async #contentTypeOf(path: string): Promise<string> {
    try {
      const meta = metaSchema.safeParse(JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')));
      return meta.success ? meta.data.contentType : FALLBACK_CONTENT_TYPE;
    } catch (error) {
      if (isAbsent(error) || error instanceof SyntaxError) return FALLBACK_CONTENT_TYPE;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.#pathOf(key);
    // Body first, so a crash in between leaves an orphan sidecar, never a body without one.
    await removeFile(path);
    await removeFile(`${path}${META_SUFFIX}`);
  }

  signedUrl(key: string, ttlSeconds: number): string {
    const { expiresAtSeconds, sig } = this.#signer.sign(key, ttlSeconds);
    return `${this.#baseUrl}/v1/objects/${key}?expires=${expiresAtSeconds}&sig=${sig}`;
  }

  verifySignedUrl(key: string, expires: string, sig: string): SignatureCheck {
    return this.#signer.verify(key, expires, sig);
  }
}
