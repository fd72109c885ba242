// Authenticated encryption of secret values. The store depends only on `Sealer`; the local
// master key is the embedded default, a KMS-backed sealer (envelope encryption) replaces it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { KEY_BYTES, loadOrCreateKey } from './key-material.ts';

export interface SealedBox {
  nonce: Buffer;
  /** Ciphertext followed by the authentication tag. */
  ciphertext: Buffer;
}

export interface Sealer {
  /** Identifies the key that sealed a box; stored next to it so a key change is diagnosable. */
  readonly keyId: string;
  seal(plaintext: Buffer, aad: Buffer): SealedBox;
  /** Throws SealerError when the box was not sealed by this key with this AAD, or was altered. */
  open(nonce: Buffer, ciphertext: Buffer, aad: Buffer): Buffer;
}

export class SealerError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SealerError';
  }
}

const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** First 8 bytes of SHA-256 of the key, hex: names the key without revealing it. */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest().subarray(0, 8).toString('hex');

/** AES-256-GCM under a 32-byte master key held in process memory. */
export class LocalMasterKeySealer implements Sealer {
  readonly keyId: string;
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`Master key must be ${KEY_BYTES} bytes, got ${key.length}`);
    this.#key = Buffer.from(key); // private copy: the caller's buffer may be reused or zeroed
    this.keyId = keyIdOf(this.#key);
  }

  /** SECRETS_MASTER_KEY, else `<DATA_DIR>/master.key` (created 0600 on first use); `memory` for tests. */
  static fromConfig(config: Pick<Config, 'SECRETS_MASTER_KEY' | 'DATA_DIR'>): LocalMasterKeySealer {
    return new LocalMasterKeySealer(
      loadOrCreateKey({
        configured: config.SECRETS_MASTER_KEY,
        dataDir: config.DATA_DIR,
        fileName: 'master.key',
        configName: 'SECRETS_MASTER_KEY',
      }),
    );
  }

  /** A fresh random key that lives and dies with this object. */
  static inMemory(): LocalMasterKeySealer {
    return new LocalMasterKeySealer(randomBytes(KEY_BYTES));
  }

  seal(plaintext: Buffer, aad: Buffer): SealedBox {
    // Random 96-bit nonces: safe far beyond the number of secrets one key will ever seal (2^32).
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return { nonce, ciphertext };
  }

  open(nonce: Buffer, ciphertext: Buffer, aad: Buffer): Buffer {
    if (nonce.length !== NONCE_BYTES) throw new SealerError(`Nonce must be ${NONCE_BYTES} bytes`);
    if (ciphertext.length < TAG_BYTES) throw new SealerError('Ciphertext is shorter than its authentication tag');
    const body = ciphertext.subarray(0, ciphertext.length - TAG_BYTES);
    const tag = ciphertext.subarray(ciphertext.length - TAG_BYTES);
    const decipher = createDecipheriv(ALGORITHM, this.#key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch (error) {
      throw new SealerError('Sealed box failed authentication (wrong key, wrong binding or altered)', { cause: error });
    }
  }
}
