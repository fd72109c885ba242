// The consent chokepoint (seed 000, Authentication 2): every /fdx/v6 operation with a credential
// passes here, inside the tenant transaction and before the policy gate. One primary-key lookup
// of the consent named by the token, never cached; the token's subject and client must be the
// consent's; data operations need an ACTIVE, unexpired consent granting the operation's data
// cluster (and, on account routes, that account). A scope claim alone never opens anything.
import { ApiError } from '../../../platform/errors.ts';
import type { Principal } from '../../../platform/auth/types.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import type { OperationGuard } from '../../../platform/http/service-app.ts';
import type { OperationSpec } from '../../../platform/http/operations.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { emitFdxEvent } from '../events.ts';
import { GrantedConsent, snapshotOf, type ConsentStatus, type DataCluster } from './model.ts';
import { findConsent, moveStatus, recordDataCall, type LoadedConsent } from './queries.ts';

/**
 * What an operation needs from the consent.
 * - `consent`: the consent routes themselves; any status, but only the token's own consent.
 * - `data`: an ACTIVE consent granting one of `clusters` (none listed: any ACTIVE consent);
 *   `accountParam` names the path parameter holding an account that must be granted too.
 */
export type ConsentRule =
  | { kind: 'consent' }
  | { kind: 'data'; clusters: DataCluster[]; accountParam?: string };

export type ConsentRules = Record<string, ConsentRule>;


const consentRejected = (code: string, detail: string) =>
  new ApiError({ status: 401, code, title: 'Consent not valid', detail, fdxCode: '602' });
/**
 * How long after its issuance a token may name a consent the grant ledger has not recorded yet.
 * The authorization server emits platform:auth:grant:created when it issues the code, before any
 * token; the provider records the consent when the event arrives (ADR 0013). Within this window a
 * missing consent is on its way: the call is refused as transient (503, Retry-After) and nothing
 * is served. After it, the token names a consent that does not exist (401). ADR 0024.
 */
