// The interaction pages of one environment's authorization server: login, then the consent page
// built from the FDX provider's hosted-consent endpoints. Approval creates the oidc-provider
// Grant (approved scopes only) and stores the customer's selection under its grant id.
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Database } from '../../platform/db/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import { ConsentHostError, type ConsentClient, type ConsentSession } from './consent-client.ts';
import { insertGrantConsent } from './grants.ts';
import { FDX_RESOURCE, grantLifetimes } from './provider.ts';
import { CLUSTER_SCOPES, clusterScope, consentLifetimeSeconds, FDX_CONSENT_SCOPES, isDurationType, parsePeriodDays, PERSISTENT_GRANT_SECONDS } from './scopes.ts';
import { authenticateUser } from './users.ts';
import { consentPage, errorPage, loginPage } from './views.ts';

export interface InteractionDeps {
  envId: string;
  provider: Provider;
  db: Database;
  consent: ConsentClient;
  logger: Logger;
}

const MAX_SELECTION = 500;

function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 256).slice(0, MAX_SELECTION);
}

function scopesOf(details: InteractionDetails): string[] {
  return typeof details.params.scope === 'string' ? details.params.scope.split(' ').filter((s) => s.length > 0) : [];
}

function param(details: InteractionDetails, name: string): string | undefined {
  const value = details.params[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function createInteractionRouter(deps: InteractionDeps): express.Router {
  const { envId, provider, db, consent, logger } = deps;
  const router = express.Router({ mergeParams: true });
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 1100 });
  const issuerOrigin = new URL(provider.issuer).origin;
  const basePath = new URL(provider.issuer).pathname.replace(/\/+$/, '');

  const send = (res: Response, status: number, html: string) => {
    res.status(status).set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
    }).send(html);
  };

  /** The interaction the browser's cookie names, and only when it is the one in the URL. */
  const interaction = async (req: Request, res: Response): Promise<InteractionDetails | undefined> => {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      send(res, 400, errorPage('Session expired', 'This sign-in request has expired or was already completed. Return to the application and start again.'));
      return undefined;
    }
    if (details.uid !== req.params.uid) {
      send(res, 400, errorPage('Invalid request', 'This page does not belong to the current sign-in request.'));
      return undefined;
    }
    return details;
  };

  /** Forms are posted from our own pages: a foreign Origin is a forged request. */
  const sameOrigin = (req: Request, res: Response): boolean => {
    const origin = req.get('origin');
    if (origin === undefined || origin === issuerOrigin) return true;
    send(res, 403, errorPage('Forbidden', 'Cross-site form submissions are not accepted.'));
    return false;
  };

  const clientNameOf = async (details: InteractionDetails): Promise<{ clientId: string; clientName: string | null }> => {
    const clientId = String(details.params.client_id);
    const client = await provider.Client.find(clientId);
    return { clientId, clientName: typeof client?.clientName === 'string' ? client.clientName : null };
  };

  const sessionOf = (details: InteractionDetails, clientId: string): ConsentSession => ({
    envId,
    issuer: provider.issuer,
    userId: details.session!.accountId!,
    clientId,
  });

  const renderConsent = async (res: Response, details: InteractionDetails, status = 200, error?: string) => {
    const { clientId, clientName } = await clientNameOf(details);
    const session = sessionOf(details, clientId);
    const [ui, accounts] = await Promise.all([
      consent.ui(session, { interactionId: details.uid, clientName: clientName ?? clientId, scope: scopesOf(details).join(' ') }),
      consent.accounts(session),
    ]);
    const base = `${basePath}/interaction/${encodeURIComponent(details.uid)}`;
    send(res, status, consentPage({ approveAction: `${base}/confirm`, denyAction: `${base}/abort`, ui, accounts, ...(error ? { error } : {}) }));
  };

  type Handler = (req: Request, res: Response, details: InteractionDetails) => Promise<void>;
  /** A page of the interaction in the URL; failures go to the error handler below. */
  const page = (path: string, handler: Handler) =>
    router.get(path, async (req, res, next) => {
      try {
        const details = await interaction(req, res);
        if (details) await handler(req, res, details);
      } catch (error) {
        next(error);
      }
    });
  /** A form post of the interaction in the URL, from our own origin. */
  const action = (path: string, handler: Handler) =>
    router.post(path, form, async (req, res, next) => {
      try {
        if (!sameOrigin(req, res)) return;
        const details = await interaction(req, res);
        if (details) await handler(req, res, details);
      } catch (error) {
        next(error);
      }
    });

  page('/interaction/:uid', async (req, res, details) => {
    if (details.prompt.name === 'login') {
      const { clientId, clientName } = await clientNameOf(details);
      send(res, 200, loginPage({ action: `${basePath}/interaction/${encodeURIComponent(details.uid)}/login`, clientName: clientName ?? clientId }));
      return;
    }
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      await renderConsent(res, details);
      return;
    }
    send(res, 400, errorPage('Unsupported request', `This request needs "${details.prompt.name}", which this server does not offer.`));
  });

  action('/interaction/:uid/login', async (req, res, details) => {
    if (details.prompt.name !== 'login') {
      send(res, 400, errorPage('Invalid request', 'You are already signed in for this request.'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.slice(0, 128) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const userId = username && password ? await authenticateUser(db, envId, username, password) : undefined;
    if (!userId) {
      const { clientId, clientName } = await clientNameOf(details);
      send(res, 401, loginPage({ action: `${basePath}/interaction/${encodeURIComponent(details.uid)}/login`, clientName: clientName ?? clientId, username, error: 'The username or password is incorrect.' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: userId } }, { mergeWithLastSubmission: false });
  });

  action('/interaction/:uid/confirm', async (req, res, details) => {
    if (details.prompt.name !== 'consent' || !details.session?.accountId) {
      send(res, 400, errorPage('Invalid request', 'Sign in first.'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { clientId, clientName } = await clientNameOf(details);
    const requested = scopesOf(details);
    const requestedClusters = requested.flatMap((s) => (CLUSTER_SCOPES[s] ? [CLUSTER_SCOPES[s]] : []));
    const durationType = param(details, 'duration_type') ?? 'ONE_TIME';
    if (!isDurationType(durationType)) throw new Error('duration_type passed validation but is not a duration type');
    const durationPeriod = parsePeriodDays(param(details, 'duration_period'), 'duration_period');
    const lookbackPeriod = parsePeriodDays(param(details, 'lookback_period'), 'lookback_period');

    const selectedClusters = list(body.data_clusters);
    const selectedAccounts = list(body.account_ids);
    if (selectedAccounts.length === 0 || selectedClusters.length === 0) {
      await renderConsent(res, details, 400, 'Select at least one kind of data and one account to share, or deny the request.');
      return;
    }

    let approval;
    try {
      approval = await consent.approve(sessionOf(details, clientId), {
        interaction_id: details.uid,
        client_id: clientId,
        data_clusters: selectedClusters,
        account_ids: selectedAccounts,
        duration_type: durationType,
        ...(durationPeriod !== undefined ? { duration_period: durationPeriod } : {}),
        ...(lookbackPeriod !== undefined ? { lookback_period: lookbackPeriod } : {}),
      });
    } catch (error) {
      if (error instanceof ConsentHostError && (error.status === 400 || error.status === 403 || error.status === 422)) {
        await renderConsent(res, details, 400, error.problem?.detail ?? 'The selection was not accepted. Check the accounts you selected.');
        return;
      }
      throw error;
    }

    // Only what the client asked for can be granted; the provider's normalised answer decides.
    const clusters = approval.data_clusters.filter((c) => requestedClusters.length === 0 || requestedClusters.includes(c));
    const grantedResourceScopes = [
      ...requested.filter((s) => (FDX_CONSENT_SCOPES as readonly string[]).includes(s)),
      ...clusters.flatMap((c) => {
        const scope = clusterScope(c);
        return scope && requested.includes(scope) ? [scope] : [];
      }),
    ];
    const approvedDuration = approval.duration_type;
    const approvedPeriod = approval.duration_period ?? null;
    const lifetimeSeconds = consentLifetimeSeconds(approvedDuration, approvedPeriod ?? undefined);

    const grant = new provider.Grant({ accountId: details.session.accountId, clientId });
    const promptDetails = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (promptDetails.missingOIDCScope?.length) grant.addOIDCScope(promptDetails.missingOIDCScope.join(' '));
    if (promptDetails.missingOIDCClaims?.length) grant.addOIDCClaims(promptDetails.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(promptDetails.missingResourceScopes ?? {})) {
      const granted = resource === FDX_RESOURCE ? scopes.filter((s) => grantedResourceScopes.includes(s)) : [];
      const rejected = scopes.filter((s) => !granted.includes(s));
      if (granted.length > 0) grant.addResourceScope(resource, granted.join(' '));
      if (rejected.length > 0) grant.rejectResourceScope(resource, rejected.join(' '));
    }
    grantLifetimes.set(grant, lifetimeSeconds ?? PERSISTENT_GRANT_SECONDS);
    const grantId = await grant.save();

    await db.withTenant(envId, (tx) =>
      insertGrantConsent(tx, envId, {
        grantId,
        consentId: randomUUID(),
        clientId,
        clientName,
        userId: details.session!.accountId!,
        state: param(details, 'state') ?? null,
        scopes: [...requested.filter((s) => s === 'openid' || s === 'offline_access'), ...grantedResourceScopes],
        dataClusters: clusters,
        accountIds: approval.account_ids,
        durationType: approvedDuration,
        durationPeriod: approvedPeriod,
        lookbackPeriod: approval.lookback_period ?? null,
        expiresAt: lifetimeSeconds === undefined ? null : new Date(Date.now() + lifetimeSeconds * 1000).toISOString(),
      }),
    );
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  action('/interaction/:uid/abort', async (req, res, details) => {
    if (details.session?.accountId) {
      const clientId = String(details.params.client_id);
      await consent.deny(sessionOf(details, clientId), { interaction_id: details.uid, client_id: clientId, reason: 'customer_denied' });
    }
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The customer denied the request' },
      { mergeWithLastSubmission: false },
    );
  });

  // Failures of the consent host or the database: a page for the customer, details in the log.
  router.use((error: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    logger.error({ err: error, envId, path: req.path }, 'authorization interaction failed');
    if (res.headersSent) return;
    send(res, 502, errorPage('Service unavailable', 'Your bank could not complete this step. Please try again later.'));
  });

  return router;
}
