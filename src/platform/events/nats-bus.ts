// NATS JetStream bus: one stream for the vertical and platform families, publish with
// Nats-Msg-Id = event id (duplicates inside the window are dropped by the server), durable
// pull consumers with explicit acks and bounded redelivery backoff.
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { Logger } from '../logger.ts';
import type { EventBus, SubscriptionOptions } from './bus.ts';
import { eventEnvelopeSchema, patternToSubject, typeToSubject, type EventEnvelope } from './envelope.ts';

export const STREAM_NAME = 'VERT_EVENTS';
const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** Bounded retention: consumers are expected to keep up within days, not forever. */
const MAX_AGE_MS = 7 * 24 * 3_600_000;
const ACK_WAIT_MS = 30_000;
const MAX_DELIVER = 20;
const BACKOFF_MS = [100, 500, 2_000, 10_000, 30_000];
/** A consumer group's durables are removed by the server after this long without a client. */
const GROUP_INACTIVE_MS = 10 * 60_000;

export interface NatsBusOptions {
  /**
   * Consumer group of this process. Unset (production): every instance of a service shares its
   * durables, so each event goes to one instance. Set: durables are suffixed with the group, so
   * this process receives every event from the moment it subscribes, and the server removes the
   * durables once the group has been gone a while. Tests set a group per test platform, so a
   * platform shutting down elsewhere can never sit on an event this one waits for; the
   * consumers' own deduplication (platform.processed_events, per consumer name) still applies
   * each event once per database.
   */
  consumerGroup?: string;
}

export class NatsBus implements EventBus {
  readonly kind = 'nats' as const;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly logger?: Logger,
    private readonly options: NatsBusOptions = {},
  ) {}

  static async connect(servers: string, logger?: Logger, options: NatsBusOptions = {}): Promise<NatsBus> {
    // noAsyncTraces: no Error (with its stack) is captured up front for every request — each
    // JetStream publish is one; a failed publish still reports what failed (ADR 0019).
    const nc = await connect({ servers: servers.split(','), name: 'vert-platform', maxReconnectAttempts: -1, noAsyncTraces: true });
    const jsm = await jetstreamManager(nc);
    const config = {
      name: STREAM_NAME,
      subjects: ['vert.>', 'platform.>'],
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      max_age: nanos(MAX_AGE_MS),
    };
    try {
      await jsm.streams.info(STREAM_NAME);
      await jsm.streams.update(STREAM_NAME, { subjects: config.subjects, duplicate_window: config.duplicate_window, max_age: config.max_age });
    } catch {
      await jsm.streams.add(config);
    }
    return new NatsBus(nc, jetstream(nc), logger, options);
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.js.publish(typeToSubject(event.type), JSON.stringify(event), { msgID: event.id, timeout: 5_000 });
  }

  /**
   * All publishes go out before the first ack is awaited: the client writes what one tick queued
   * in one socket write, the server stores the messages in the order it read them from this one
   * connection and acks them together.
   */
  publishBatch(events: readonly EventEnvelope[]): Promise<PromiseSettledResult<void>[]> {
    return Promise.allSettled(events.map((event) => this.publish(event)));
  }

  /**
   * One durable pull consumer per pattern: the Debian nats-server (2.9) predates
   * multi-subject filters, and a consumer per pattern keeps each pattern's order.
   */
  async subscribe(options: SubscriptionOptions) {
    const stops = await Promise.all(
      options.patterns.map((pattern, index) =>
        this.consumePattern(options.patterns.length === 1 ? options.durable : `${options.durable}-${index}`, pattern, options),
      ),
    );
    return {
      stop: async () => {
        await Promise.all(stops.map((stop) => stop()));
      },
    };
  }

  private async consumePattern(name: string, pattern: string, options: SubscriptionOptions): Promise<() => Promise<void>> {
    const jsm = await jetstreamManager(this.nc);
    const group = this.options.consumerGroup;
    const durable = group ? `${name}-${group}` : name;
    const filter_subject = patternToSubject(pattern);
    const backoff = BACKOFF_MS.map(nanos);
    try {
      await jsm.consumers.info(STREAM_NAME, durable);
      await jsm.consumers.update(STREAM_NAME, durable, { filter_subject, max_deliver: MAX_DELIVER, backoff });
    } catch {
      await jsm.consumers.add(STREAM_NAME, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: options.from === 'now' || group ? DeliverPolicy.New : DeliverPolicy.All,
        ...(group ? { inactive_threshold: nanos(GROUP_INACTIVE_MS) } : {}),
        filter_subject,
        ack_wait: nanos(ACK_WAIT_MS),
        max_deliver: MAX_DELIVER,
        backoff,
      });
    }
    const consumer = await this.js.consumers.get(STREAM_NAME, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    const loop = (async () => {
      for await (const message of messages) {
        const parsed = eventEnvelopeSchema.safeParse(message.json());
        if (!parsed.success) {
          // A malformed message can never succeed: terminate it instead of redelivering forever.
          this.logger?.error({ subject: message.subject, issues: parsed.error.issues }, 'malformed event terminated');
          message.term('malformed envelope');
          continue;
        }
        try {
          await options.handler(parsed.data);
          message.ack();
        } catch (error) {
          const delay = BACKOFF_MS[Math.min(message.info.deliveryCount - 1, BACKOFF_MS.length - 1)];
          this.logger?.warn({ err: error, eventId: parsed.data.id, durable }, 'event handler failed; redelivering');
          message.nak(delay);
        }
      }
    })();
    return async () => {
      await messages.close();
      await loop;
    };
  }

  healthy(): boolean {
    return !this.nc.isClosed();
  }

  async close(): Promise<void> {
    await this.nc.drain();
  }
}
