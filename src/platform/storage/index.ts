// Object storage: the ObjectStore contract, the embedded local-directory store and the router
// serving its signed URLs.
export {
  DEFAULT_MAX_OBJECT_BYTES,
  MAX_OBJECT_KEY_LENGTH,
  MAX_SIGNED_URL_TTL_SECONDS,
  StorageError,
  assertObjectKey,
  isValidObjectKey,
  type ObjectStore,
  type PutObjectResult,
  type StorageErrorCode,
  type StoredObject,
} from './object-store.ts';
export { LocalDirectoryStore, loadStorageUrlKey, type LocalDirectoryStoreOptions } from './local-directory-store.ts';
export { UrlSigner, type SignatureCheck, type SignedUrlVerifier } from './signed-url.ts';
export { OBJECTS_ROUTE, createObjectRouter, type ObjectRouterOptions } from './router.ts';
