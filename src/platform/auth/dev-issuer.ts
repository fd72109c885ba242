// Built-in development token issuer for `npm start` and tests until the real authorization server
// lands: one ES256 key, persisted so tokens minted by `npm run token` verify in a running server.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK, type JWTVerifyGetKey } from 'jose';

export const DEV_ISSUER_KEY_FILE = 'dev-issuer.jwk.json';
export const MAX_TOKEN_TTL_SECONDS = 86_400;
const ALG = 'ES256';

export interface MintOptions {
  subject: string;
  envId?: string;
  scopes: string[];
  audience: string | string[];
  /** Defaults to the subject for m2m tokens (client credentials) and to `vert-dev` otherwise. */
  clientId?: string;
  ttlSeconds?: number;
  /** Binds the token to a DPoP key (cnf.jkt). */
  jkt?: string;
  tokenUse?: 'm2m';
  /** `iat` in seconds since the epoch (default now), for checks that depend on a token's age. */
  issuedAt?: number;
  /** Further claims (e.g. `consent_id` of a delegated FDX token); registered claims above win. */
  extraClaims?: Record<string, unknown>;
}

export class DevIssuer {
  private constructor(
    readonly issuer: string,
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    private readonly privateJwk: JWK,
  ) {}

  /** `location` is a directory (key created there on first use, mode 0600) or `memory` for a throwaway key. */
  static async load(location: string, options: { issuer: string }): Promise<DevIssuer> {
    const issuer = new URL(options.issuer).href.replace(/\/$/, '');
    const privateJwk = isMemory(location) ? await generate() : await loadOrCreate(location);
    const { d: _d, ...publicJwk } = privateJwk;
    const key = await importJWK(privateJwk, ALG);
    if (!('type' in key) || key.type !== 'private') throw new Error('dev issuer key is not a private key');
    return new DevIssuer(issuer, key, publicJwk, privateJwk);
  }

  jwks(): { keys: JWK[] } {
    return { keys: [{ ...this.publicJwk }] };
  }

  /**
   * The private signing key as a JWK, for the in-process authorization server only (ADR 0012):
   * its tokens are signed with this key so every service verifies them with the same JWKS.
   */
  signingJwk(): JWK {
    return { ...this.privateJwk };
  }

  /** A jose key getter over the public JWKS, so verification needs no HTTP. */
  keySet(): JWTVerifyGetKey {
    return createLocalJWKSet(this.jwks());
  }

  async mint(options: MintOptions): Promise<string> {
    const ttlSeconds = options.ttlSeconds ?? 3600;
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_TOKEN_TTL_SECONDS) throw new RangeError(`ttlSeconds must be in 1..${MAX_TOKEN_TTL_SECONDS}`);
    if (options.subject.length === 0) throw new RangeError('subject is required');
    if (options.scopes.some((s) => s.length === 0 || /\s/.test(s))) throw new RangeError('scopes must be non-empty and contain no whitespace');
    const clientId = options.clientId ?? (options.tokenUse === 'm2m' ? options.subject : 'vert-dev');
    const claims: Record<string, unknown> = {
      ...options.extraClaims,
      client_id: clientId,
      scope: options.scopes.join(' '),
      ...(options.envId !== undefined ? { env_id: options.envId } : {}),
      ...(options.tokenUse !== undefined ? { token_use: options.tokenUse } : {}),
      ...(options.jkt !== undefined ? { cnf: { jkt: options.jkt } } : {}),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'at+jwt', kid: this.publicJwk.kid! })
      .setIssuer(this.issuer)
      .setSubject(options.subject)
      .setAudience(options.audience)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(`${ttlSeconds}s`)
      .setJti(randomUUID())
      .sign(this.privateKey);
  }
}

function isMemory(location: string): boolean {
  return location === 'memory' || location.startsWith('memory://');
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ALG, use: 'sig' };
}

async function loadOrCreate(dir: string): Promise<JWK> {
  const file = join(dir, DEV_ISSUER_KEY_FILE);
  const existing = await readJwk(file);
  if (existing !== undefined) return existing;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Write aside, then link into place: link fails if the file exists, so when several processes
  // start at once the first wins and no reader ever sees a half-written key.
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(await generate(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await link(temp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const created = await readJwk(file);
  if (created === undefined) throw new Error(`${file} vanished while being created`);
  return created;
}

async function readJwk(file: string): Promise<JWK | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const jwk = JSON.parse(text) as JWK;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string' || typeof jwk.kid !== 'string') {
    throw new Error(`${file} is not an ES256 private JWK with a kid`);
  }
  return jwk;
}
