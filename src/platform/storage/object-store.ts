// The object-storage contract (statements, exports, uploaded documents) shared by the local
// directory store and a future S3-compatible store, and the key rules both enforce.

export interface PutObjectResult {
  key: string;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the body. */
  sha256: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStore {
  /** Creates or replaces the object at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<PutObjectResult>;
  /** The object, or undefined when there is none at `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; idempotent. */
  delete(key: string): Promise<void>;
  /** A URL anyone holding it may GET until it expires; `ttlSeconds` in 1..MAX_SIGNED_URL_TTL_SECONDS. */
  signedUrl(key: string, ttlSeconds: number): string;
}

export const MAX_SIGNED_URL_TTL_SECONDS = 3600;
export const MAX_OBJECT_KEY_LENGTH = 512;
/** Default bound on one object; statements and exports are well below it. */
export const DEFAULT_MAX_OBJECT_BYTES = 32 * 1024 * 1024;

export type StorageErrorCode = 'object_key_invalid' | 'object_key_conflict' | 'object_invalid' | 'signed_url_ttl_invalid';

/** A caller's mistake (bad key, oversized body); services map it to their own ApiError. */
export class StorageError extends Error {
  readonly code: StorageErrorCode;
  constructor(code: StorageErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageError';
    this.code = code;
  }
}

// Lower-case, URL-safe without escaping, and the same on every file system. Callers prefix
// the tenant themselves: `<env_id>/statements/...`.
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,511}$/;
/** Sidecar suffix of the local store; reserved for every store so keys stay portable. */
export const META_SUFFIX = '.meta.json';

export function isValidObjectKey(key: unknown): key is string {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return false;
  if (key.endsWith(META_SUFFIX)) return false;
  // Every segment is a real name: no empty segments (`a//b`, trailing `/`), no `.` or `..`.
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Throws StorageError unless `key` is a valid object key (which also rules out traversal). */
export function assertObjectKey(key: unknown): asserts key is string {
  if (!isValidObjectKey(key)) {
    throw new StorageError(
      'object_key_invalid',
      `Invalid object key ${JSON.stringify(String(key).slice(0, 80))}: expected ^[a-z0-9][a-z0-9/_.-]{0,511}$ without empty, "." or ".." segments`,
    );
  }
}

// type/subtype with optional parameters; printable ASCII only, so it is safe to echo as a header.
const CONTENT_TYPE_PATTERN = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(?:\s*;\s*[\x20-\x7e]*)?$/;

export function assertContentType(contentType: unknown): asserts contentType is string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !CONTENT_TYPE_PATTERN.test(contentType)) {
    throw new StorageError('object_invalid', `Invalid content type ${JSON.stringify(String(contentType).slice(0, 80))}`);
  }
}

export function assertSignedUrlTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new StorageError('signed_url_ttl_invalid', `ttlSeconds must be an integer in 1..${MAX_SIGNED_URL_TTL_SECONDS}, got ${ttlSeconds}`);
  }
}
