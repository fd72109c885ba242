// 32-byte symmetric keys for the embedded column (secrets master key, storage URL key): taken
// from configuration, or generated once and kept in a 0600 file under DATA_DIR, or memory-only.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEY_BYTES = 32;

export interface KeyMaterialOptions {
  /** Configured key, base64 (standard or url-safe). Wins over everything else. */
  configured?: string | undefined;
  /** DATA_DIR; `memory` or `memory://...` keeps the key in this process only (tests). */
  dataDir: string;
  /** File name under dataDir, e.g. `master.key`. */
  fileName: string;
  /** Configuration variable name, for error messages. */
  configName: string;
}

export const isMemoryDataDir = (dataDir: string): boolean => dataDir === 'memory' || dataDir.startsWith('memory://');

export function decodeKey(encoded: string, source: string): Buffer {
  const text = encoded.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new Error(`${source} is not base64`);
  const key = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must decode to ${KEY_BYTES} bytes, got ${key.length}`);
  return key;
}

export function loadOrCreateKey(options: KeyMaterialOptions): Buffer {
  if (options.configured !== undefined && options.configured.trim() !== '') {
    return decodeKey(options.configured, options.configName);
  }
  if (isMemoryDataDir(options.dataDir)) return randomBytes(KEY_BYTES);

  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const path = join(options.dataDir, options.fileName);
  const existing = readKeyFile(path, options.configName);
  if (existing) return existing;

  // Write a temporary file and hard-link it into place: the link is atomic and fails if another
  // process won the race, in which case its key is the one everybody uses.
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600); // the umask may have narrowed, never widened, but be explicit
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readKeyFile(path, options.configName);
  if (!created) throw new Error(`Could not create ${path}`);
  return created;
}

function readKeyFile(path: string, configName: string): Buffer | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Like ssh with private keys: a key file others can read is not a secret any more.
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new Error(`${path} is accessible by other users (mode ${(mode & 0o777).toString(8)}); run: chmod 600 ${path}`);
  }
  return decodeKey(readFileSync(path, 'utf8'), `${path} (or ${configName})`);
}
