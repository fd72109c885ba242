// Stateless DPoP server nonces (RFC 9449 §9): HMAC of the current time window under a shared
// secret, so every instance behind the load balancer issues and accepts the same values without
// coordination. A nonce stays valid for the rest of its window and the whole next one.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface NonceManager {
  /** The nonce for the current window; send it as DPoP-Nonce. */
  current(): string;
  /** Accepts the current and the previous window's nonce. */
  isValid(nonce: string): boolean;
}

export interface NonceManagerOptions {
  /** At least 32 bytes, shared by every instance. */
  secret: Uint8Array;
  windowSeconds?: number;
  now?: () => number;
}

export const DEFAULT_NONCE_WINDOW_SECONDS = 120;

export function createNonceManager(options: NonceManagerOptions): NonceManager {
  if (options.secret.byteLength < 32) throw new RangeError('nonce secret must be at least 32 bytes');
  const windowSeconds = options.windowSeconds ?? DEFAULT_NONCE_WINDOW_SECONDS;
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > 3600) throw new RangeError('windowSeconds must be in 1..3600');
  const secret = Buffer.from(options.secret);
  const now = options.now ?? Date.now;
  const windowAt = () => Math.floor(now() / 1000 / windowSeconds);
  const nonceFor = (window: number) => createHmac('sha256', secret).update(`dpop-nonce:v1:${window}`).digest('base64url');
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };

  return {
    current: () => nonceFor(windowAt()),
    isValid(nonce) {
      const window = windowAt();
      return same(nonce, nonceFor(window)) || same(nonce, nonceFor(window - 1));
    },
  };
}
