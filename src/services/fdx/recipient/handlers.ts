// Recipient plane handlers (seed 000 "Recipient surfaces", ADR 0017). The provider is reached
// only over HTTP: its authorization server through oauth4webapi and its public FDX API with
// DPoP-bound delegated tokens. Tokens, keys and PKCE verifiers live only in platform.secrets.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { components, operations } from '../../../../generated/types/fdx-recipient.ts';
import type { Database, Tx } from '../../../platform/db/pool.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { OperationPreparer } from '../../../platform/http/service-app.ts';
import type { Handlers, RequestContext, TypedRequest } from '../../../platform/http/typed-routes.ts';
import type { Logger } from '../../../platform/logger.ts';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { emitFdxEvent } from '../events.ts';
import { CALLBACK_ENV_PARAM, ensureClient, openClient, redirectUriFor, type Phase } from './clients.ts';
import {
  exchangeCode,
  oauth,
  pushAuthorizationRequest,
  refreshTokens,
  resourceRequest,
  revokeToken,
  validateCallback,
  type ProviderClient,
  type ResourceResponse,
} from './oauth.ts';
import { providerUnreachable } from './providers.ts';
import * as q from './queries.ts';

type Schemas = components['schemas'];
type RecipientOperations = Pick<
  operations,
  | 'listRecipientProviders'
  | 'getRecipientProvider'
  | 'startRecipientConsent'
  | 'listRecipientConsents'
  | 'getRecipientConsent'
  | 'refreshRecipientConsent'
  | 'revokeRecipientConsent'
  | 'listRecipientAccounts'
  | 'listRecipientAccountTransactions'
  | 'listRecipientNotifications'
  | 'handleRecipientConsentCallback'
>;

export interface RecipientDeps {
  db: Database;
  secrets: SecretStore;
  logger: Logger;
  /** Base URL of this fdx service when no per-environment callback base is configured. */
  serviceUrl: () => string;
}

/** Seed 000: the recipient application requests only these three clusters. */
export const REQUESTABLE_CLUSTERS = ['accountbasic', 'accountdetailed', 'transactions'] as const;
const CONSENT_SCOPES = ['vert:fdx:consents:read', 'vert:fdx:consents:write'];
const DEFAULT_PERIOD_DAYS = 90;
/** Refresh a little before the provider would refuse the access token. */
const EXPIRY_MARGIN_MS = 15_000;

const consentNotFound = () => Errors.notFound('No such consent for this customer');
const notActive = (status: string) =>
  new ApiError({ status: 409, code: 'consent_not_active', title: 'Consent not active', detail: `The consent is ${status}; only an ACTIVE consent reads data` });
const revokedAtProvider = () =>
  new ApiError({ status: 409, code: 'consent_revoked_at_provider', title: 'Consent revoked at the provider', detail: 'The provider no longer honours this consent; refresh or revoke it to update the registry' });

function providerError(what: string, response: ResourceResponse): ApiError {
  const body = response.body as { code?: unknown; message?: unknown } | undefined;
  const fdx = body && typeof body.code === 'string' ? ` (FDX ${body.code}${typeof body.message === 'string' ? `: ${body.message.slice(0, 200)}` : ''})` : '';
  return new ApiError({ status: 502, code: 'provider_error', title: 'Provider error', detail: `${what}: the provider answered ${response.status}${fdx}` });
}

/** oauth4webapi failures at the provider's server become 502 problems naming the OAuth error. */
function oauthFailure(what: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof oauth.ResponseBodyError) {
    return new ApiError({ status: 502, code: 'provider_error', title: 'Provider error', detail: `${what}: ${error.error}${error.error_description ? ` (${error.error_description.slice(0, 300)})` : ''}` });
  }
  if (error instanceof oauth.OperationProcessingError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || error.message === 'fetch failed'))) {
    return providerUnreachable(`${what}: ${error.message.slice(0, 300)}`);
  }
  throw error;
}

