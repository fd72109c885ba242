// HMAC-signed, expiring object URLs: sig = base64url(HMAC-SHA256(urlKey, key + "\n" + expires)).
// The signer issues them for the local store; the object router checks them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { KEY_BYTES } from '../secrets/key-material.ts';
import { assertObjectKey, assertSignedUrlTtl, isValidObjectKey, MAX_SIGNED_URL_TTL_SECONDS } from './object-store.ts';

export type SignatureCheck =
  | { ok: true; expiresAtSeconds: number; remainingSeconds: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Implemented by stores whose signed URLs are served by createObjectRouter. */
export interface SignedUrlVerifier {
  /** `expires` and `sig` are the raw query values. */
  verifySignedUrl(key: string, expires: string, sig: string): SignatureCheck;
}

const EXPIRES_PATTERN = /^[1-9][0-9]{0,11}$/;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url without padding
/** Tolerated clock difference between the instance that signed and the one that verifies. */
const CLOCK_SKEW_SECONDS = 60;

export class UrlSigner {
  readonly #key: Buffer;
  readonly #nowMs: () => number;

  constructor(urlKey: Buffer, nowMs: () => number = Date.now) {
    if (urlKey.length !== KEY_BYTES) throw new Error(`Storage URL key must be ${KEY_BYTES} bytes, got ${urlKey.length}`);
    this.#key = Buffer.from(urlKey);
    this.#nowMs = nowMs;
  }

  #mac(key: string, expiresAtSeconds: number): Buffer {
    return createHmac('sha256', this.#key).update(`${key}\n${expiresAtSeconds}`, 'utf8').digest();
  }

  #nowSeconds(): number {
    return Math.floor(this.#nowMs() / 1000);
  }

  sign(key: string, ttlSeconds: number): { expiresAtSeconds: number; sig: string } {
    assertObjectKey(key);
    assertSignedUrlTtl(ttlSeconds);
    const expiresAtSeconds = this.#nowSeconds() + ttlSeconds;
    return { expiresAtSeconds, sig: this.#mac(key, expiresAtSeconds).toString('base64url') };
  }

  verify(key: string, expires: string, sig: string): SignatureCheck {
    if (!isValidObjectKey(key) || !EXPIRES_PATTERN.test(expires) || !SIG_PATTERN.test(sig)) {
      return { ok: false, reason: 'invalid' };
    }
    const expiresAtSeconds = Number(expires);
    const presented = Buffer.from(sig, 'base64url');
    const expected = this.#mac(key, expiresAtSeconds);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return { ok: false, reason: 'invalid' };
    const now = this.#nowSeconds();
    if (expiresAtSeconds <= now) return { ok: false, reason: 'expired' };
    // Only a leaked key yields a longer-lived signature; refuse it rather than honour it.
    if (expiresAtSeconds - now > MAX_SIGNED_URL_TTL_SECONDS + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
    return { ok: true, expiresAtSeconds, remainingSeconds: expiresAtSeconds - now };
  }
}