export const CONSENT_PROPAGATION_WINDOW_SECONDS = 30;
const RETRY_AFTER_SECONDS = 1;
const consentPropagating = () =>
  new ApiError({
    status: 503,
    code: 'consent_propagating',
    title: 'Consent not yet recorded',
    detail: 'The consent of this token was granted moments ago and is not recorded yet; retry after the Retry-After seconds',
    fdxCode: '501',
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
const notThisConsent = () =>
  new ApiError({ status: 403, code: 'consent_mismatch', title: 'Forbidden', detail: 'The token belongs to another consent', fdxCode: '706' });
const accountNotGranted = (accountId: string) =>
  new ApiError({ status: 404, code: 'account_not_found', title: 'Account not found', detail: `No account ${accountId} in this consent`, fdxCode: '701' });

/** The chokepoint applies to every credentialed operation of the FDX provider document. */
export const isProviderDataOperation = (operation: Pick<OperationSpec, 'api' | 'security'>) =>
  operation.api === 'fdx-v6' && operation.security !== null;

export function createConsentChokepoint(rules: ConsentRules): OperationGuard {
  return {
    appliesTo: isProviderDataOperation,
    async check(tx, { envId, principal, operation, path, correlationId }) {
      const rule = rules[operation.operationId];
      const tokenConsentId = principal.claims.consent_id;
      const audit = (outcome: 'served' | 'rejected', consent: LoadedConsent | null, detail: Record<string, unknown> = {}) =>
        recordDataCall(tx, envId, {
          operationId: operation.operationId,
          outcome,
          ...(consent ? { consentId: consent.id } : {}),
          ...(principal.clientId ? { clientId: principal.clientId } : {}),
          customerId: principal.subject,
          correlationId,
          detail,
        });
      const reject = async (error: ApiError, consent: LoadedConsent | null) => {
        await audit('rejected', consent, { code: error.code });
        return error;
      };

      // Fail closed: an operation nobody classified is never served.
      if (!rule) return reject(consentRejected('consent_rule_missing', `${operation.operationId} has no consent rule`), null);
      if (!isUuid(tokenConsentId) || principal.kind !== 'user') {
        return reject(consentRejected('consent_missing', 'The token is not a delegated consent token'), null);
      }
      const consent = await findConsent(tx, envId, tokenConsentId);
      if (!consent && mayBeInFlight(principal, envId)) return reject(consentPropagating(), null);
      if (!consent || !belongsTo(consent, principal)) {
        return reject(consentRejected('consent_missing', 'No consent matches this token'), null);
      }
      if (consent.lapsed) await move(tx, envId, consent, correlationId, EXPIRE);
      // A delegated token for a PENDING consent proves the code was redeemed (the server issues
      // tokens only then): the consent becomes ACTIVE now rather than when the server's
      // grant:activated event arrives, which may lag the recipient's first call.
      if (rule.kind === 'data' && consent.status === 'PENDING') await move(tx, envId, consent, correlationId, ACTIVATE);

      if (rule.kind === 'consent') {
        if (path.consentId !== undefined && path.consentId.toLowerCase() !== consent.id) return reject(notThisConsent(), consent);
      } else {
        if (consent.status !== 'ACTIVE') {
          return reject(consentRejected('consent_inactive', `The consent is ${consent.status}`), consent);
        }
        const granted = new GrantedConsent(consent);
        if (rule.clusters.length > 0 && !rule.clusters.some((c) => granted.allows(c))) {
          return reject(consentRejected('consent_scope', `The consent does not grant ${rule.clusters.join(' or ')}`), consent);
        }
        const accountId = rule.accountParam ? path[rule.accountParam] : undefined;
        if (accountId !== undefined) {
          const clusters = rule.clusters;
          const allowed = granted.accountClusters.has(accountId) && (clusters.length === 0 || clusters.some((c) => granted.allows(c, accountId)));
          if (!allowed) return reject(accountNotGranted(accountId), consent);
        }
      }
      await audit('served', consent, Object.keys(path).length > 0 ? { path } : {});
      return { value: new GrantedConsent(consent), context: { consentId: consent.id, consentStatus: consent.status } };
    },
  };
}

/**
 * A token of this environment issued within the propagation window. (The token verifier has
 * already refused an `iat` further in the future than its clock skew.)
 */
function mayBeInFlight(principal: Principal, envId: string): boolean {
  const issuedAt = principal.claims.iat;
  return principal.envId === envId && typeof issuedAt === 'number' && Date.now() / 1000 - issuedAt <= CONSENT_PROPAGATION_WINDOW_SECONDS;
}

function belongsTo(consent: LoadedConsent, principal: Principal): boolean {
  return consent.customerId === principal.subject && consent.clientId === principal.clientId;
}

/** Guarded move of the loaded consent, announced as vert:fdx:consent:updated when it happened. */
async function move(
  tx: Tx,
  envId: string,
  consent: LoadedConsent,
  correlationId: string,
  step: { from: ConsentStatus[]; to: ConsentStatus; reason: string; initiator: string },
): Promise<void> {
  const previous = await moveStatus(tx, envId, consent.id, step.from, step.to, { reason: step.reason, initiator: step.initiator });
  if (previous === null) return;
  consent.status = step.to;
  await emitFdxEvent(tx, envId, 'vert:fdx:consent:updated', snapshotOf(consent), correlationId);
}

/** A consent past its window becomes EXPIRED on first sight. */
const EXPIRE = { from: ['PENDING', 'ACTIVE', 'SUSPENDED'] as ConsentStatus[], to: 'EXPIRED' as const, reason: 'BUSINESS_RULE', initiator: 'DATA_PROVIDER' };
/** A delegated token proves the code was redeemed. */
const ACTIVATE = { from: ['PENDING'] as ConsentStatus[], to: 'ACTIVE' as const, reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' };

/** The consent a handler runs under (set by the chokepoint; absent means a wiring defect). */
export function grantedConsent(context: { guarded?: unknown }): GrantedConsent {
  if (!(context.guarded instanceof GrantedConsent)) throw new Error('provider operation ran without the consent chokepoint');
  return context.guarded;
}
