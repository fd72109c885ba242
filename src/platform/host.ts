// Hosts one service on the platform: its own pool, the request pipeline over its OpenAPI
// documents, its outbox relay, and an HTTP listener.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database, Tx } from './db/pool.ts';
import type { EventBus } from './events/bus.ts';
import { createRelay, type Relay } from './events/relay.ts';
import { createRelayThread } from './events/relay-thread.ts';
import { startConsumer } from './events/consumer.ts';
import type { EventEnvelope } from './events/envelope.ts';
import { createServiceApp, resolveApi, type ServiceApp, type ServiceDefinition } from './http/service-app.ts';
import { createPolicyGate } from './policy/gate.ts';
import { operationsOf } from './http/operations.ts';
import { createProducer } from './events/producer.ts';
import type { Platform } from './runtime.ts';
import type { Logger } from './logger.ts';

/** Request line and headers a service accepts (Node's default is 16 KiB). */
const MAX_HEADER_BYTES = 64 * 1024;
/** How long `close()` waits, by default, for requests already in the pipeline to finish. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What a service factory receives. */
export interface ServiceDeps {
  platform: Platform;
  db: Database;
  bus: EventBus;
  logger: Logger;
}

/** An idempotent event consumer a service runs (see events/consumer.ts). */
export interface ServiceConsumer {
  /** Durable name and deduplication namespace. */
  name: string;
  patterns: string[];
  /** Applies the event inside its tenant transaction; throwing rolls back and redelivers. */
  handle: (tx: Tx, event: EventEnvelope) => Promise<void>;
  /** Records a failure outside the rolled-back transaction (e.g. for an operator view). */
  onError?: (event: EventEnvelope, error: unknown) => Promise<void>;
}

/** A background loop a service runs for as long as it is hosted (e.g. a delivery worker). */
export interface ServiceWorker {
  start(): void;
  /** Resolves once the loop has finished its current iteration and stopped. */
  stop(): Promise<void>;
}

export interface HostedService extends ServiceDefinition {
  /** Schema whose producer tables (outbox, audit_journal) the relay drains. */
  schema?: string;
  consumers?: ServiceConsumer[];
  /** Started once the service listens; stopped when it closes. */
  workers?: ServiceWorker[];
  /** Seeds a new environment (inside its tenant transaction). */
  initializeEnvironment?: (tx: Tx, envId: string) => Promise<void>;
}

export type ServiceFactory = (deps: ServiceDeps) => HostedService | Promise<HostedService>;

export interface RunningService {
  name: string;
  url: string;
  db: Database;
  service: HostedService;
  app: ServiceApp;
  relay: HostedRelay | undefined;
  /**
   * Graceful shutdown: stops accepting connections, answers every further request on an open
   * connection with `Connection: close`, waits up to `graceMs` (default SHUTDOWN_GRACE_MS) for
   * the requests already in the pipeline to finish — their transactions commit or roll back
   * whole, also when their client has gone — then closes the remaining connections and stops
   * the workers, consumers and relay. The pools stay open for the platform to end.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export async function hostService(
  platform: Platform,
  factory: ServiceFactory,
  listen: { host: string; port: number },
): Promise<RunningService> {
  const db = await platform.openDatabase();
  const logger = platform.logger;
  const service = await factory({ platform, db, bus: platform.bus, logger });
  const app = createServiceApp(service, {
    logger,
    db,
    authenticator: platform.authenticatorFor(service.name),
    gate: createPolicyGate({ db, logger, operationIds: operationIdsOf(service) }),
    validateResponses: platform.config.NODE_ENV !== 'production',
  });
  if (app.unhandled.length > 0) logger.warn({ service: service.name, operations: app.unhandled }, 'operations without a handler answer 501');

  const relay = service.schema ? await relayFor(platform, db, service.schema) : undefined;
  relay?.start();
  const subscriptions = await Promise.all(
    (service.consumers ?? []).map((consumer) =>
      startConsumer({
        db,
        bus: platform.bus,
        name: consumer.name,
        patterns: consumer.patterns,
        handle: consumer.handle,
        ...(consumer.onError ? { onError: consumer.onError } : {}),
      }),
    ),
  );

  const server = await new Promise<Server>((resolve, reject) => {
    // Room for every request line the contracts allow (long query strings included), so an
    // over-long parameter reaches validation and gets its 400 rather than Node's bare 431.
    const s = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app.app).listen(listen.port, listen.host);
    s.once('listening', () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`${service.name}: port ${listen.port} on ${listen.host} is already in use`) : error),
    );
  });
  let closing = false;
  // Ahead of the app, so that even an answer sent at once carries it.
  server.prependListener('request', (_request, response) => {
    if (closing) response.setHeader('Connection', 'close');
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${listen.host}:${port}`;
  platform.directory.register(service.name, url);
  const workers = service.workers ?? [];
  for (const worker of workers) worker.start();
  return {
    name: service.name,
    url,
    db,
    service,
    app,
    relay,
    async close({ graceMs = SHUTDOWN_GRACE_MS } = {}) {
      closing = true;
      // Node's close() also closes the connections idle at this moment.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (!(await app.inFlight.settled(graceMs))) {
        logger.warn({ service: service.name, requests: app.inFlight.size, graceMs }, 'shutting down with requests still in flight');
      }
      server.closeAllConnections();
      await closed;
      for (const worker of workers) await worker.stop();
      for (const subscription of subscriptions) await subscription.stop();
      await relay?.stop();
      await relay?.close?.();
    },
  };
}

/** A hosted service's outbox relay; `threaded`: on a worker thread with its own connections. */
export type HostedRelay = Relay & { threaded: boolean; close?(): Promise<void> };

/**
 * The service's outbox relay: on a worker thread with its own connections when the bus is NATS
 * and RELAY_THREAD allows (ADR 0021), otherwise on this thread, sharing the service's pool.
 */
async function relayFor(platform: Platform, db: Database, schema: string): Promise<HostedRelay> {
  const { config, bus, logger } = platform;
  const threaded = bus.kind === 'nats' && config.NATS_URL !== undefined && (config.RELAY_THREAD === 'on' || (config.RELAY_THREAD === 'auto' && config.NODE_ENV === 'production'));
  const retentionHours = config.OUTBOX_RETENTION_HOURS;
  if (!threaded) return Object.assign(createRelay({ db, bus, schemas: [schema], logger, retentionHours }), { threaded: false });
  const relay = await createRelayThread({ databaseUrl: platform.databaseUrl, natsUrl: config.NATS_URL!, schemas: [schema], logLevel: config.LOG_LEVEL, logger, retentionHours });
  // Commits happen on this thread: each one that wrote events wakes the relay over there.
  db.onEventsCommitted(() => relay.kick());
  return Object.assign(relay, { threaded: true });
}

function operationIdsOf(service: HostedService): string[] {
  return service.apis.map(resolveApi).flatMap(({ api, document }) => operationsOf(api, document).map((o) => o.operationId));
}

/** Registers the environment and lets every hosted service seed it (hooks are idempotent). */
export async function initializeEnvironment(
  platform: Platform,
  services: RunningService[],
  envId: string,
  displayName: string,
): Promise<void> {
  const [first] = services;
  if (!first) throw new Error('no services hosted');
  const created = await platform.initializeEnvironment(first.db, envId, displayName);
  for (const running of services) {
    const { schema, initializeEnvironment: init } = running.service;
    await running.db.withTenant(envId, async (tx) => {
      if (schema && created) await createProducer(schema).audit(tx, envId, { actor: 'platform', action: 'environment.initialized', detail: { display_name: displayName } });
      if (init) await init(tx, envId);
    });
  }
}
