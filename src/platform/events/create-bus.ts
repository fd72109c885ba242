import type { Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { NatsBus, type NatsBusOptions } from './nats-bus.ts';

/** NATS JetStream when NATS_URL is set, the in-process bus otherwise. */
export async function createEventBus(natsUrl: string | undefined, logger?: Logger, options: NatsBusOptions = {}): Promise<EventBus> {
  return natsUrl ? NatsBus.connect(natsUrl, logger, options) : new InProcessBus(logger);
}
