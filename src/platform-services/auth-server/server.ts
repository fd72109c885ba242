// The built-in FAPI 2.0 authorization server (ADR 0012): an express app serving one issuer per
// provider environment at `${platform.issuerUrl}/oauth/{env}`, providers created lazily for
// environments registered in platform.environments.
import express, { type Request, type Response, type NextFunction } from 'express';
import { importJWK, type CryptoKey, type KeyObject } from 'jose';
import type Provider from 'oidc-provider';
import { assertEnvId, type Database } from '../../platform/db/pool.ts';
import type { ServiceConsumer } from '../../platform/host.ts';
import type { Subscription } from '../../platform/events/bus.ts';
import { startConsumer } from '../../platform/events/consumer.ts';
import { createRelay, type Relay } from '../../platform/events/relay.ts';
import type { Logger } from '../../platform/logger.ts';
import { authServerIssuerBase, type Platform } from '../../platform/runtime.ts';
import { createConsentClient } from './consent-client.ts';
import { authServerConsumers } from './consumer.ts';
import { AUTH_SCHEMA } from './grants.ts';
import { createInteractionRouter } from './interactions.ts';
import { createProvider, DEFAULT_LIFETIMES, environmentExists, type TokenLifetimes } from './provider.ts';

export { createUser } from './users.ts';
export { AUTH_SCHEMA, GRANT_ACTIVATED, GRANT_CREATED, GRANT_REVOKED } from './grants.ts';
export { FDX_RESOURCE } from './provider.ts';
export { CLUSTER_SCOPES, FDX_AUDIENCE } from './scopes.ts';

export interface AuthServerOptions {
  platform: Platform;
  /** A pool of the authorization server's own. */
  db: Database;
  /** Base URL of the FDX service, whose /v1/auth/consent/* endpoints back the consent page. */
  fdxBaseUrl: string;
  logger: Logger;
  /** Shorter lifetimes for tests (e.g. an expiring authorization code). */
  lifetimes?: Partial<TokenLifetimes>;
}

export interface AuthServer {
  /** Mount at the portal's root: it serves `/oauth/:envId/*` only. */
  app: express.Express;
  /** Schema whose outbox holds the platform:auth:grant:* events (relay it). */
  schema: typeof AUTH_SCHEMA;
  consumers: ServiceConsumer[];
  issuerFor(envId: string): string;
  close(): Promise<void>;
}

interface Environment {
  provider: Provider;
  router: express.Router;
  handler: ReturnType<Provider['callback']>;
}

const MAX_ENVIRONMENTS = 1000;

export function createAuthServer(options: AuthServerOptions): AuthServer {
  const { platform, db, logger } = options;
  const issuer = platform.issuer;
  if (!issuer) throw new Error('the built-in authorization server signs with the platform issuer key; it cannot run with AUTH_ISSUER');
  const signingJwk = issuer.signingJwk();
  const lifetimes = { ...DEFAULT_LIFETIMES, ...options.lifetimes };
  const issuerBase = authServerIssuerBase(platform.issuerUrl);
  const issuerFor = (envId: string) => `${issuerBase}/${envId}`;
  let signingKey: Promise<CryptoKey | KeyObject | Uint8Array> | undefined;
  const consentClient = async () => {
    const key = await (signingKey ??= importJWK(signingJwk, 'ES256'));
    if (key instanceof Uint8Array) throw new Error('signing key is not asymmetric');
    return createConsentClient({ fdxBaseUrl: options.fdxBaseUrl, signingKey: key, kid: signingJwk.kid! });
  };

  const environments = new Map<string, Promise<Environment | undefined>>();
  const load = async (envId: string): Promise<Environment | undefined> => {
    if (!(await environmentExists(db, envId))) return undefined;
    const provider = createProvider({ issuer: issuerFor(envId), envId, db, signingJwk, lifetimes });
    provider.on('server_error', (_ctx, error) => logger.error({ err: error, envId }, 'authorization server error'));
    const router = createInteractionRouter({ envId, provider, db, consent: await consentClient(), logger });
    return { provider, router, handler: provider.callback() };
  };
  const environment = (envId: string): Promise<Environment | undefined> => {
    let found = environments.get(envId);
    if (!found) {
      if (environments.size >= MAX_ENVIRONMENTS) throw new Error('too many authorization server environments');
      found = load(envId);
      environments.set(envId, found);
      // An unknown environment may be registered later: do not remember the miss.
      void found.then((env) => env ?? environments.delete(envId), () => environments.delete(envId));
    }
    return found;
  };

  const app = express();
  app.disable('x-powered-by');
  app.use('/oauth/:envId', async (req: Request<{ envId: string }>, res: Response, next: NextFunction) => {
    try {
      const { envId } = req.params;
      try {
        assertEnvId(envId);
      } catch {
        res.status(404).json({ error: 'not_found', error_description: 'unknown environment' });
        return;
      }
      const env = await environment(envId);
      if (!env) {
        res.status(404).json({ error: 'not_found', error_description: 'unknown environment' });
        return;
      }
      // Interaction pages first; everything else is oidc-provider's.
      env.router(req, res, (error?: unknown) => {
        if (error) next(error);
        else env.handler(req, res);
      });
    } catch (error) {
      next(error);
    }
  });

  return {
    app,
    schema: AUTH_SCHEMA,
    consumers: authServerConsumers(),
    issuerFor,
    async close() {
      environments.clear();
    },
  };
}

export interface HostedAuthServer extends AuthServer {
  db: Database;
  relay: Relay;
}

/**
 * Hosts the authorization server on the platform: its own pool, the relay of its `auth` outbox
 * (platform:auth:* events) and its consumers. Mount `app` on the portal (the issuer's origin).
 */
export async function startAuthServer(
  platform: Platform,
  options: Omit<AuthServerOptions, 'platform' | 'db' | 'logger'> & { logger?: Logger },
): Promise<HostedAuthServer> {
  const db = await platform.openDatabase();
  const logger = options.logger ?? platform.logger;
  const server = createAuthServer({ ...options, platform, db, logger });
  const relay = createRelay({ db, bus: platform.bus, schemas: [server.schema], logger, retentionHours: platform.config.OUTBOX_RETENTION_HOURS });
  relay.start();
  const subscriptions: Subscription[] = [];
  for (const consumer of server.consumers) subscriptions.push(await startConsumer({ db, bus: platform.bus, ...consumer }));
  return {
    ...server,
    db,
    relay,
    async close() {
      for (const subscription of subscriptions) await subscription.stop();
      await relay.stop();
      await server.close();
    },
  };
}
