// Boots the platform for a test file: embedded PGlite in memory (or DATABASE_URL, as in CI),
// the in-process bus (or NATS_URL), the development issuer, and the requested services on
// ephemeral ports. Each test uses fresh environment ids, so files can share one database.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/platform/config.ts';
import { hostService, initializeEnvironment, type RunningService, type ServiceFactory } from '../../src/platform/host.ts';
import { startPlatform, audienceOf, type Platform } from '../../src/platform/runtime.ts';
import type { MintOptions } from '../../src/platform/auth/index.ts';
import type { Database } from '../../src/platform/db/pool.ts';

export interface TestPlatform {
  platform: Platform;
  services: RunningService[];
  /** A pool for tests that talk to the database directly. */
  db(): Promise<Database>;
  service(name: string): RunningService;
  /** Creates and initialises a fresh environment. */
  newEnvironment(prefix?: string): Promise<string>;
  token(options: Partial<MintOptions> & { scopes: string[]; envId?: string; service?: string }): Promise<string>;
  close(): Promise<void>;
}

export function uniqueEnvId(prefix = 'test'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function startTestPlatform(factories: ServiceFactory[] = []): Promise<TestPlatform> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // Each test platform its own NATS consumers: another file's platform shutting down never sits on an event.
    NATS_CONSUMER_GROUP: randomUUID().slice(0, 8),
  });
  const platform = await startPlatform({ config, services: Math.max(factories.length, 1) });
  const services: RunningService[] = [];
  let db: Database | undefined;
  const sharedDb = async () => (db ??= await platform.openDatabase());
  for (const factory of factories) services.push(await hostService(platform, factory, { host: '127.0.0.1', port: 0 }));
  return {
    platform,
    services,
    db: sharedDb,
    service(name) {
      const found = services.find((s) => s.name === name);
      if (!found) throw new Error(`service ${name} is not running in this test`);
      return found;
    },
    async newEnvironment(prefix) {
      const envId = uniqueEnvId(prefix);
      if (services.length > 0) await initializeEnvironment(platform, services, envId, `Test ${envId}`);
      else await platform.initializeEnvironment(await sharedDb(), envId, `Test ${envId}`);
      return envId;
    },
    async token({ scopes, envId, service, subject, audience, ...rest }) {
      if (!platform.issuer) throw new Error('tests mint tokens with the development issuer');
      return platform.issuer.mint({
        subject: subject ?? 'test-user',
        scopes,
        audience: audience ?? audienceOf(service ?? services[0]?.name ?? 'ledger'),
        ...(envId ? { envId } : {}),
        ...rest,
      });
    },
    async close() {
      for (const s of services) await s.close();
      await platform.close();
    },
  };
}
