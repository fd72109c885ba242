// Starts the built-in authorization server in-process for tests and the ceremony benchmark: the
// platform (PGlite or DATABASE_URL, in-process bus or NATS_URL), the auth outbox relay and
// consumers, a test double of the FDX hosted-consent endpoints, and a client that drives the
// whole FAPI 2.0 ceremony with oauth4webapi (DCR, PAR + DPoP, browser login and consent, PKCE).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { exportJWK, type CryptoKey } from 'jose';
import * as oauth from 'oauth4webapi';
import { loadConfig } from '../../src/platform/config.ts';
import { startPlatform, type Platform } from '../../src/platform/runtime.ts';
import type { Database } from '../../src/platform/db/pool.ts';
import type { Relay } from '../../src/platform/events/relay.ts';
import { isApiError } from '../../src/platform/errors.ts';
import { createUser, startAuthServer, type AuthServer } from '../../src/platform-services/auth-server/server.ts';
import type { TokenLifetimes } from '../../src/platform-services/auth-server/provider.ts';

export const insecure = { [oauth.allowInsecureRequests]: true } as const;
export const REDIRECT_URI = 'https://fintech.example/fdx/consents/callback';
export const PASSWORD = 'correct horse battery staple';

/** The FDX hosted-consent endpoints as the lead specified them, recording what they were sent. */
export interface ConsentDouble {
  url: string;
  calls: Array<{ method: string; path: string; query: Record<string, unknown>; body: unknown; envId: string | undefined; sub: string }>;
  /** Accounts per user id. */
  accounts: Map<string, Array<{ account_id: string; display_name: string; masked_number: string; account_type: string; currency: string }>>;
  close(): Promise<void>;
}

export const DATA_CLUSTERS = [
  { name: 'ACCOUNT_BASIC', title: 'Account basics', description: 'Account names, types and numbers (masked)' },
  { name: 'TRANSACTIONS', title: 'Transactions', description: 'Your transaction history' },
  { name: 'STATEMENTS', title: 'Statements', description: 'Your account statements' },
];

async function listen(app: express.Express | ((req: never, res: never) => void)): Promise<{ server: Server; url: string }> {
  const server = createServer(app as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function startConsentDouble(platform: Platform): Promise<ConsentDouble> {
  const authenticator = platform.authenticatorFor('fdx');
  const calls: ConsentDouble['calls'] = [];
  const accounts: ConsentDouble['accounts'] = new Map();
  const app = express();
  app.use(express.json());
  // The double checks the bearer token the consent host minted exactly as the FDX service will.
  app.use(async (req, res, next) => {
    try {
      const principal = await authenticator.authenticate({ method: req.method, url: `http://127.0.0.1${req.originalUrl}`, headers: req.headers }, 'bearer');
      const envId = req.get('x-platform-env-id');
      if (principal.envId !== envId || !principal.scopes.includes('vert:fdx:consent:host') || principal.claims.iss !== `${platform.issuerUrl}/oauth/${envId}`) {
        res.status(403).type('application/problem+json').json({ type: 'about:blank', title: 'Forbidden', status: 403 });
        return;
      }
      calls.push({ method: req.method, path: req.path, query: { ...req.query }, body: req.body, envId, sub: principal.subject });
      res.locals.sub = principal.subject;
      next();
    } catch (error) {
      const status = isApiError(error) ? error.status : 500;
      res.status(status).type('application/problem+json').json({ type: 'about:blank', title: 'Unauthorized', status });
    }
  });
  app.get('/v1/auth/consent/ui', (req, res) => {
    const scope = String(req.query.scope ?? '');
    res.json({
      interaction_id: req.query.interaction_id,
      recipient: { client_id: req.query.client_id, client_name: req.query.client_name },
      data_clusters: DATA_CLUSTERS.filter((c) => scope.split(' ').includes(`fdx:${c.name.replace('_', '').toLowerCase()}`)),
      duration: { type: 'TIME_BOUND', period_days: 90 },
      lookback_period_days: 365,
    });
  });
  app.get('/v1/auth/consent/accounts', (_req, res) => {
    res.json({ accounts: accounts.get(String(res.locals.sub)) ?? [] });
  });
  app.post('/v1/auth/consent/approve', (req, res) => {
    const own = new Set((accounts.get(String(res.locals.sub)) ?? []).map((a) => a.account_id));
    const body = req.body as { data_clusters: string[]; account_ids: string[]; duration_type: string; duration_period?: number; lookback_period?: number };
    if (body.account_ids.some((id) => !own.has(id))) {
      res.status(403).type('application/problem+json').json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'An account is not yours' });
      return;
    }
    res.json({
      approved: true,
      data_clusters: [...new Set(body.data_clusters)],
      account_ids: [...new Set(body.account_ids)],
      duration_type: body.duration_type,
      ...(body.duration_period !== undefined ? { duration_period: body.duration_period } : {}),
      ...(body.lookback_period !== undefined ? { lookback_period: body.lookback_period } : {}),
    });
  });
  app.post('/v1/auth/consent/deny', (_req, res) => {
    res.json({ denied: true });
  });
  const { server, url } = await listen(app);
  return { url, calls, accounts, close: () => close(server) };
}

