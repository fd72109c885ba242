import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalMasterKeySealer, SealerError } from '../../../src/platform/secrets/sealer.ts';

const aad = Buffer.from('env\0purpose\0id');
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vert-sealer-'));
  tempDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('LocalMasterKeySealer', () => {
  it('seals with a fresh 96-bit nonce and opens what it sealed', () => {
    const sealer = LocalMasterKeySealer.inMemory();
    const plaintext = Buffer.from('correct horse battery staple');
    const first = sealer.seal(plaintext, aad);
    const second = sealer.seal(plaintext, aad);
    expect(first.nonce).toHaveLength(12);
    expect(first.ciphertext).toHaveLength(plaintext.length + 16); // tag appended
    expect(first.nonce.equals(second.nonce)).toBe(false);
    expect(sealer.open(first.nonce, first.ciphertext, aad)).toEqual(plaintext);
  });

  it('names its key by the first 8 bytes of SHA-256, hex', () => {
    const key = randomBytes(32);
    const sealer = new LocalMasterKeySealer(key);
    expect(sealer.keyId).toBe(createHash('sha256').update(key).digest('hex').slice(0, 16));
  });

  it('refuses a tampered ciphertext, tag or nonce, another AAD and another key', () => {
    const sealer = LocalMasterKeySealer.inMemory();
    const box = sealer.seal(Buffer.from('secret'), aad);
    const flip = (b: Buffer, i: number) => {
      const copy = Buffer.from(b);
      copy[i] = copy[i]! ^ 0x01;
      return copy;
    };
    expect(() => sealer.open(box.nonce, flip(box.ciphertext, 0), aad)).toThrow(SealerError);
    expect(() => sealer.open(box.nonce, flip(box.ciphertext, box.ciphertext.length - 1), aad)).toThrow(SealerError);
    expect(() => sealer.open(flip(box.nonce, 3), box.ciphertext, aad)).toThrow(SealerError);
    expect(() => sealer.open(box.nonce, box.ciphertext, Buffer.from('env\0purpose\0other'))).toThrow(SealerError);
    expect(() => LocalMasterKeySealer.inMemory().open(box.nonce, box.ciphertext, aad)).toThrow(SealerError);
    expect(() => sealer.open(box.nonce.subarray(0, 8), box.ciphertext, aad)).toThrow(SealerError);
    expect(() => sealer.open(box.nonce, box.ciphertext.subarray(0, 10), aad)).toThrow(SealerError);
  });

  it('rejects a key that is not 32 bytes', () => {
    expect(() => new LocalMasterKeySealer(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => LocalMasterKeySealer.fromConfig({ SECRETS_MASTER_KEY: randomBytes(31).toString('base64'), DATA_DIR: 'memory' })).toThrow(
      /SECRETS_MASTER_KEY must decode to 32 bytes/,
    );
    expect(() => LocalMasterKeySealer.fromConfig({ SECRETS_MASTER_KEY: 'not base64!', DATA_DIR: 'memory' })).toThrow(/not base64/);
  });

  it('takes SECRETS_MASTER_KEY from configuration before anything on disk', () => {
    const key = randomBytes(32);
    const dataDir = tempDir();
    const sealer = LocalMasterKeySealer.fromConfig({ SECRETS_MASTER_KEY: key.toString('base64'), DATA_DIR: dataDir });
    expect(sealer.keyId).toBe(new LocalMasterKeySealer(key).keyId);
    expect(() => statSync(join(dataDir, 'master.key'))).toThrow(); // nothing generated
  });

  it('generates the key once under DATA_DIR with mode 0600 and reuses it', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = LocalMasterKeySealer.fromConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'master.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    const second = LocalMasterKeySealer.fromConfig({ DATA_DIR: dataDir });
    expect(second.keyId).toBe(first.keyId);
    const box = first.seal(Buffer.from('x'), aad);
    expect(second.open(box.nonce, box.ciphertext, aad).toString()).toBe('x');
  });

  it('refuses a key file other users can read', () => {
    const dataDir = tempDir();
    LocalMasterKeySealer.fromConfig({ DATA_DIR: dataDir });
    chmodSync(join(dataDir, 'master.key'), 0o644);
    expect(() => LocalMasterKeySealer.fromConfig({ DATA_DIR: dataDir })).toThrow(/chmod 600/);
  });

  it('keeps the key in memory only for a memory data directory', () => {
    const a = LocalMasterKeySealer.fromConfig({ DATA_DIR: 'memory' });
    const b = LocalMasterKeySealer.fromConfig({ DATA_DIR: 'memory://' });
    expect(a.keyId).not.toBe(b.keyId);
  });
});
