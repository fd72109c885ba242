// Two independent institutions for recipient-plane tests (ADR 0017): the provider bank (ledger,
// fdx and the FAPI 2.0 authorization server on its own platform and database) and the recipient
// fintech (fdx on a second platform with its own database: a second PGlite, or
// RECIPIENT_DATABASE_URL on PostgreSQL, and its own in-process bus). Only HTTP connects them.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT, type JWK } from 'jose';
import { accessTokenHash } from '../../src/platform/auth/dpop.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { hostService, initializeEnvironment, type RunningService, type ServiceFactory } from '../../src/platform/host.ts';
import { audienceOf, startPlatform, type Platform } from '../../src/platform/runtime.ts';
import { sql } from '../../src/platform/db/pool.ts';
import { createUser, startAuthServer, type HostedAuthServer } from '../../src/platform-services/auth-server/server.ts';
import type { TokenLifetimes } from '../../src/platform-services/auth-server/provider.ts';
import { createFdxService } from '../../src/services/fdx/service.ts';
import { createLedgerService } from '../../src/services/ledger/service.ts';
import { registerProvider } from '../../src/services/fdx/recipient/index.ts';
import { Browser, formOf, startConsentDouble, type ConsentDouble } from './auth-server.ts';
import { bookHistory } from './ledger-history.ts';
import { ledgerFixture } from './ledger-fixtures.ts';
import { call } from './http.ts';

export const PASSWORD = 'correct horse battery staple';
export const RECIPIENT_READ = 'vert:fdx:recipient:read';
export const RECIPIENT_WRITE = 'vert:fdx:recipient:write';

export interface Institution {
  platform: Platform;
  services: RunningService[];
  service(name: string): RunningService;
  newEnvironment(prefix: string): Promise<string>;
  close(): Promise<void>;
}

async function listen(handler: (req: never, res: never) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startInstitution(env: Record<string, string | undefined>, factories: ServiceFactory[], extraPools = 0): Promise<Institution> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', NATS_CONSUMER_GROUP: randomUUID().slice(0, 8), ...env });
  const platform = await startPlatform({ config, services: factories.length + extraPools });
  const services: RunningService[] = [];
  for (const factory of factories) services.push(await hostService(platform, factory, { host: '127.0.0.1', port: 0 }));
  return {
    platform,
    services,
    service(name) {
      const found = services.find((s) => s.name === name);
      if (!found) throw new Error(`service ${name} is not running here`);
      return found;
    },
    async newEnvironment(prefix) {
      const envId = `${prefix}-${randomUUID().slice(0, 8)}`;
      // No space in the name: it becomes the OAuth client_name (see the report on reserved characters).
      await initializeEnvironment(platform, services, envId, `${prefix}-${envId}`);
      return envId;
    },
    async close() {
      for (const s of services) await s.close();
      await platform.close();
    },
  };
}

export interface Bank {
  envId: string;
  userId: string;
  username: string;
  customerId: string;
  /** Two open GBP accounts of the customer, each with history. */
  accountIds: [string, string];
  issuer: string;
}

export interface ProviderInstitution extends Institution {
  authServer: HostedAuthServer;
  issuerFor(envId: string): string;
  /** A bank environment: a ledger customer linked to an auth-server user with two accounts and transactions. */
  newBank(options?: { transactions?: number }): Promise<Bank>;
}

export interface RecipientInstitution extends Institution {
  /** A fintech environment with the bank registered as provider (discovered over HTTP). */
  newFintech(bank: Bank, provider: ProviderInstitution): Promise<{ envId: string; providerId: string }>;
  /** A recipient customer's token (user token of the recipient's own issuer). */
  customerToken(envId: string, subject: string, scopes?: string[]): Promise<string>;
  url(path: string): string;
}

export interface TwoInstitutions {
  provider: ProviderInstitution;
  recipient: RecipientInstitution;
  close(): Promise<void>;
}