export interface TestAuthServer {
  platform: Platform;
  db: Database;
  server: AuthServer;
  consent: ConsentDouble;
  relay: Relay;
  /** The portal's base URL (= platform issuer). */
  baseUrl: string;
  issuerFor(envId: string): string;
  /** A fresh environment with one customer (user id, username) owning two accounts. */
  newEnvironment(): Promise<{ envId: string; userId: string; username: string; accountIds: string[] }>;
  close(): Promise<void>;
}

export async function startTestAuthServer(options: { lifetimes?: Partial<TokenLifetimes>; logLevel?: string } = {}): Promise<TestAuthServer> {
  // The issuer URL names the portal port, so the listener comes first and the app is attached later.
  const target: { handler?: (req: never, res: never) => void } = {};
  const portal = await listen((req: never, res: never) => target.handler?.(req, res));
  const port = new URL(portal.url).port;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    HOST: '127.0.0.1',
    BASE_PORT: port,
    LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'silent',
    NATS_CONSUMER_GROUP: randomUUID().slice(0, 8),
  });
  const platform = await startPlatform({ config, services: 2 });
  const consent = await startConsentDouble(platform);
  const server = await startAuthServer(platform, { fdxBaseUrl: consent.url, ...(options.lifetimes ? { lifetimes: options.lifetimes } : {}) });
  const { db, relay } = server;
  target.handler = server.app as unknown as (req: never, res: never) => void;
  return {
    platform,
    db,
    server,
    consent,
    relay,
    baseUrl: portal.url,
    issuerFor: server.issuerFor,
    async newEnvironment() {
      const envId = `as-${randomUUID().slice(0, 8)}`;
      await platform.initializeEnvironment(db, envId, `Auth test ${envId}`);
      const userId = randomUUID();
      const username = `alice-${envId}`;
      await createUser(db, envId, { userId, username, password: PASSWORD });
      const accountIds = [randomUUID(), randomUUID()];
      consent.accounts.set(
        userId,
        accountIds.map((account_id, i) => ({ account_id, display_name: `Current account ${i + 1}`, masked_number: `****${1000 + i}`, account_type: 'CHECKING', currency: 'GBP' })),
      );
      return { envId, userId, username, accountIds };
    },
    async close() {
      await server.close();
      await consent.close();
      await close(portal.server);
      await platform.close();
    },
  };
}

/** A minimal browser: a cookie jar and manual redirects, so every hop can be inspected. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string | string[]>; origin?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = init.origin ?? new URL(url).origin;
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects (at most 10) until a page or a redirect to `stopAt`; returns the last response and URL. */
  async follow(url: string, stopAt: string): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hop = 0; hop < 10; hop += 1) {
      if (current.startsWith(stopAt)) return { response: new Response(null, { status: 200 }), url: current };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
    }
    throw new Error('too many redirects');
  }
}

