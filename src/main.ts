// `npm start`: the whole system in one process on embedded defaults (PGlite, in-process bus,
// development issuer) — or on real engines when DATABASE_URL / NATS_URL are set.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { loadConfig } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { hostService, initializeEnvironment, type RunningService } from './platform/host.ts';
import { startPlatform } from './platform/runtime.ts';
import { createObjectRouter } from './platform/storage/index.ts';
import { createDevIssuerApp } from './platform-services/auth-server/dev-issuer-app.ts';
import { startAuthServer } from './platform-services/auth-server/server.ts';
import { createUser } from './platform-services/auth-server/users.ts';
import { registerProvider } from './services/fdx/recipient/index.ts';
import { seedLedgerDemo } from './demo/seed-ledger.ts';
import { createFdxService } from './services/fdx/service.ts';
import { createLedgerService } from './services/ledger/service.ts';
import { createPaymentsService } from './services/payments/service.ts';
import { createRiskService } from './services/risk/service.ts';

const SERVICES = [
  { factory: createFdxService, offset: 1 },
  { factory: createLedgerService, offset: 2 },
  { factory: createPaymentsService, offset: 3 },
  { factory: createRiskService, offset: 4 },
];
const DEMO_ENV = 'demo';
const FINTECH_ENV = 'fintech';
/** Password of every demo customer's login at the demo bank's authorization server. */
const DEMO_PASSWORD = 'demo';
/** The demo bank's id in the fintech's provider directory. */
const DEMO_PROVIDER_ID = '00000000-0000-4000-8000-00000000d3b0';
const DEMO_SEED_SCOPES = [
  'vert:ledger:customers:write',
  'vert:ledger:products:write',
  'vert:ledger:products:publish',
  'vert:ledger:accounts:read',
  'vert:ledger:accounts:write',
  'vert:ledger:postings:write',
];

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // One more pool: the authorization server's.
  const platform = await startPlatform({ config, logger, services: SERVICES.length + 1 });

  const running: RunningService[] = [];
  for (const { factory, offset } of SERVICES) {
    running.push(await hostService(platform, factory, { host: config.HOST, port: config.BASE_PORT + offset }));
  }
  await initializeEnvironment(platform, running, DEMO_ENV, 'Demo bank');
  await initializeEnvironment(platform, running, FINTECH_ENV, 'Demo fintech (recipient)');
  const ledger = running.find((s) => s.name === 'ledger')!;
  const demo = platform.issuer
    ? await seedLedgerDemo(ledger.url, await platform.issuer.mint({ subject: 'demo-seeder', envId: DEMO_ENV, audience: 'vert-ledger', scopes: DEMO_SEED_SCOPES, ttlSeconds: 300 }))
    : undefined;

  // Each demo customer logs in at the bank's authorization server as <login> / DEMO_PASSWORD
  // (the ledger customer carries the login as platform_auth_user_id).
  for (const login of demo?.logins ?? []) await createUser(ledger.db, DEMO_ENV, { userId: login, username: login, password: DEMO_PASSWORD });

  // Port BASE_PORT: the development issuer (JWKS, metadata), the FAPI 2.0 authorization server
  // (one issuer per environment under /oauth/{env}, ADR 0012) and the docs site.
  const portal = express();
  const fdx = running.find((s) => s.name === 'fdx')!;
  const authServer = platform.issuer ? await startAuthServer(platform, { fdxBaseUrl: fdx.url }) : undefined;
  if (platform.issuer) portal.use(createDevIssuerApp(platform.issuer));
  if (authServer) portal.use(authServer.app);
  portal.use(createObjectRouter(platform.storage, { logger }));
  const docsDir = join(process.cwd(), 'dist', 'docs');
  portal.use('/docs', express.static(docsDir));
  portal.get('/', (_req, res) => {
    res.json({
      issuer: platform.issuerUrl,
      docs: `http://${config.HOST}:${config.BASE_PORT}/docs/`,
      services: Object.fromEntries(running.map((s) => [s.name, s.url])),
    });
  });
  const portalServer = await new Promise<Server>((resolve) => {
    const server = portal.listen(config.BASE_PORT, config.HOST, () => resolve(server));
  });
  // The fintech knows the demo bank as a provider: discovered over HTTP like any other institution.
  const demoProvider = authServer
    ? await registerProvider(fdx.db, FINTECH_ENV, { id: DEMO_PROVIDER_ID, displayName: 'Demo bank', issuer: authServer.issuerFor(DEMO_ENV), fdxBaseUrl: fdx.url, providerEnvId: DEMO_ENV })
    : undefined;

  const lines = [
    '',
    `Vert bank platform is up (${platform.embedded ? 'embedded PGlite' : 'PostgreSQL'}, ${platform.bus.kind} bus)`,
    `  issuer     ${platform.issuerUrl}`,
    ...(authServer ? [`  oauth      ${authServer.issuerFor(DEMO_ENV)}/.well-known/openid-configuration   (FAPI 2.0, one issuer per environment)`] : []),
    ...running.map((s) => `  ${s.name.padEnd(10)} ${s.url}   health: ${s.url}/v1/health`),
    `  docs       http://${config.HOST}:${config.BASE_PORT}/docs/${existsSync(docsDir) ? '' : '   (run `npm run docs` to build)'}`,
    `  envs       ${DEMO_ENV} (bank${demo ? `: customers ${demo.logins.join(', ')}${demo.seeded ? ', just seeded' : ''}; password "${DEMO_PASSWORD}" at the bank's login` : ''}), ${FINTECH_ENV} (recipient)`,
    '',
    '  Try:',
    `    curl ${running[0]!.url}/fdx/v6/capability`,
    `    TOKEN=$(npm run -s token -- --env ${DEMO_ENV} --scope "vert:ledger:accounts:read vert:ledger:postings:read")`,
    `    curl -H "Authorization: Bearer $TOKEN" ${ledger.url}/v1/accounts`,
    ...(demoProvider
      ? [
          '',
          '  Open banking (the fintech connects to the demo bank; log in as alice / demo):',
          `    FT=$(npm run -s token -- --env ${FINTECH_ENV} --sub fintech-user --scope "vert:fdx:recipient:read vert:fdx:recipient:write")`,
          `    curl -s -X POST -H "Authorization: Bearer $FT" -H 'content-type: application/json' -d '{"provider_id":"${demoProvider.id}"}' ${fdx.url}/v1/recipient/consents/start`,
          '    # open authorization_url in a browser, approve, then:',
          `    curl -s -H "Authorization: Bearer $FT" "${fdx.url}/v1/recipient/accounts?consentId=<consent_id>"`,
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    portalServer.close();
    await authServer?.close();
    // Each service finishes the requests already in its pipeline (up to its grace period) first.
    await Promise.all(running.map((service) => service.close()));
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
