// Sealed secret references (token, HMAC and key material) over platform.secrets.
export { KEY_BYTES, decodeKey, isMemoryDataDir, loadOrCreateKey, type KeyMaterialOptions } from './key-material.ts';
export { LocalMasterKeySealer, SealerError, keyIdOf, type SealedBox, type Sealer } from './sealer.ts';
export {
  MAX_SECRET_BYTES,
  SECRET_PURPOSES,
  SecretError,
  SecretStore,
  isSecretRef,
  parseSecretRef,
  secretAad,
  toSecretRef,
  type SecretErrorCode,
  type SecretPurpose,
  type SecretRef,
} from './store.ts';