/** Reads a form's action and checkbox values out of a page. */
export function formOf(html: string): { action: string; checkboxes: Record<string, string[]> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page:\n${html}`);
  const checkboxes: Record<string, string[]> = {};
  for (const match of html.matchAll(/type="checkbox" name="([^"]+)" value="([^"]+)"/g)) (checkboxes[match[1]!] ??= []).push(match[2]!.replaceAll('&amp;', '&'));
  return { action: action.replaceAll('&amp;', '&'), checkboxes };
}

export interface RegisteredClient {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  dpopKeys: { privateKey: CryptoKey; publicKey: CryptoKey };
  dpop: oauth.DPoPHandle;
  registrationAccessToken: string;
  registrationClientUri: string;
}

export async function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  const issuerUrl = new URL(issuer);
  return oauth.processDiscoveryResponse(issuerUrl, await oauth.discoveryRequest(issuerUrl, { algorithm: 'oidc', ...insecure }));
}

/** RFC 7591 registration with private_key_jwt (jwks inline) and a DPoP key of the client's. */
export async function registerClient(
  issuer: string,
  metadata: Partial<oauth.Client> = {},
): Promise<RegisteredClient> {
  const as = await discover(issuer);
  const { privateKey, publicKey } = await oauth.generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const registered = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(
      as,
      {
        client_name: 'Fintech & Co <test>',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        id_token_signed_response_alg: 'ES256',
        dpop_bound_access_tokens: true,
        jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] },
        ...metadata,
      },
      insecure,
    ),
  );
  const client = registered as oauth.Client;
  const dpopKeys = await oauth.generateKeyPair('ES256');
  return {
    as,
    client,
    clientAuth: oauth.PrivateKeyJwt({ key: privateKey, kid }),
    dpopKeys,
    dpop: oauth.DPoP(client, dpopKeys),
    registrationAccessToken: String(registered.registration_access_token),
    registrationClientUri: String(registered.registration_client_uri),
  };
}

/** Retries once when the server asks for a DPoP nonce (RFC 9449 §8); the handle learns it. */
export async function withNonce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (oauth.isDPoPNonceError(error)) return attempt();
    throw error;
  }
}

export interface AuthorizationStart {
  verifier: string;
  state: string;
  requestUri: string;
  authorizationUrl: string;
}

export async function pushAuthorization(
  c: RegisteredClient,
  params: Record<string, string> = {},
  options: { dpop?: oauth.DPoPHandle | false } = {},
): Promise<AuthorizationStart> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const parameters = {
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid offline_access vert:fdx:consents:read fdx:accountbasic fdx:transactions',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    duration_type: 'TIME_BOUND',
    duration_period: '90',
    lookback_period: '365',
    ...params,
  };
  const dpop = options.dpop === false ? undefined : (options.dpop ?? c.dpop);
  const response = await withNonce(async () =>
    oauth.processPushedAuthorizationResponse(
      c.as,
      c.client,
      await oauth.pushedAuthorizationRequest(c.as, c.client, c.clientAuth, parameters, { ...insecure, ...(dpop ? { DPoP: dpop } : {}) }),
    ),
  );
  const url = new URL(c.as.authorization_endpoint!);
  url.searchParams.set('client_id', c.client.client_id);
  url.searchParams.set('request_uri', response.request_uri);
  return { verifier, state, requestUri: response.request_uri, authorizationUrl: url.href };
}

/** The customer's side: login form, consent page (select `accounts` or all), Allow or Deny. */
export async function authorizeInBrowser(
  start: AuthorizationStart,
  user: { username: string; password?: string },
  choice: { accounts?: string[]; clusters?: string[]; deny?: boolean } = {},
): Promise<URL> {
  const browser = new Browser();
  const login = await browser.follow(start.authorizationUrl, REDIRECT_URI);
  if (login.response.status !== 200) throw new Error(`authorization did not reach the login page: ${login.response.status} ${await login.response.text()}`);
  const loginForm = formOf(await login.response.text());
  const afterLogin = await browser.request(new URL(loginForm.action, login.url).href, { form: { username: user.username, password: user.password ?? PASSWORD } });
  if (afterLogin.status !== 303 && afterLogin.status !== 302) throw new Error(`login failed: ${afterLogin.status} ${await afterLogin.text()}`);
  const consentPage = await browser.follow(new URL(afterLogin.headers.get('location')!, login.url).href, REDIRECT_URI);
  if (consentPage.response.status !== 200) throw new Error(`consent page failed: ${consentPage.response.status} ${await consentPage.response.text()}`);
  const html = await consentPage.response.text();
  const form = formOf(html);
  const action = choice.deny ? form.action.replace(/\/confirm$/, '/abort') : form.action;
  const decided = await browser.request(new URL(action, consentPage.url).href, {
    form: { data_clusters: choice.clusters ?? form.checkboxes.data_clusters ?? [], account_ids: choice.accounts ?? form.checkboxes.account_ids ?? [] },
  });
  if (decided.status !== 303 && decided.status !== 302) throw new Error(`consent failed: ${decided.status} ${await decided.text()}`);
  const callback = await browser.follow(new URL(decided.headers.get('location')!, consentPage.url).href, REDIRECT_URI);
  return new URL(callback.url);
}

export async function exchangeCode(c: RegisteredClient, start: AuthorizationStart, callback: URL, dpop: oauth.DPoPHandle | undefined = c.dpop) {
  const params = oauth.validateAuthResponse(c.as, c.client, callback, start.state);
  return withNonce(async () =>
    oauth.processAuthorizationCodeResponse(
      c.as,
      c.client,
      await oauth.authorizationCodeGrantRequest(c.as, c.client, c.clientAuth, params, REDIRECT_URI, start.verifier, { ...insecure, ...(dpop ? { DPoP: dpop } : {}) }),
    ),
  );
}

/** Registration through token response, as a recipient does it. */
export async function fullCeremony(issuer: string, user: { username: string }) {
  const c = await registerClient(issuer);
  const start = await pushAuthorization(c);
  const callback = await authorizeInBrowser(start, user);
  const tokens = await exchangeCode(c, start, callback);
  return { c, start, callback, tokens };
}