export async function startTwoInstitutions(
  options: {
    lifetimes?: Partial<TokenLifetimes>;
    /**
     * Back the consent page with the auth-server tests' double of the hosted-consent endpoints
     * (recipient-plane tests that need the ceremony but not the provider's consent screen);
     * the e2e test uses the provider's real endpoints.
     */
    consentDouble?: boolean;
    /**
     * Host the recipient on the provider's platform (one database, one process), as `npm start`
     * does for its demo bank and fintech: proves no request holds a transaction across a call to
     * the other institution, which on one PGlite would wait for itself.
     */
    sharedPlatform?: boolean;
  } = {},
): Promise<TwoInstitutions> {
  // The provider's issuer URL names its portal port, so the portal listens first.
  const target: { handler?: (req: never, res: never) => void } = {};
  const portal = await listen((req: never, res: never) => target.handler?.(req, res));
  const base = await startInstitution({ BASE_PORT: new URL(portal.url).port }, [createLedgerService, createFdxService], 1);
  const double: ConsentDouble | undefined = options.consentDouble ? await startConsentDouble(base.platform) : undefined;
  const authServer = await startAuthServer(base.platform, {
    fdxBaseUrl: double?.url ?? base.service('fdx').url,
    ...(options.lifetimes ? { lifetimes: options.lifetimes } : {}),
  });
  target.handler = authServer.app as unknown as (req: never, res: never) => void;
  const mint = (platform: Platform, o: { subject: string; envId: string; audience: string; scopes: string[] }) => {
    if (!platform.issuer) throw new Error('tests mint tokens with the development issuer');
    return platform.issuer.mint(o);
  };

  const provider: ProviderInstitution = {
    ...base,
    authServer,
    issuerFor: authServer.issuerFor,
    async newBank({ transactions = 5 } = {}) {
      const envId = await base.newEnvironment('bank');
      const ledger = base.service('ledger');
      const userId = randomUUID();
      const username = `alice-${envId}`;
      await createUser(authServer.db, envId, { userId, username, password: PASSWORD });
      const fixture = await ledgerFixture(ledger.db, envId);
      await ledger.db.withTenant(envId, (tx) =>
        tx.query(sql.unsafe`update ledger.customers set platform_auth_user_id = ${userId} where env_id = ${envId} and id = ${fixture.customerId}`),
      );
      const accountIds: [string, string] = [await fixture.account(), await fixture.account()];
      double?.accounts.set(
        userId,
        accountIds.map((account_id, i) => ({ account_id, display_name: `Current ${i + 1}`, masked_number: `****${account_id.slice(-4)}`, account_type: 'CHECKING', currency: 'GBP' })),
      );
      const day = 86_400_000;
      for (const accountId of accountIds) {
        await bookHistory(
          ledger.db,
          envId,
          Array.from({ length: transactions }, (_, i) => ({
            accountId,
            direction: 'credit' as const,
            amount: `${10 * (i + 1)}.25`,
            bookingTimestamp: new Date(Date.now() - (transactions - i) * day).toISOString(),
          })),
        );
      }
      return { envId, userId, username, customerId: fixture.customerId, accountIds, issuer: authServer.issuerFor(envId) };
    },
    async close() {
      await authServer.close();
      await double?.close();
      await base.close();
      portal.server.closeAllConnections();
      await new Promise<void>((resolve) => portal.server.close(() => resolve()));
    },
  };

  // The recipient: its own database (RECIPIENT_DATABASE_URL on PostgreSQL, else its own PGlite)
  // and its own in-process bus - institutions do not share an event bus.
  const recipientBase: Institution = options.sharedPlatform
    ? { ...base, close: async () => undefined }
    : await startInstitution(
        {
          DATABASE_URL: process.env.RECIPIENT_DATABASE_URL,
          MIGRATION_DATABASE_URL: process.env.RECIPIENT_MIGRATION_DATABASE_URL ?? process.env.RECIPIENT_DATABASE_URL,
          NATS_URL: undefined,
        },
        [createFdxService],
      );
  const recipient: RecipientInstitution = {
    ...recipientBase,
    async newFintech(bank) {
      const envId = await recipientBase.newEnvironment('fintech');
      const entry = await registerProvider(recipientBase.service('fdx').db, envId, {
        displayName: 'Demo Bank',
        issuer: bank.issuer,
        fdxBaseUrl: base.service('fdx').url,
        providerEnvId: bank.envId,
      });
      return { envId, providerId: entry.id };
    },
    customerToken(envId, subject, scopes = [RECIPIENT_READ, RECIPIENT_WRITE]) {
      return mint(recipientBase.platform, { subject, envId, audience: audienceOf('fdx'), scopes });
    },
    url(path) {
      return `${recipientBase.service('fdx').url}${path}`;
    },
  };

  return {
    provider,
    recipient,
    async close() {
      await recipient.close();
      await provider.close();
    },
  };
}

