import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../src/platform/db/embedded.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createDatabase, sql, type Database, type Tx } from '../../../src/platform/db/pool.ts';
import { LocalMasterKeySealer } from '../../../src/platform/secrets/sealer.ts';
import { parseSecretRef, SecretError, SecretStore, type SecretErrorCode } from '../../../src/platform/secrets/store.ts';

let pg: EmbeddedPostgres;
let db: Database;
const sealer = LocalMasterKeySealer.inMemory();
const store = new SecretStore(sealer);

beforeAll(async () => {
  pg = await startEmbeddedPostgres('memory://', 3);
  await migrate(pg.url);
  db = await createDatabase({ url: pg.url, poolSize: 3 });
}, 60_000);

afterAll(async () => {
  await db?.end();
  await pg?.stop();
});

const rawRow = z.object({
  id: z.string(),
  env_id: z.string(),
  purpose: z.string(),
  key_id: z.string(),
  nonce: z.instanceof(Buffer),
  ciphertext: z.instanceof(Buffer),
  rotated_from: z.string().nullable(),
  as_text: z.string(),
});

const readRow = (tx: Tx, ref: string) =>
  tx.maybeOne(sql.type(rawRow)`
    select id, env_id, purpose, key_id, nonce, ciphertext, rotated_from, s::text as as_text
    from platform.secrets s where id = ${parseSecretRef(ref)}`);

/** vert_app may not UPDATE secrets: tampering means deleting the row and inserting a forged one. */
async function replaceRow(
  tx: Tx,
  row: { id: string; env_id: string; purpose: string; key_id: string; nonce: Buffer; ciphertext: Buffer },
): Promise<void> {
  await tx.query(sql.unsafe`delete from platform.secrets where id = ${row.id}`);
  await tx.query(sql.unsafe`
    insert into platform.secrets (id, env_id, purpose, key_id, nonce, ciphertext)
    values (${row.id}, ${row.env_id}, ${row.purpose}, ${row.key_id}, ${sql.binary(row.nonce)}, ${sql.binary(row.ciphertext)})`);
}

async function expectSecretError(promise: Promise<unknown>, code: SecretErrorCode): Promise<SecretError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SecretError);
  expect((error as SecretError).code).toBe(code);
  return error as SecretError;
}

const env = () => `env-${randomUUID().slice(0, 8)}`;

