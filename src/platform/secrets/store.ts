// Sealed secret references: callers keep `secret://<uuid>`; platform.secrets keeps only the
// nonce and ciphertext, bound (AAD) to env, purpose and row id so a ciphertext copied to
// another row or environment does not open. Runs inside the caller's tenant transaction.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sql, type Tx } from '../db/pool.ts';
import { SealerError, type Sealer } from './sealer.ts';

export const SECRET_PURPOSES = ['delegated_token', 'webhook_hmac', 'dpop_key', 'client_secret'] as const;
export type SecretPurpose = (typeof SECRET_PURPOSES)[number];

/** Opaque reference handed to callers and stored in their tables instead of the secret. */
export type SecretRef = `secret://${string}`;

/** Upper bound on one secret; tokens, HMAC keys and private JWKs are far below it. */
export const MAX_SECRET_BYTES = 64 * 1024;

const REF_PREFIX = 'secret://';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type SecretErrorCode =
  | 'secret_ref_malformed'
  | 'secret_not_found'
  | 'secret_purpose_mismatch'
  | 'secret_key_mismatch'
  | 'secret_unopenable'
  | 'secret_invalid';

/** Internal failure: never a client's fault, so it is not an ApiError and renders as a 500. */
export class SecretError extends Error {
  readonly code: SecretErrorCode;
  constructor(code: SecretErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SecretError';
    this.code = code;
  }
}

const secretRow = z.object({
  id: z.string().uuid(),
  purpose: z.enum(SECRET_PURPOSES),
  key_id: z.string(),
  nonce: z.instanceof(Buffer),
  ciphertext: z.instanceof(Buffer),
});

const purposeRow = z.object({ purpose: z.enum(SECRET_PURPOSES) });
const idRow = z.object({ id: z.string().uuid() });

export function toSecretRef(id: string): SecretRef {
  return `${REF_PREFIX}${id}`;
}

export function isSecretRef(value: unknown): value is SecretRef {
  return typeof value === 'string' && value.startsWith(REF_PREFIX) && UUID_PATTERN.test(value.slice(REF_PREFIX.length));
}

/** The row id of a reference; throws on anything that is not `secret://<lower-case uuid>`. */
export function parseSecretRef(ref: string): string {
  if (!isSecretRef(ref)) throw new SecretError('secret_ref_malformed', 'Not a secret reference (expected secret://<uuid>)');
  return ref.slice(REF_PREFIX.length);
}

/**
 * Additional authenticated data: a fixed label and version, then env, purpose and id separated
 * by NUL (none of them can contain NUL: env ids and uuids are patterned, purposes are a union).
 */
export function secretAad(envId: string, purpose: SecretPurpose, id: string): Buffer {
  return Buffer.from(`vert.secret.v1\0${envId}\0${purpose}\0${id}`, 'utf8');
}

function toPlaintextBuffer(plaintext: string | Buffer): Buffer {
  const buffer = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
  if (buffer.length === 0) throw new SecretError('secret_invalid', 'A secret must not be empty');
  if (buffer.length > MAX_SECRET_BYTES) {
    throw new SecretError('secret_invalid', `A secret must be at most ${MAX_SECRET_BYTES} bytes, got ${buffer.length}`);
  }
  return buffer;
}

function assertPurpose(purpose: string): asserts purpose is SecretPurpose {
  if (!(SECRET_PURPOSES as readonly string[]).includes(purpose)) {
    throw new SecretError('secret_invalid', `Unknown secret purpose ${JSON.stringify(purpose)}`);
  }
}

export class SecretStore {
  readonly #sealer: Sealer;

  constructor(sealer: Sealer) {
    this.#sealer = sealer;
  }

  /** Id of the master key this store seals and opens with (stored on every secret row). */
  get keyId(): string {
    return this.#sealer.keyId;
  }

  /** Seals and stores a secret; returns the reference to keep instead of the value. */
  async put(tx: Tx, envId: string, purpose: SecretPurpose, plaintext: string | Buffer): Promise<SecretRef> {
    assertPurpose(purpose);
    const id = await this.#insert(tx, envId, purpose, toPlaintextBuffer(plaintext), null);
    return toSecretRef(id);
  }

  /**
   * The plaintext of a reference of this environment. Pass `expectedPurpose` where the caller
   * knows what it needs, so a reference of one kind cannot be used as another.
   */
  async resolve(tx: Tx, envId: string, ref: string, expectedPurpose?: SecretPurpose): Promise<Buffer> {
    const id = parseSecretRef(ref);
    // RLS already hides other environments' rows; the explicit filter is the house rule.
    const row = await tx.maybeOne(sql.type(secretRow)`
      select id, purpose, key_id, nonce, ciphertext
      from platform.secrets
      where id = ${id} and env_id = ${envId}`);
    if (!row) throw new SecretError('secret_not_found', `Secret ${ref} does not exist in this environment`);
    if (expectedPurpose !== undefined && row.purpose !== expectedPurpose) {
      throw new SecretError('secret_purpose_mismatch', `Secret ${ref} is a ${row.purpose}, not a ${expectedPurpose}`);
    }
    if (row.key_id !== this.#sealer.keyId) {
      throw new SecretError(
        'secret_key_mismatch',
        `Secret ${ref} was sealed under master key ${row.key_id}, but the configured key is ${this.#sealer.keyId}`,
      );
    }
    try {
      return this.#sealer.open(row.nonce, row.ciphertext, secretAad(envId, row.purpose, row.id));
    } catch (error) {
      if (error instanceof SealerError) {
        throw new SecretError('secret_unopenable', `Secret ${ref} failed to open: it was altered or moved`, { cause: error });
      }
      throw error;
    }
  }

  /**
   * Replaces a secret: a new row (new reference, `rotated_from` the old id, same purpose) and
   * the old row deleted, in the caller's transaction. Rows are never updated in place.
   */
  async rotate(tx: Tx, envId: string, ref: string, newPlaintext: string | Buffer): Promise<SecretRef> {
    const oldId = parseSecretRef(ref);
    const plaintext = toPlaintextBuffer(newPlaintext);
    // Deleting first claims the row: a concurrent rotation of the same reference waits on the
    // row lock, then finds nothing and fails instead of forking the secret in two.
    const old = await tx.maybeOne(sql.type(purposeRow)`
      delete from platform.secrets
      where id = ${oldId} and env_id = ${envId}
      returning purpose`);
    if (!old) throw new SecretError('secret_not_found', `Secret ${ref} does not exist in this environment`);
    const id = await this.#insert(tx, envId, old.purpose, plaintext, oldId);
    return toSecretRef(id);
  }

  /** Removes a secret. Idempotent: returns false when there was nothing to delete. */
  async delete(tx: Tx, envId: string, ref: string): Promise<boolean> {
    const id = parseSecretRef(ref);
    const deleted = await tx.maybeOne(sql.type(idRow)`
      delete from platform.secrets
      where id = ${id} and env_id = ${envId}
      returning id`);
    return deleted !== null;
  }

  async #insert(tx: Tx, envId: string, purpose: SecretPurpose, plaintext: Buffer, rotatedFrom: string | null): Promise<string> {
    const id = randomUUID();
    const { nonce, ciphertext } = this.#sealer.seal(plaintext, secretAad(envId, purpose, id));
    await tx.query(sql.unsafe`
      insert into platform.secrets (id, env_id, purpose, key_id, nonce, ciphertext, rotated_from)
      values (${id}, ${envId}, ${purpose}, ${this.#sealer.keyId}, ${sql.binary(nonce)}, ${sql.binary(ciphertext)}, ${rotatedFrom})`);
    return id;
  }
}