function toConsent(row: q.ConsentRow): Schemas['RecipientConsent'] {
  return {
    id: row.id,
    provider_id: row.provider_id,
    customer_ref: row.customer_ref,
    status: row.status,
    scopes: row.scopes,
    granted_scopes: row.granted_scopes,
    data_clusters: row.data_clusters as Schemas['RecipientDataCluster'][],
    duration_type: row.duration_type,
    duration_period: row.duration_period,
    lookback_period: row.lookback_period,
    provider_consent_id: row.provider_consent_id,
    account_ids: row.account_ids ?? [],
    has_refresh_token: row.refresh_token_ref !== null,
    access_token_expires_at: row.access_token_expires_at,
    error: row.error,
    error_description: row.error_description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    activated_at: row.activated_at,
    refreshed_at: row.refreshed_at,
    revoked_at: row.revoked_at,
  };
}

function toProvider(row: q.ProviderRow): Schemas['Provider'] {
  return {
    id: row.id,
    display_name: row.display_name,
    issuer: row.issuer,
    fdx_base_url: row.fdx_base_url,
    provider_env_id: row.provider_env_id,
    fdx_versions: row.fdx_versions,
    data_clusters: row.data_clusters,
    authorization: row.auth_metadata as Schemas['ProviderAuthorization'],
    discovered_at: row.discovered_at,
  };
}

// What the recipient keeps of the provider's FDX entities: the members it understands.
const currency = z.object({ currencyCode: z.string().regex(/^[A-Z]{3}$/) }).strip();
const decimal = z.string().regex(/^-?[0-9]{1,20}(\.[0-9]{1,18})?$/);
const fdxAccount = z
  .object({
    accountId: z.string().min(1).max(256),
    accountCategory: z.string().max(64).optional(),
    accountType: z.string().max(64).optional(),
    displayName: z.string().max(200).optional(),
    nickname: z.string().max(200).optional(),
    status: z.string().max(64).optional(),
    currency: currency.optional(),
    accountNumberDisplay: z.string().max(64).optional(),
    currentBalance: decimal.optional(),
    availableBalance: decimal.optional(),
    openingDayBalance: decimal.optional(),
    balanceAsOf: z.string().datetime({ offset: true }).optional(),
    lastActivityDate: z.string().date().optional(),
  })
  .strip();
const fdxTransaction = z
  .object({
    accountId: z.string().max(256).optional(),
    transactionId: z.string().min(1).max(256),
    referenceTransactionId: z.string().max(256).optional(),
    postedTimestamp: z.string().datetime({ offset: true }).optional(),
    transactionTimestamp: z.string().datetime({ offset: true }).optional(),
    description: z.string().max(512).optional(),
    amount: decimal.optional(),
    currency: currency.optional(),
    debitCreditMemo: z.string().max(16).optional(),
    status: z.string().max(32).optional(),
  })
  .strip();
const accountsBody = z.object({ accounts: z.array(fdxAccount).max(500) });
const transactionsBody = z.object({ transactions: z.array(fdxTransaction).max(1000), page: z.object({ nextPageKey: z.string().max(512).optional() }).optional() });
const providerConsentBody = z.object({
  resources: z.array(z.object({ resourceType: z.string(), resourceId: z.string() })).max(1000).optional(),
});

/** A prepared reply: the preparer did the work in short transactions around its network calls. */
type Prepared = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * The recipient plane's handlers and preparers. Every operation that talks to the provider runs
 * as a preparer (after the policy gate, outside the request transaction): it reads in one short
 * tenant transaction, calls the provider, and writes in another with guarded updates. No
 * transaction is ever held across a network call — on embedded PGlite, where transactions run
 * one at a time, the provider's own transactions would otherwise wait for ours.
 */
