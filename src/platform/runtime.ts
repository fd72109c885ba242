// Composition root of the platform kernel: database (embedded or real), migrations, event
// bus, token issuer and authenticator. Services are hosted on top of it by host.ts.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createRemoteJWKSet } from 'jose';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { createDatabase, sql, type Database } from './db/pool.ts';
import { createEventBus } from './events/create-bus.ts';
import type { EventBus } from './events/bus.ts';
import {
  createAuthenticator,
  createNonceManager,
  createTokenVerifier,
  DevIssuer,
  MemoryReplayCache,
  type Authenticator,
} from './auth/index.ts';
import { createPolicyGate } from './policy/gate.ts';
import { LocalMasterKeySealer, SecretStore } from './secrets/index.ts';
import { LocalDirectoryStore, loadStorageUrlKey } from './storage/index.ts';
import { mkdtempSync } from 'node:fs';
import { devIssuerCredentials, parseServiceUrls, ServiceDirectory, unavailableCredentials, type ServiceCredentials } from './service-directory.ts';
import { tmpdir } from 'node:os';

/** Audience of each service's access tokens. */
export const audienceOf = (service: string) => `vert-${service}`;
export const ALL_AUDIENCES = ['fdx', 'ledger', 'payments', 'risk'].map(audienceOf);

/** The issuer tokens are verified against: AUTH_ISSUER, or the built-in one on the portal port. */
export function devIssuerUrl(config: Pick<Config, 'AUTH_ISSUER' | 'HOST' | 'BASE_PORT'>): string {
  return config.AUTH_ISSUER ?? `http://${config.HOST}:${config.BASE_PORT}`;
}

/** Issuers of the built-in authorization server are `${base}/{env}` (ADR 0012). */
export function authServerIssuerBase(platformIssuerUrl: string): string {
  return `${platformIssuerUrl.replace(/\/+$/, '')}/oauth`;
}

export interface Platform {
  readonly config: Config;
  readonly logger: Logger;
  readonly bus: EventBus;
  /** The built-in development issuer; absent when AUTH_ISSUER points at a real one. */
  readonly issuer: DevIssuer | undefined;
  readonly issuerUrl: string;
  readonly databaseUrl: string;
  readonly embedded: boolean;
  /** Sealed secret references (tokens, HMAC secrets, DPoP keys). */
  readonly secrets: SecretStore;
  /** Object storage with signed URLs, served under the portal's `/v1/objects/*`. */
  readonly storage: LocalDirectoryStore;
  /** Base URLs of the platform's services (for service-to-service calls over HTTP). */
  readonly directory: ServiceDirectory;
  /** Short-lived client-credentials tokens for service-to-service calls. */
  readonly serviceCredentials: ServiceCredentials;
  /** A pool of at most DB_POOL_SIZE connections for one service. */
  openDatabase(): Promise<Database>;
  authenticatorFor(service: string): Authenticator;
  /** Registers an environment and seeds its default policy set (idempotent); true when it was new. */
  initializeEnvironment(db: Database, envId: string, displayName: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  config: Config;
  logger?: Logger;
  /** Number of services that will open pools (sizes the embedded socket server). */
  services?: number;
}

function isMemory(dir: string): boolean {
  return dir === 'memory' || dir.startsWith('memory://');
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const closers: Array<() => Promise<void>> = [];
  const databases: Database[] = [];

  let embeddedDb: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dir = isMemory(config.DATA_DIR) ? 'memory://' : join(config.DATA_DIR, 'pglite');
    // Each service pool, the migration runner and a spare for tools.
    embeddedDb = await startEmbeddedPostgres(dir, (options.services ?? 4) * config.DB_POOL_SIZE + 2);
    databaseUrl = embeddedDb.url;
    logger.info({ dataDir: dir }, 'embedded PostgreSQL (PGlite) started');
  }
  const applied = await migrate(config.MIGRATION_DATABASE_URL ?? databaseUrl);
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => `${m.schema}/${m.version}_${m.name}`) }, 'migrations applied');

  const bus = await createEventBus(config.NATS_URL, logger, config.NATS_CONSUMER_GROUP ? { consumerGroup: config.NATS_CONSUMER_GROUP } : {});
  closers.push(() => bus.close());

  const issuerUrl = devIssuerUrl(config);
  const issuer = config.AUTH_ISSUER
    ? undefined
    : await DevIssuer.load(isMemory(config.DATA_DIR) ? 'memory' : config.DATA_DIR, { issuer: issuerUrl });
  const jwks = issuer
    ? issuer.keySet()
    : createRemoteJWKSet(new URL(config.AUTH_JWKS_URL ?? `${issuerUrl}/.well-known/jwks.json`));
  const secrets = new SecretStore(LocalMasterKeySealer.fromConfig(config));
  const storageRoot = isMemory(config.DATA_DIR) ? mkdtempSync(join(tmpdir(), 'vert-objects-')) : join(config.DATA_DIR, 'objects');
  const storage = new LocalDirectoryStore(storageRoot, {
    baseUrl: `http://${config.HOST}:${config.BASE_PORT}`,
    urlKey: loadStorageUrlKey(config),
  });
  const replayCache = new MemoryReplayCache();
  const nonces = createNonceManager({ secret: randomBytes(32) });

  const platform: Platform = {
    config,
    logger,
    bus,
    issuer,
    issuerUrl: issuer?.issuer ?? issuerUrl,
    databaseUrl,
    embedded: embeddedDb !== undefined,
    secrets,
    storage,
    directory: new ServiceDirectory(parseServiceUrls(config.SERVICE_URLS)),
    serviceCredentials: issuer ? devIssuerCredentials(issuer) : unavailableCredentials,
    async openDatabase() {
      const db = await createDatabase({ url: databaseUrl, poolSize: config.DB_POOL_SIZE, logger });
      databases.push(db);
      return db;
    },
    authenticatorFor(service) {
      return createAuthenticator({
        verifier: createTokenVerifier({
          issuer: platform.issuerUrl,
          // The built-in authorization server signs with the same key, one issuer per environment.
          ...(issuer ? { environmentIssuerBase: authServerIssuerBase(platform.issuerUrl) } : {}),
          audience: audienceOf(service),
          jwks,
          clockSkewSeconds: config.AUTH_CLOCK_SKEW_SECONDS,
        }),
        dpop: {
          replayCache,
          nonces,
          requireNonce: false,
          iatWindowSeconds: config.DPOP_IAT_WINDOW_SECONDS,
          ...(config.PUBLIC_BASE_URL ? { publicBaseUrl: config.PUBLIC_BASE_URL } : {}),
        },
      });
    },
    async initializeEnvironment(db, envId, displayName) {
      const gate = createPolicyGate({ db, logger });
      return db.withTenant(envId, async (tx) => {
        const inserted = await tx.query(sql.unsafe`
          insert into platform.environments (env_id, display_name) values (${envId}, ${displayName})
          on conflict (env_id) do nothing`);
        await gate.seedEnvironment(tx, envId);
        return inserted.rowCount > 0;
      });
    },
    async close() {
      for (const db of databases.splice(0)) await db.end();
      for (const close of closers.reverse()) await close();
      await embeddedDb?.stop();
    },
  };
  return platform;
}
