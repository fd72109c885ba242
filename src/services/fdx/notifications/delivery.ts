// Wiring of notification delivery into the fdx service: the fan-out consumer queues, the worker
// delivers, and the consumer wakes the worker when it queued something.
import type { Database } from '../../../platform/db/pool.ts';
import type { ServiceConsumer, ServiceWorker } from '../../../platform/host.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { notificationConsumers } from './fanout.ts';
import { createDeliveryWorker } from './worker.ts';

export function notificationDelivery(deps: { db: Database; secrets: SecretStore; logger: Logger; allowLoopbackHttp: boolean }): {
  consumers: ServiceConsumer[];
  workers: ServiceWorker[];
} {
  const worker = createDeliveryWorker(deps);
  return { consumers: notificationConsumers(() => worker.kick()), workers: [worker] };
}