/**
 * The customer at the provider: follows the authorization URL to the login form, signs in,
 * chooses on the consent page (accounts, cluster names as the page lists them) and follows the
 * redirects until the recipient's callback URL, which is returned unvisited.
 */
export async function authorizeAtProvider(
  authorizationUrl: string,
  callbackPrefix: string,
  user: { username: string; password?: string },
  choice: { accounts?: string[]; clusters?: string[]; deny?: boolean } = {},
): Promise<{ callbackUrl: string; browser: Browser; consentPage: string }> {
  const browser = new Browser();
  const login = await browser.follow(authorizationUrl, callbackPrefix);
  if (login.response.status !== 200) throw new Error(`authorization did not reach the login page: ${login.response.status} ${await login.response.text()}`);
  const loginForm = formOf(await login.response.text());
  const afterLogin = await browser.request(new URL(loginForm.action, login.url).href, { form: { username: user.username, password: user.password ?? PASSWORD } });
  if (afterLogin.status !== 303 && afterLogin.status !== 302) throw new Error(`login failed: ${afterLogin.status} ${await afterLogin.text()}`);
  const page = await browser.follow(new URL(afterLogin.headers.get('location')!, login.url).href, callbackPrefix);
  const consentPage = await page.response.text();
  if (page.response.status !== 200) throw new Error(`consent page failed: ${page.response.status} ${consentPage}`);
  const form = formOf(consentPage);
  const action = choice.deny ? form.action.replace(/\/confirm$/, '/abort') : form.action;
  const decided = await browser.request(new URL(action, page.url).href, {
    form: {
      data_clusters: choice.clusters ?? form.checkboxes.data_clusters ?? [],
      account_ids: choice.accounts ?? form.checkboxes.account_ids ?? [],
    },
  });
  if (decided.status !== 303 && decided.status !== 302) throw new Error(`consent failed: ${decided.status} ${await decided.text()}`);
  const callback = await browser.follow(new URL(decided.headers.get('location')!, page.url).href, callbackPrefix);
  return { callbackUrl: callback.url, browser, consentPage };
}

/** POST /v1/recipient/consents/start as the customer. */
export async function startConsent(t: TwoInstitutions, envId: string, token: string, body: Record<string, unknown>) {
  return call(t.recipient.url('/v1/recipient/consents/start'), { method: 'POST', token, body });
}

/**
 * What the recipient holds for a consent, opened from its sealed references (tests only): the
 * delegated access token and the DPoP key, so a test can act as the recipient towards the provider.
 */
export async function openRecipientCredentials(t: TwoInstitutions, envId: string, consentId: string) {
  const fdx = t.recipient.service('fdx');
  const secrets = t.recipient.platform.secrets;
  return fdx.db.withTenant(envId, async (tx) => {
    const row = await tx.one(sql.unsafe`
      select c.access_token_ref, r.dpop_key_ref from fdx.recipient_consents c
      join fdx.recipients r on r.env_id = c.env_id and r.provider_id = c.provider_id
      where c.env_id = ${envId} and c.id = ${consentId}`);
    const accessToken = (await secrets.resolve(tx, envId, String(row.access_token_ref), 'delegated_token')).toString('utf8');
    const dpopJwk = JSON.parse((await secrets.resolve(tx, envId, String(row.dpop_key_ref), 'dpop_key')).toString('utf8')) as JWK;
    return { accessToken, dpopJwk };
  });
}

/** A provider FDX call signed like the recipient signs it (fresh DPoP proof, no nonce). */
export async function callProviderAs(credentials: { accessToken: string; dpopJwk: JWK }, url: string, providerEnvId: string) {
  const privateKey = await importJWK(credentials.dpopJwk, 'ES256');
  const { d: _d, ...publicJwk } = credentials.dpopJwk;
  const proof = await new SignJWT({ htm: 'GET', htu: url.split('?')[0], jti: randomUUID(), ath: accessTokenHash(credentials.accessToken) })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: publicJwk })
    .setIssuedAt()
    .sign(privateKey);
  return call(url, { headers: { authorization: `DPoP ${credentials.accessToken}`, dpop: proof, 'x-platform-env-id': providerEnvId } });
}
