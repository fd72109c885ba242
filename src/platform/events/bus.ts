import type { EventEnvelope } from './envelope.ts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscriptionOptions {
  /** Durable consumer name: deliveries resume where this name left off. */
  durable: string;
  /** Event types or family patterns (`vert:ledger:*`). */
  patterns: string[];
  handler: EventHandler;
  /**
   * Where a new durable starts: `beginning` (default; a service must not miss events produced
   * before its first start) or `now` (observers that only care about what happens next).
   */
  from?: 'beginning' | 'now';
}

export interface Subscription {
  stop(): Promise<void>;
}

/** At-least-once delivery; consumers deduplicate by event id (see consumer.ts). */
export interface EventBus {
  readonly kind: 'nats' | 'in-process';
  /** Resolves once the bus has durably accepted the event. */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Pipelined publishing, where the bus has it: every event is sent before any acknowledgement is
   * awaited, in the given order; one outcome per event, in that order. On success the bus holds
   * them in that order. A failed event may end up behind later events of the batch that succeeded
   * (ADR 0021). Without it the relay publishes one event at a time.
   */
  publishBatch?(events: readonly EventEnvelope[]): Promise<PromiseSettledResult<void>[]>;
  subscribe(options: SubscriptionOptions): Promise<Subscription>;
  /** True while the bus can accept events (health checks). */
  healthy(): boolean;
  close(): Promise<void>;
}
