// Hosted consent endpoints (/v1/auth/consent/*), called by the authorization server's consent
// host with a token minted for the signed-in customer: the screen built from the requested
// scopes, the customer's own open accounts (from the ledger), and the approve / deny decision.
// The consent row is not written here: it comes from the grant event once the code is issued.
import type { components, operations } from '../../../../generated/types/fdx-consent.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { OperationPreparer } from '../../../platform/http/service-app.ts';
import type { Handlers, RequestContext } from '../../../platform/http/typed-routes.ts';
import type { LedgerAccount } from '../ledger-client.ts';
import { clustersOfScope, normaliseClusters } from './clusters.ts';
import { recordDecision, type Decision } from './decisions.ts';
import type { CustomerAccountsReader } from './ledger-accounts.ts';

type HostedConsentOperations = Pick<operations, 'getHostedConsentScreen' | 'listHostedConsentAccounts' | 'approveHostedConsent' | 'denyHostedConsent'>;
type Schemas = components['schemas'];

const badRequest = (code: string, detail: string) => new ApiError({ status: 400, code, title: 'Invalid consent request', detail });
const forbidden = (code: string, detail: string) => new ApiError({ status: 403, code, title: 'Forbidden', detail });
const decided = (interactionId: string) =>
  Errors.conflict('consent_decision_conflict', `Interaction ${interactionId} already has a different decision`);

/** The customer and recipient the consent host's token names; the request must agree with it. */
function session(context: Pick<RequestContext, 'principal' | 'envId'>, clientId: string | undefined): { envId: string; userId: string } {
  const principal = context.principal!;
  if (principal.kind !== 'user' || principal.clientId === undefined) {
    throw forbidden('not_a_customer_session', 'The token does not name a signed-in customer and a recipient client');
  }
  if (clientId !== undefined && principal.clientId !== clientId) throw forbidden('client_mismatch', 'client_id is not the client of this consent session');
  return { envId: context.envId!, userId: principal.subject };
}

export function accountView(account: LedgerAccount): Schemas['ConsentAccount'] {
  const number = typeof account.details.account_number === 'string' ? account.details.account_number : account.id.replaceAll('-', '');
  return {
    account_id: account.id,
    display_name: account.name,
    masked_number: `****${number.slice(-4)}`,
    account_type: account.product_id,
    currency: account.denominations[0]!,
  };
}

/**
 * The customer's own open accounts are read from the ledger after the policy gate and outside
 * the tenant transaction (the pipeline's preparer phase); handlers find them in `context.prepared`.
 */
export function hostedConsentPreparers(readAccounts: CustomerAccountsReader): Record<string, OperationPreparer> {
  const own = (clientId: (request: Parameters<OperationPreparer>[0]) => string | undefined): OperationPreparer => async (request, context) => {
    const { envId, userId } = session(context, clientId(request));
    return readAccounts(envId, userId, context.correlationId);
  };
  return {
    listHostedConsentAccounts: own(() => undefined),
    approveHostedConsent: own((request) => (request.body as unknown as { client_id: string }).client_id),
  };
}

function preparedAccounts(context: RequestContext): LedgerAccount[] {
  if (!Array.isArray(context.prepared)) throw new Error('hosted consent operation ran without its account preparer');
  return context.prepared as LedgerAccount[];
}

export function hostedConsentHandlers(): Handlers<HostedConsentOperations> {
  return {
    async getHostedConsentScreen({ query }, context) {
      session(context, query.client_id);
      const clusters = clustersOfScope(query.scope);
      if (clusters.length === 0) throw badRequest('no_data_cluster', 'The requested scope names no data cluster this provider offers');
      const type = query.duration_type ?? 'ONE_TIME';
      if (type === 'TIME_BOUND' && query.duration_period === undefined) throw badRequest('duration_period_required', 'TIME_BOUND needs duration_period');
      return {
        status: 200,
        body: {
          interaction_id: query.interaction_id,
          recipient: { client_id: query.client_id, client_name: query.client_name ?? null },
          data_clusters: clusters,
          duration: { type, ...(type === 'TIME_BOUND' ? { period_days: query.duration_period! } : {}) },
          ...(query.lookback_period !== undefined ? { lookback_period_days: query.lookback_period } : {}),
        },
      };
    },

    async listHostedConsentAccounts(_request, context) {
      return { status: 200, body: { accounts: preparedAccounts(context).map(accountView) } };
    },

    async approveHostedConsent({ body }, context) {
      const { userId } = session(context, body.client_id);
      const clusters = normaliseClusters(body.data_clusters);
      if (!clusters) throw badRequest('unknown_data_cluster', 'data_clusters names a cluster this provider does not offer');
      if (body.duration_type === 'TIME_BOUND' && body.duration_period === undefined) {
        throw badRequest('duration_period_required', 'TIME_BOUND needs duration_period');
      }
      const accountIds = [...new Set(body.account_ids.map((id) => id.toLowerCase()))];
      // Only the customer's own open accounts (read from the ledger before this transaction began).
      const own = new Set(preparedAccounts(context).map((a) => a.id));
      const foreign = accountIds.filter((id) => !own.has(id));
      if (foreign.length > 0) {
        throw forbidden('account_not_selectable', `Not an open account of this customer: ${foreign.join(', ')}`);
      }
      const approval: Schemas['ConsentApproved'] = {
        approved: true,
        data_clusters: clusters,
        account_ids: accountIds,
        duration_type: body.duration_type,
        // A period only means something for TIME_BOUND; the authorization server may pass one anyway.
        ...(body.duration_type === 'TIME_BOUND' ? { duration_period: body.duration_period! } : {}),
        ...(body.lookback_period !== undefined ? { lookback_period: body.lookback_period } : {}),
      };
      const { approved: _approved, ...selection } = approval;
      await record(context, { interactionId: body.interaction_id, userId, clientId: body.client_id, outcome: 'APPROVED', selection });
      return { status: 200, body: approval };
    },

    async denyHostedConsent({ body }, context) {
      const { userId } = session(context, body.client_id);
      await record(context, { interactionId: body.interaction_id, userId, clientId: body.client_id, outcome: 'DENIED', selection: { reason: body.reason ?? null } });
      return { status: 200, body: { denied: true } };
    },
  };
}

async function record(context: RequestContext, decision: Decision): Promise<void> {
  const outcome = await recordDecision(context.tx, context.envId!, decision);
  if (outcome === 'conflict') throw decided(decision.interactionId);
}
