// The envelope every event travels in, on every bus. `id` is the outbox row id: the
// produce idempotency key (JetStream Nats-Msg-Id) and the consumer's deduplication key.
import { z } from 'zod';

export const EVENT_TYPE_PATTERN = /^(vert|platform):[a-z0-9_-]+(:[a-z0-9_-]+)+$/;

export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().regex(EVENT_TYPE_PATTERN),
  source: z.string(),
  env_id: z.string(),
  time: z.string(),
  correlation_id: z.string().nullable(),
  data: z.record(z.unknown()),
});

export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** `vert:ledger:posting:created` → `vert.ledger.posting.created` (NATS tokens). */
export function typeToSubject(type: string): string {
  return type.replaceAll(':', '.');
}

/**
 * Subscription patterns use the event-type notation with a trailing `*` for "this family
 * and below": `vert:ledger:*` → `vert.ledger.>`; exact types map one to one.
 */
export function patternToSubject(pattern: string): string {
  return pattern.endsWith(':*') ? `${typeToSubject(pattern.slice(0, -2))}.>` : typeToSubject(pattern);
}

export function matchesPattern(type: string, pattern: string): boolean {
  return pattern.endsWith(':*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}