describe('SecretStore', () => {
  it('round-trips strings and bytes behind a secret:// reference', async () => {
    const envId = env();
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    const { textRef, byteRef } = await db.withTenant(envId, async (tx) => ({
      textRef: await store.put(tx, envId, 'delegated_token', 'tok_abc.def'),
      byteRef: await store.put(tx, envId, 'dpop_key', bytes),
    }));
    expect(textRef).toMatch(/^secret:\/\/[0-9a-f-]{36}$/);
    expect(textRef).not.toBe(byteRef);
    await db.withTenant(envId, async (tx) => {
      expect((await store.resolve(tx, envId, textRef)).toString('utf8')).toBe('tok_abc.def');
      expect(await store.resolve(tx, envId, byteRef, 'dpop_key')).toEqual(bytes);
    });
  });

  it('keeps no plaintext in any column', async () => {
    const envId = env();
    const plaintext = `whsec_${randomUUID()}`;
    await db.withTenant(envId, async (tx) => {
      const ref = await store.put(tx, envId, 'webhook_hmac', plaintext);
      const row = await readRow(tx, ref);
      expect(row).not.toBeNull();
      expect(row!.purpose).toBe('webhook_hmac');
      expect(row!.key_id).toBe(sealer.keyId);
      expect(row!.nonce).toHaveLength(12);
      expect(row!.ciphertext.includes(Buffer.from(plaintext))).toBe(false);
      expect(row!.nonce.includes(Buffer.from(plaintext))).toBe(false);
      expect(row!.as_text).not.toContain(plaintext);
      expect(row!.as_text).not.toContain(Buffer.from(plaintext).toString('hex'));
    });
  });

  it('does not resolve, rotate or delete another environment’s secret (RLS)', async () => {
    const owner = env();
    const other = env();
    const ref = await db.withTenant(owner, (tx) => store.put(tx, owner, 'client_secret', 's3cr3t'));
    await db.withTenant(other, async (tx) => {
      expect(await readRow(tx, ref)).toBeNull(); // the row is invisible, not merely filtered
      await expectSecretError(store.resolve(tx, other, ref), 'secret_not_found');
      // Even naming the owner's environment explicitly does not get past RLS.
      await expectSecretError(store.resolve(tx, owner, ref), 'secret_not_found');
      await expectSecretError(store.rotate(tx, other, ref, 'hijack'), 'secret_not_found');
      expect(await store.delete(tx, other, ref)).toBe(false);
    });
    await db.withTenant(owner, async (tx) => {
      expect((await store.resolve(tx, owner, ref)).toString()).toBe('s3cr3t');
    });
  });

  it('rejects malformed references, unknown references and the wrong purpose', async () => {
    const envId = env();
    await db.withTenant(envId, async (tx) => {
      await expectSecretError(store.resolve(tx, envId, 'secret://not-a-uuid'), 'secret_ref_malformed');
      await expectSecretError(store.resolve(tx, envId, `https://${randomUUID()}`), 'secret_ref_malformed');
      const missing = await expectSecretError(store.resolve(tx, envId, `secret://${randomUUID()}`), 'secret_not_found');
      expect(missing.message).toMatch(/does not exist in this environment/);
      const ref = await store.put(tx, envId, 'webhook_hmac', 'k');
      await expectSecretError(store.resolve(tx, envId, ref, 'client_secret'), 'secret_purpose_mismatch');
      await expectSecretError(store.put(tx, envId, 'webhook_hmac', ''), 'secret_invalid');
      await expectSecretError(store.put(tx, envId, 'nonsense' as never, 'x'), 'secret_invalid');
    });
  });

  it('fails to open a tampered ciphertext', async () => {
    const envId = env();
    await db.withTenant(envId, async (tx) => {
      const ref = await store.put(tx, envId, 'delegated_token', 'refresh-token-value');
      const row = (await readRow(tx, ref))!;
      const ciphertext = Buffer.from(row.ciphertext);
      ciphertext[0] = ciphertext[0]! ^ 0x80;
      await replaceRow(tx, { ...row, ciphertext });
      await expectSecretError(store.resolve(tx, envId, ref), 'secret_unopenable');
    });
  });

  it('fails to open a ciphertext copied to another row, purpose or environment (AAD binding)', async () => {
    const envId = env();
    const otherEnv = env();
    const ref = await db.withTenant(envId, (tx) => store.put(tx, envId, 'client_secret', 'bound-to-its-row'));
    const row = (await db.withTenant(envId, (tx) => readRow(tx, ref)))!;

    await db.withTenant(envId, async (tx) => {
      // Same environment and purpose, another row id.
      const copyId = randomUUID();
      await replaceRow(tx, { ...row, id: copyId });
      await expectSecretError(store.resolve(tx, envId, `secret://${copyId}`), 'secret_unopenable');

      // Same row id, relabelled purpose.
      await replaceRow(tx, { ...row, purpose: 'webhook_hmac' });
      await expectSecretError(store.resolve(tx, envId, ref), 'secret_unopenable');
      await replaceRow(tx, row);
      expect((await store.resolve(tx, envId, ref)).toString()).toBe('bound-to-its-row');
    });

    // Same row id and purpose, moved to another environment.
    await db.withTenant(envId, (tx) => tx.query(sql.unsafe`delete from platform.secrets where id = ${row.id}`));
    await db.withTenant(otherEnv, async (tx) => {
      await replaceRow(tx, { ...row, env_id: otherEnv });
      await expectSecretError(store.resolve(tx, otherEnv, ref), 'secret_unopenable');
    });
  });

  it('rotates: a new reference with rotated_from, the old row gone, the purpose kept', async () => {
    const envId = env();
    await db.withTenant(envId, async (tx) => {
      const oldRef = await store.put(tx, envId, 'webhook_hmac', 'old-key');
      const newRef = await store.rotate(tx, envId, oldRef, 'new-key');
      expect(newRef).not.toBe(oldRef);
      expect((await store.resolve(tx, envId, newRef, 'webhook_hmac')).toString()).toBe('new-key');
      await expectSecretError(store.resolve(tx, envId, oldRef), 'secret_not_found');
      expect(await readRow(tx, oldRef)).toBeNull();
      const row = (await readRow(tx, newRef))!;
      expect(row.rotated_from).toBe(parseSecretRef(oldRef));
      expect(row.purpose).toBe('webhook_hmac');
      await expectSecretError(store.rotate(tx, envId, oldRef, 'again'), 'secret_not_found');
    });
  });

  it('deletes idempotently', async () => {
    const envId = env();
    await db.withTenant(envId, async (tx) => {
      const ref = await store.put(tx, envId, 'dpop_key', '{"kty":"EC"}');
      expect(await store.delete(tx, envId, ref)).toBe(true);
      expect(await store.delete(tx, envId, ref)).toBe(false);
      await expectSecretError(store.resolve(tx, envId, ref), 'secret_not_found');
    });
  });

  it('does not open with another master key, even when the key id is forged', async () => {
    const envId = env();
    const otherSealer = LocalMasterKeySealer.inMemory();
    const otherStore = new SecretStore(otherSealer);
    await db.withTenant(envId, async (tx) => {
      const ref = await store.put(tx, envId, 'client_secret', 'sealed-under-key-one');
      const mismatch = await expectSecretError(otherStore.resolve(tx, envId, ref), 'secret_key_mismatch');
      expect(mismatch.message).toContain(sealer.keyId);
      const row = (await readRow(tx, ref))!;
      await replaceRow(tx, { ...row, key_id: otherSealer.keyId });
      await expectSecretError(otherStore.resolve(tx, envId, ref), 'secret_unopenable');
    });
  });

  it('cannot update rows in place (the application role has no UPDATE)', async () => {
    const envId = env();
    const ref = await db.withTenant(envId, (tx) => store.put(tx, envId, 'client_secret', 'x'));
    await expect(
      db.withTenant(envId, (tx) => tx.query(sql.unsafe`update platform.secrets set purpose = 'dpop_key' where id = ${parseSecretRef(ref)}`)),
    ).rejects.toThrow(/permission denied/);
  });
});
