// Standard Webhooks signing (https://www.standardwebhooks.com): the provider generates the
// secret, shows it once as `whsec_<base64 key>`, and signs every delivery with HMAC-SHA256
// over "{webhook-id}.{webhook-timestamp}.{body}". node:crypto only; no extra dependency.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: within Standard Webhooks' 24–64 byte range. */
export const SECRET_KEY_BYTES = 32;

export interface WebhookSecret {
  /** The HMAC key (what is sealed in platform.secrets). */
  key: Buffer;
  /** The form shown to the recipient once. */
  display: string;
}

export function newWebhookSecret(): WebhookSecret {
  const key = randomBytes(SECRET_KEY_BYTES);
  return { key, display: `${SECRET_PREFIX}${key.toString('base64')}` };
}

/** `v1,<base64 signature>` of one delivery attempt. */
export function sign(key: Buffer, webhookId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of a delivery attempt made now. */
export function webhookHeaders(key: Buffer, webhookId: string, body: string, now: Date = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(key, webhookId, timestamp, body),
  };
}
