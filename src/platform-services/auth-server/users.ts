// Provider customers who log in at the authorization server: username + scrypt password hash.
// The user_id is the token subject and what ledger customers store as platform_auth_user_id.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import { sql, type Database, type Tx } from '../../platform/db/pool.ts';

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 32 } as const;
const MAX_PASSWORD_LENGTH = 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH) throw new RangeError('password length out of range');
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches, checked when the username is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;

const userRow = z.object({ user_id: z.string(), password_hash: z.string() });

export interface NewUser {
  userId: string;
  username: string;
  password: string;
}

/** Creates a login for a provider customer (seeding, tests); idempotent on (env, user_id). */
export async function createUser(db: Database, envId: string, user: NewUser): Promise<void> {
  const passwordHash = await hashPassword(user.password);
  await db.withTenant(envId, (tx) =>
    tx.query(sql.unsafe`
      insert into auth.users (env_id, user_id, username, password_hash)
      values (${envId}, ${user.userId}, ${user.username}, ${passwordHash})
      on conflict (env_id, user_id) do update set username = excluded.username, password_hash = excluded.password_hash`),
  );
}

/** The user id when the credentials are right, else undefined. */
export async function authenticateUser(db: Database, envId: string, username: string, password: string): Promise<string | undefined> {
  const row = await db.withTenant(envId, (tx) =>
    tx.maybeOne(sql.type(userRow)`
      select user_id, password_hash from auth.users where env_id = ${envId} and lower(username) = lower(${username})`),
  );
  if (!row) {
    await verifyPassword(password, await (decoyHash ??= hashPassword(randomBytes(16).toString('hex'))));
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash)) ? row.user_id : undefined;
}

export async function userExists(tx: Tx, envId: string, userId: string): Promise<boolean> {
  return tx.exists(sql.unsafe`select 1 from auth.users where env_id = ${envId} and user_id = ${userId}`);
}
