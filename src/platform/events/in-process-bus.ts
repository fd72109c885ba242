// The embedded-default bus: same interface as NATS JetStream, inside one process.
// publish() resolves only after every matching subscriber has handled the event (or parked
// it after bounded retries), so the relay marks an outbox row published only once it was
// delivered. Events are not persisted here: the outbox is the durable copy.
import type { Logger } from '../logger.ts';
import type { EventBus, SubscriptionOptions } from './bus.ts';
import { matchesPattern, type EventEnvelope } from './envelope.ts';

const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 20;
const MAX_PARKED = 1_000;

export interface ParkedEvent {
  durable: string;
  event: EventEnvelope;
  error: string;
}

export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  /** Events a subscriber failed on MAX_ATTEMPTS times; bounded, newest kept. */
  readonly parked: ParkedEvent[] = [];
  private readonly subscriptions = new Set<SubscriptionOptions>();
  private closed = false;

  constructor(private readonly logger?: Logger) {}

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const targets = [...this.subscriptions].filter((s) => s.patterns.some((p) => matchesPattern(event.type, p)));
    await Promise.all(targets.map((s) => this.deliver(s, event)));
  }

  private async deliver(subscription: SubscriptionOptions, event: EventEnvelope): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await subscription.handler(event);
        return;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) {
          this.logger?.error({ err: error, eventId: event.id, durable: subscription.durable }, 'event parked after retries');
          this.parked.push({ durable: subscription.durable, event, error: String(error) });
          if (this.parked.length > MAX_PARKED) this.parked.shift();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
      }
    }
  }

  async subscribe(options: SubscriptionOptions) {
    this.subscriptions.add(options);
    return {
      stop: async () => {
        this.subscriptions.delete(options);
      },
    };
  }

  healthy(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscriptions.clear();
  }
}