export function recipientPlane(deps: RecipientDeps) {
  const { db, secrets, logger } = deps;

  const customerOf = (context: Pick<RequestContext, 'principal'>) => context.principal!.subject;
  const envOf = (context: Pick<RequestContext, 'envId'>) => context.envId!;
  const phaseOf = (envId: string): Phase => (fn) => db.withTenant(envId, fn);

  const providerOf = async (tx: Tx, envId: string, providerId: string) => {
    const provider = await q.findProvider(tx, envId, providerId);
    if (!provider) throw Errors.notFound('No such provider in this environment');
    return provider;
  };

  const callbackUri = async (tx: Tx, envId: string) => {
    const settings = await q.findSettings(tx, envId);
    return redirectUriFor(settings?.callback_base_url ?? deps.serviceUrl(), envId);
  };

  /** The client and provider of an existing consent (the registration exists once a consent does). */
  const clientOf = async (tx: Tx, envId: string, row: q.ConsentRow): Promise<{ provider: q.ProviderRow; client: ProviderClient }> => {
    const provider = await providerOf(tx, envId, row.provider_id);
    const recipient = await q.findRecipient(tx, envId, provider.id);
    if (!recipient) throw new Error(`consent ${row.id} has no client registration`);
    return { provider, client: await openClient(secrets, tx, envId, provider, recipient) };
  };

  const secretText = async (tx: Tx, envId: string, ref: string, purpose: 'delegated_token' | 'client_secret') =>
    (await secrets.resolve(tx, envId, ref, purpose)).toString('utf8');

  /** Replaces the token references after a refresh grant; the old secrets are rotated away. */
  const storeRefreshed = async (tx: Tx, envId: string, row: q.ConsentRow, tokens: oauth.TokenEndpointResponse) => {
    const accessTokenRef = row.access_token_ref
      ? await secrets.rotate(tx, envId, row.access_token_ref, tokens.access_token)
      : await secrets.put(tx, envId, 'delegated_token', tokens.access_token);
    let refreshTokenRef = row.refresh_token_ref;
    if (tokens.refresh_token) {
      refreshTokenRef = refreshTokenRef ? await secrets.rotate(tx, envId, refreshTokenRef, tokens.refresh_token) : await secrets.put(tx, envId, 'delegated_token', tokens.refresh_token);
    }
    const updated = await q.replaceTokens(tx, envId, row.id, { accessTokenRef, accessTokenExpiresInSeconds: tokens.expires_in ?? null, refreshTokenRef });
    if (!updated) throw Errors.conflict('consent_changed', 'The consent changed during the refresh; retry');
    await emitFdxEvent(tx, envId, 'vert:fdx:recipientconsent:refreshed', { consent_id: row.id });
    await q.insertNotification(tx, envId, { customerId: row.customer_id, consentId: row.id, type: 'consent.refreshed', detail: { provider_id: row.provider_id } });
    return updated;
  };

  /** The refresh grant; `invalid_grant` means the provider no longer honours the consent. */
  const refreshAt = async (envId: string, row: q.ConsentRow, c: { provider: q.ProviderRow; client: ProviderClient }) => {
    if (!row.refresh_token_ref) return { kind: 'no_refresh_token' as const };
    const refreshToken = await phaseOf(envId)((tx) => secretText(tx, envId, row.refresh_token_ref!, 'delegated_token'));
    let tokens: oauth.TokenEndpointResponse;
    try {
      tokens = await refreshTokens(c.client, c.provider.issuer, refreshToken);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') return { kind: 'invalid_grant' as const, description: error.error_description };
      throw oauthFailure('token refresh', error);
    }
    return { kind: 'refreshed' as const, row: await phaseOf(envId)((tx) => storeRefreshed(tx, envId, row, tokens)) };
  };

  /** An ACTIVE consent of the caller with its client and the access token, read in one short transaction. */
  const activeConsent = (envId: string, consentId: string, customerId: string) =>
    phaseOf(envId)(async (tx) => {
      const row = await q.findConsent(tx, envId, consentId, customerId);
      if (!row) throw consentNotFound();
      if (row.status !== 'ACTIVE' || !row.access_token_ref) throw notActive(row.status);
      return { row, c: await clientOf(tx, envId, row), accessToken: await secretText(tx, envId, row.access_token_ref, 'delegated_token') };
    });

  /** A provider FDX call with the consent's token: refreshed first when expired, and once more on invalid_token. */
  const readProvider = async (envId: string, consentId: string, customerId: string, path: string) => {
    const loaded = await activeConsent(envId, consentId, customerId);
    let { row, accessToken } = loaded;
    const { c } = loaded;
    const url = `${c.provider.fdx_base_url}/fdx/v6${path}`;
    const headers = { 'x-platform-env-id': c.provider.provider_env_id };
    let refreshed = false;
    const refresh = async () => {
      const outcome = await refreshAt(envId, row, c);
      if (outcome.kind === 'invalid_grant') throw revokedAtProvider();
      if (outcome.kind !== 'refreshed') return false;
      row = outcome.row;
      accessToken = await phaseOf(envId)((tx) => secretText(tx, envId, row.access_token_ref!, 'delegated_token'));
      refreshed = true;
      return true;
    };
    if (row.access_token_expires_at && Date.parse(row.access_token_expires_at) - EXPIRY_MARGIN_MS < Date.now()) await refresh();
    const send = () => resourceRequest(c.client, accessToken, 'GET', url, headers);
    let response: ResourceResponse;
    try {
      response = await send();
      if (response.status === 401 && response.challenge === 'invalid_token' && !refreshed && (await refresh())) response = await send();
    } catch (error) {
      throw oauthFailure('provider FDX API', error);
    }
    if (response.status === 401) throw revokedAtProvider();
    if (response.status === 404) throw Errors.notFound('The provider has no such account for this consent');
    if (response.status !== 200) throw providerError(`GET ${path}`, response);
    return { row, body: response.body };
  };

  type PreparerOf<K extends keyof RecipientOperations> = (
    request: TypedRequest<RecipientOperations[K]>,
    context: Omit<RequestContext, 'tx' | 'prepared'>,
  ) => Promise<Prepared>;

  const startConsent: PreparerOf<'startRecipientConsent'> = async ({ body }, context) => {
    const envId = envOf(context);
    const phase = phaseOf(envId);
    const clusters = [...new Set(body.data_clusters ?? REQUESTABLE_CLUSTERS)];
    const durationType = body.duration_type ?? 'TIME_BOUND';
    const durationPeriod = durationType === 'TIME_BOUND' ? (body.duration_period ?? (body.duration_type ? undefined : DEFAULT_PERIOD_DAYS)) : undefined;
    if (durationType === 'TIME_BOUND' && durationPeriod === undefined) throw Errors.badRequest('duration_type TIME_BOUND needs duration_period');
    if (durationType !== 'TIME_BOUND' && body.duration_period !== undefined) throw Errors.badRequest('duration_period applies only to TIME_BOUND');
    const { provider, clientName, redirectUri } = await phase(async (tx) => ({
      provider: await providerOf(tx, envId, body.provider_id),
      clientName: (await q.environmentName(tx, envId)) ?? envId,
      redirectUri: await callbackUri(tx, envId),
    }));
    const scopes = [
      'openid',
      ...(durationType === 'ONE_TIME' ? [] : ['offline_access']),
      ...CONSENT_SCOPES,
      ...clusters.map((c) => `fdx:${c}`),
    ];
    let pushed;
    try {
      const { client, recipient } = await ensureClient(secrets, phase, envId, provider, { clientName, redirectUri });
      pushed = await pushAuthorizationRequest(client, provider.issuer, {
        redirectUri: recipient.redirect_uri,
        scope: scopes.join(' '),
        extra: {
          duration_type: durationType,
          ...(durationPeriod !== undefined ? { duration_period: String(durationPeriod) } : {}),
          ...(body.lookback_period !== undefined ? { lookback_period: String(body.lookback_period) } : {}),
        },
      });
    } catch (error) {
      throw oauthFailure('pushed authorization request', error);
    }
    const consentId = randomUUID();
    const row = await phase(async (tx) => {
      const inserted = await q.insertConsent(tx, envId, {
        id: consentId,
        customerId: customerOf(context),
        customerRef: body.customer_ref ?? null,
        providerId: provider.id,
        scopes,
        dataClusters: clusters,
        durationType,
        durationPeriod: durationPeriod ?? null,
        lookbackPeriod: body.lookback_period ?? null,
        state: pushed.state,
        codeVerifierRef: await secrets.put(tx, envId, 'client_secret', pushed.verifier),
        requestExpiresInSeconds: pushed.expiresIn,
      });
      await emitFdxEvent(tx, envId, 'vert:fdx:recipientconsent:started', { consent_id: consentId, provider_id: provider.id, scopes }, context.correlationId);
      return inserted;
    });
    return {
      status: 201,
      body: { consent_id: row.id, status: row.status, authorization_url: pushed.authorizationUrl, redirectUrl: pushed.authorizationUrl, expires_in: pushed.expiresIn },
    };
  };

  const refreshConsent: PreparerOf<'refreshRecipientConsent'> = async ({ path }, context) => {
    const envId = envOf(context);
    const { row, c } = await phaseOf(envId)(async (tx) => {
      const found = await q.findConsent(tx, envId, path.consentId, customerOf(context));
      if (!found) throw consentNotFound();
      if (found.status !== 'ACTIVE') throw notActive(found.status);
      return { row: found, c: await clientOf(tx, envId, found) };
    });
    const outcome = await refreshAt(envId, row, c);
    if (outcome.kind === 'no_refresh_token') throw Errors.conflict('no_refresh_token', 'This consent holds no refresh token (ONE_TIME consents cannot be refreshed)');
    if (outcome.kind === 'refreshed') return { status: 200, body: toConsent(outcome.row) };
    // The provider's server no longer honours the grant: the registry follows it.
    return phaseOf(envId)(async (tx) => {
      const revoked = await q.revokeConsentRow(tx, envId, row.id, 'invalid_grant');
      if (!revoked) throw Errors.conflict('consent_changed', 'The consent changed during the refresh; retry');
      await dropTokens(tx, envId, row);
      await emitFdxEvent(tx, envId, 'vert:fdx:recipientconsent:revoked', { consent_id: row.id }, context.correlationId);
      await q.insertNotification(tx, envId, { customerId: row.customer_id, consentId: row.id, type: 'consent.revoked_by_provider', detail: { provider_id: row.provider_id, error: 'invalid_grant', ...(outcome.description ? { error_description: outcome.description } : {}) } });
      return { status: 200, body: toConsent(revoked) };
    });
  };

  const revokeConsent: PreparerOf<'revokeRecipientConsent'> = async ({ path }, context) => {
    const envId = envOf(context);
    const loaded = await phaseOf(envId)(async (tx) => {
      const row = await q.findConsent(tx, envId, path.consentId, customerOf(context));
      if (!row) throw consentNotFound();
      if (row.status !== 'ACTIVE' || !row.access_token_ref) return { row };
      return {
        row,
        c: await clientOf(tx, envId, row),
        accessToken: await secretText(tx, envId, row.access_token_ref, 'delegated_token'),
        refreshToken: row.refresh_token_ref ? await secretText(tx, envId, row.refresh_token_ref, 'delegated_token') : undefined,
      };
    });
    const { row } = loaded;
    if (row.status === 'REVOKED') return { status: 200, body: toConsent(row) };
    const confirmed: Record<string, unknown> = { provider_id: row.provider_id };
    if (loaded.c && loaded.accessToken) {
      const { c, accessToken, refreshToken } = loaded;
      try {
        if (row.provider_consent_id) {
          const response = await resourceRequest(
            c.client,
            accessToken,
            'POST',
            `${c.provider.fdx_base_url}/fdx/v6/consents/${encodeURIComponent(row.provider_consent_id)}/revocation`,
            { 'x-platform-env-id': c.provider.provider_env_id },
            { reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' },
          );
          // 401/403/404: the provider already ended the consent or the token; nothing left to revoke there.
          if (response.status >= 500 || response.status === 400 || response.status === 409) throw providerError('FDX consent revocation', response);
          confirmed.fdx_revocation_status = response.status;
        }
        if (refreshToken) await revokeToken(c.client, c.provider.issuer, refreshToken, 'refresh_token');
        try {
          await revokeToken(c.client, c.provider.issuer, accessToken, 'access_token');
          confirmed.access_token_revoked = true;
        } catch (error) {
          // A structured (JWT) access token may be irrevocable (RFC 7009 section 2.2.1); it dies
          // with the provider's consent, which the FDX revocation above has ended.
          if (!(error instanceof oauth.ResponseBodyError && error.error === 'unsupported_token_type')) throw error;
          confirmed.access_token_revoked = false;
        }
        confirmed.refresh_token_revoked = refreshToken !== undefined;
      } catch (error) {
        throw oauthFailure('revocation at the provider', error);
      }
    }
    return phaseOf(envId)(async (tx) => {
      const revoked = await q.revokeConsentRow(tx, envId, row.id, 'recipient_revoked');
      if (!revoked) {
        // A concurrent revocation won: answer with what it left.
        const current = await q.findConsent(tx, envId, row.id, customerOf(context));
        if (current?.status === 'REVOKED') return { status: 200, body: toConsent(current) };
        throw Errors.conflict('consent_changed', 'The consent changed during the revocation; retry');
      }
      await dropTokens(tx, envId, row);
      await emitFdxEvent(tx, envId, 'vert:fdx:recipientconsent:revoked', { consent_id: row.id }, context.correlationId);
      await q.insertNotification(tx, envId, { customerId: row.customer_id, consentId: row.id, type: 'consent.revoked', detail: confirmed });
      return { status: 200, body: toConsent(revoked) };
    });
  };

  const listAccounts: PreparerOf<'listRecipientAccounts'> = async ({ query }, context) => {
    const { row, body } = await readProvider(envOf(context), query.consentId, customerOf(context), '/accounts');
    const parsed = accountsBody.safeParse(body);
    if (!parsed.success) throw new ApiError({ status: 502, code: 'provider_error', title: 'Provider error', detail: 'The provider sent an account list this recipient cannot read' });
    return { status: 200, body: { consent_id: row.id, provider_id: row.provider_id, accounts: parsed.data.accounts } };
  };

  const listTransactions: PreparerOf<'listRecipientAccountTransactions'> = async ({ path, query }, context) => {
    const params = new URLSearchParams();
    if (query.pageKey !== undefined) params.set('pageKey', query.pageKey);
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    const suffix = params.size > 0 ? `?${params}` : '';
    const { row, body } = await readProvider(envOf(context), query.consentId, customerOf(context), `/accounts/${encodeURIComponent(path.accountId)}/transactions${suffix}`);
    const parsed = transactionsBody.safeParse(body);
    if (!parsed.success) throw new ApiError({ status: 502, code: 'provider_error', title: 'Provider error', detail: 'The provider sent a transaction page this recipient cannot read' });
    return {
      status: 200,
      body: { consent_id: row.id, account_id: path.accountId, transactions: parsed.data.transactions, next_page_key: parsed.data.page?.nextPageKey ?? null },
    };
  };

  /** The handler of a prepared operation answers what its preparer did. */
  const preparedReply = async (_request: unknown, context: RequestContext) => context.prepared as never;

  const handlers: Handlers<RecipientOperations> = {
    async listRecipientProviders({ query }, context) {
      const limit = pageSize(query.limit);
      const rows = await q.listProviders(context.tx, envOf(context), limit, decodeCursor(query.cursor));
      const page = toPage(rows, limit);
      return { status: 200, body: { items: page.items.map(toProvider), next_cursor: page.next_cursor } };
    },

    async getRecipientProvider({ path }, context) {
      return { status: 200, body: toProvider(await providerOf(context.tx, envOf(context), path.providerId)) };
    },

    startRecipientConsent: preparedReply,

    async listRecipientConsents({ query }, context) {
      const limit = pageSize(query.limit);
      const rows = await q.listConsents(
        context.tx,
        envOf(context),
        customerOf(context),
        { ...(query.status ? { status: query.status } : {}), ...(query.provider_id ? { providerId: query.provider_id } : {}) },
        limit,
        decodeCursor(query.cursor),
      );
      const page = toPage(rows, limit);
      return { status: 200, body: { items: page.items.map(toConsent), next_cursor: page.next_cursor } };
    },

    async getRecipientConsent({ path }, context) {
      const row = await q.findConsent(context.tx, envOf(context), path.consentId, customerOf(context));
      if (!row) throw consentNotFound();
      return { status: 200, body: toConsent(row) };
    },

    refreshRecipientConsent: preparedReply,
    revokeRecipientConsent: preparedReply,
    listRecipientAccounts: preparedReply,
    listRecipientAccountTransactions: preparedReply,

    async listRecipientNotifications({ query }, context) {
      const limit = pageSize(query.limit);
      const after = decodeCursor(query.cursor);
      if (after && !/^[0-9]{1,19}$/.test(after.id)) throw Errors.badRequest('The cursor is malformed or was not issued by this API');
      const rows = await q.listNotifications(context.tx, envOf(context), customerOf(context), { ...(query.consentId ? { consentId: query.consentId } : {}) }, limit, after?.id);
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      return {
        status: 200,
        body: {
          items: items.map((n) => ({ id: n.id, consent_id: n.consent_id, type: n.type, detail: n.detail, created_at: n.created_at })),
          next_cursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.seq }) : null,
        },
      };
    },

    // Public: the browser's redirect. Everything runs in the environment named by the redirect URI.
    async handleRecipientConsentCallback({ query }) {
      const envId = query.env;
      const outcome = await completeAuthorization(envId, query);
      if (!outcome) throw new ApiError({ status: 400, code: 'unknown_state', title: 'Unknown authorization response', detail: 'No pending consent of this environment has this state' });
      const { row, settings, error } = outcome;
      if (settings?.app_return_url) {
        const location = new URL(settings.app_return_url);
        location.searchParams.set('consent_id', row.id);
        location.searchParams.set('status', row.status);
        if (error) location.searchParams.set('error', error);
        const headers: Record<string, string> = { location: location.href, 'cache-control': 'no-store' };
        return { status: 303, body: undefined, headers };
      }
      const headers: Record<string, string> = { 'cache-control': 'no-store' };
      return { status: 200, body: { consent_id: row.id, status: row.status, ...(error ? { error } : {}) }, headers };
    },
  };

  const dropTokens = async (tx: Tx, envId: string, row: q.ConsentRow) => {
    for (const ref of [row.access_token_ref, row.refresh_token_ref, row.code_verifier_ref]) if (ref) await secrets.delete(tx, envId, ref);
  };

  /**
   * Validates the authorization response and exchanges the code; the row leaves PENDING either
   * way. Phase one takes the PKCE verifier off the row (so a replayed or concurrent callback
   * cannot exchange the same code twice) and opens the client; the exchange and the read of the
   * provider's consent record happen outside any transaction; phase two records the outcome.
   */
  async function completeAuthorization(envId: string, query: Record<string, string | undefined>) {
    const phase = phaseOf(envId);
    const state = query.state ?? '';
    const taken = await phase(async (tx) => {
      const row = await q.findConsentByState(tx, envId, state);
      if (!row) return undefined;
      const settings = await q.findSettings(tx, envId);
      if (row.status !== 'PENDING' || !row.code_verifier_ref) return { row, settings, done: true as const };
      const verifierRef = row.code_verifier_ref;
      if (!(await q.takeCodeVerifier(tx, envId, row.id, verifierRef))) return { row, settings, done: true as const };
      const { provider, client } = await clientOf(tx, envId, row);
      const recipient = (await q.findRecipient(tx, envId, provider.id))!;
      return { row, settings, done: false as const, provider, client, recipient, verifierRef, verifier: await secretText(tx, envId, verifierRef, 'client_secret') };
    });
    if (!taken) return undefined;
    if (taken.done) return { row: taken.row, settings: taken.settings, error: taken.row.error ?? undefined };
    const { row, settings, provider, client, recipient, verifierRef, verifier } = taken;

    const fail = (status: 'DENIED' | 'FAILED', error: string, description: string | null) =>
      phase(async (tx) => {
        const failed = await q.failConsent(tx, envId, row.id, status, error, description);
        await secrets.delete(tx, envId, verifierRef);
        await q.insertNotification(tx, envId, { customerId: row.customer_id, consentId: row.id, type: status === 'DENIED' ? 'consent.denied' : 'consent.failed', detail: { provider_id: row.provider_id, error, ...(description ? { error_description: description } : {}) } });
        return { row: failed ?? row, settings, error };
      });

    const callbackUrl = new URL(recipient.redirect_uri);
    for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== CALLBACK_ENV_PARAM) callbackUrl.searchParams.set(name, value);
    let params: URLSearchParams;
    try {
      params = validateCallback(client, callbackUrl, row.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError) return fail(error.error === 'access_denied' ? 'DENIED' : 'FAILED', error.error, error.error_description ?? null);
      if (error instanceof oauth.OperationProcessingError) return fail('FAILED', 'invalid_authorization_response', error.message);
      throw error;
    }
    let tokens: oauth.TokenEndpointResponse;
    try {
      tokens = await exchangeCode(client, provider.issuer, params, recipient.redirect_uri, verifier);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) return fail('FAILED', error.error, error.error_description ?? null);
      if (error instanceof oauth.OperationProcessingError) return fail('FAILED', 'invalid_token_response', error.message);
      return fail('FAILED', 'token_endpoint_unreachable', error instanceof Error ? error.message.slice(0, 300) : String(error));
    }
    const providerConsentId = typeof tokens.consent_id === 'string' ? tokens.consent_id : null;
    // The selected accounts: the provider's own consent record, read with the new token.
    let accountIds: string[] = [];
    if (providerConsentId) {
      try {
        const response = await resourceRequest(client, tokens.access_token, 'GET', `${provider.fdx_base_url}/fdx/v6/consents/${encodeURIComponent(providerConsentId)}`, {
          'x-platform-env-id': provider.provider_env_id,
        });
        const parsed = providerConsentBody.safeParse(response.body);
        if (response.status === 200 && parsed.success) accountIds = (parsed.data.resources ?? []).filter((r) => r.resourceType === 'ACCOUNT').map((r) => r.resourceId);
        else logger.warn({ envId, consentId: row.id, status: response.status }, 'provider consent record unreadable; selected accounts unknown');
      } catch (error) {
        logger.warn({ err: error, envId, consentId: row.id }, 'provider consent record unreachable; selected accounts unknown');
      }
    }
    return phase(async (tx) => {
      const active = await q.activateConsent(tx, envId, row.id, {
        providerConsentId,
        grantedScopes: typeof tokens.scope === 'string' ? tokens.scope.split(' ').filter(Boolean) : row.scopes,
        accountIds,
        accessTokenRef: await secrets.put(tx, envId, 'delegated_token', tokens.access_token),
        accessTokenExpiresInSeconds: tokens.expires_in ?? null,
        refreshTokenRef: tokens.refresh_token ? await secrets.put(tx, envId, 'delegated_token', tokens.refresh_token) : null,
      });
      if (!active) throw new Error(`consent ${row.id} left PENDING while its callback held the verifier`);
      await secrets.delete(tx, envId, verifierRef);
      await q.insertNotification(tx, envId, { customerId: row.customer_id, consentId: row.id, type: 'consent.activated', detail: { provider_id: row.provider_id, provider_consent_id: providerConsentId, account_ids: accountIds } });
      return { row: active, settings, error: undefined };
    });
  }

  return {
    handlers,
    /** Operations that call the provider: run between the gate and an (empty) handler transaction. */
    preparers: {
      startRecipientConsent: startConsent,
      refreshRecipientConsent: refreshConsent,
      revokeRecipientConsent: revokeConsent,
      listRecipientAccounts: listAccounts,
      listRecipientAccountTransactions: listTransactions,
    } as unknown as Record<string, OperationPreparer>,
  };
}
