// The fdx admin routes: declared pages with live data, the consent list, and the console's POST
// aliases. Aliases call the code of what they stand for: consent revocation is the FDX route's
// applyRevocation (initiator DATA_PROVIDER); policy sets and entities go through the policy
// gate's own put / delete, so validation is the gate's.
import type { components, operations } from '../../../../generated/types/fdx-admin.ts';
import { apiNames } from '../../../../generated/index.ts';
import type { Database } from '../../../platform/db/pool.ts';
import { Errors } from '../../../platform/errors.ts';
import { loadDocument, operationsOf } from '../../../platform/http/operations.ts';
import type { Handlers, RequestContext } from '../../../platform/http/typed-routes.ts';
import type { Logger } from '../../../platform/logger.ts';
import { pageSize } from '../../../platform/pagination.ts';
import { createPolicyGate, type PolicyGate } from '../../../platform/policy/gate.ts';
import { applyRevocation } from '../consents/revocation.ts';
import { iso } from '../consents/views.ts';
import { findProviderProfile } from '../profile/profile.ts';
import { CONSENTS_PAGE, INLINE_PAGES, isPageId, overviewPage, PAGE_IDS, providerPage, settingsPage } from './pages.ts';
import { findEntity, listConsents, notificationsTableExists, overviewCounts, pageRows, type AdminConsentRow } from './queries.ts';

type AdminOperations = Pick<operations, 'getFdxAdminPage' | 'listFdxAdminConsents' | 'runFdxAdminConsentAction' | 'runFdxAdminAction'>;
type Schemas = components['schemas'];

const unsupportedAction = Errors.unsupportedAdminAction;

const noProfile = (envId: string) => Errors.notFound(`Environment ${envId} has no provider profile`);

export function adminConsentView(row: AdminConsentRow): Schemas['AdminConsent'] {
  return {
    ...row,
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A policy gate for the admin writes, over every operation of every contract (policy sets are per environment, not per service). */
function lazyGate(db: Database, logger: Logger): () => PolicyGate {
  let gate: PolicyGate | undefined;
  return () =>
    (gate ??= createPolicyGate({
      db,
      logger,
      operationIds: apiNames.flatMap((api) => operationsOf(api, loadDocument(api)).map((o) => o.operationId)),
    }));
}

/** Revokes as the provider; shared by the consent alias and the workflow step. */
export async function revokeAsProvider(
  context: Pick<RequestContext, 'tx' | 'envId' | 'correlationId'>,
  consentId: string,
  why: { reason?: 'BUSINESS_RULE' | 'USER_ACTION'; other_reason?: string },
): Promise<'revoked' | 'already_revoked'> {
  const outcome = await applyRevocation(context.tx, context.envId!, consentId, {
    reason: why.reason ?? 'BUSINESS_RULE',
    initiator: 'DATA_PROVIDER',
    ...(why.other_reason !== undefined ? { otherReason: why.other_reason } : {}),
  }, context.correlationId);
  if (outcome === 'not_found') throw Errors.notFound(`No consent ${consentId}`);
  if (outcome === 'expired') throw Errors.conflict('consent_expired', 'An expired consent cannot be revoked');
  return outcome;
}

export function adminHandlers(deps: { db: Database; logger: Logger }): Handlers<AdminOperations> {
  const gate = lazyGate(deps.db, deps.logger);

  return {
    async getFdxAdminPage({ path }, context) {
      const { tx } = context;
      const envId = context.envId!;
      if (!isPageId(path.page)) throw Errors.notFound(`No fdx admin page ${path.page}; pages: ${PAGE_IDS.join(', ')}`);
      switch (path.page) {
        case 'overview':
          return { status: 200, body: overviewPage(await overviewCounts(tx, envId)) };
        case 'provider':
        case 'settings': {
          const profile = await findProviderProfile(tx, envId);
          if (!profile) throw noProfile(envId);
          return { status: 200, body: path.page === 'provider' ? providerPage(profile) : settingsPage(profile) };
        }
        case 'consents':
          return { status: 200, body: CONSENTS_PAGE };
        default: {
          if (path.page === 'notifications' && !(await notificationsTableExists(tx))) {
            throw Errors.notFound('The notifications page is not available: notification delivery is not installed');
          }
          const rows = await pageRows[path.page](tx, envId);
          return { status: 200, body: { ...INLINE_PAGES[path.page], ...rows } };
        }
      }
    },

    async listFdxAdminConsents({ query }, context) {
      const page = await listConsents(context.tx, context.envId!, {
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.client_id !== undefined ? { clientId: query.client_id } : {}),
        ...(query.customer_id !== undefined ? { customerId: query.customer_id } : {}),
        ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
        limit: pageSize(query.limit),
      });
      return { status: 200, body: { items: page.items.map(adminConsentView), next_cursor: page.next_cursor } };
    },

    async runFdxAdminConsentAction({ body }, context) {
      const outcome = await revokeAsProvider(context, body.consent_id, body);
      return { status: 200, body: { resource: 'consents', action: body.action, result: { consent_id: body.consent_id, outcome } } };
    },

    async runFdxAdminAction({ path, body }, context) {
      const { tx } = context;
      const envId = context.envId!;
      const reply = (result: Schemas['AdminActionResult']['result']) => ({ status: 200 as const, body: { resource: path.resource, action: body.action, result } });
      switch (path.resource) {
        case 'policy-sets': {
          if (!('policies' in body)) throw unsupportedAction(path.resource, body.action, ['publish']);
          const principal = context.principal!;
          const { version } = await gate().putPolicySet(tx, envId, body.policies, `${principal.kind}:${principal.subject}`);
          return reply({ version });
        }
        case 'relations':
        case 'attributes': {
          if (body.action === 'publish' || body.action === 'revoke') throw unsupportedAction(path.resource, body.action, ['update', 'delete']);
          const ref = { type: body.entity_type, id: body.entity_id };
          if (body.action === 'delete') {
            const deleted = await gate().deleteEntity(tx, envId, ref);
            return reply({ entity_type: ref.type, entity_id: ref.id, outcome: deleted ? 'deleted' : 'not_found' });
          }
          const wanted = path.resource === 'relations' ? 'parents' : 'attrs';
          if (!(wanted in body)) throw unsupportedAction(path.resource, body.action, ['update', 'delete']);
          const existing = await findEntity(tx, envId, ref.type, ref.id);
          await gate().putEntity(tx, envId, {
            type: ref.type,
            id: ref.id,
            attrs: 'attrs' in body ? body.attrs : (existing?.attrs ?? {}),
            parents: 'parents' in body ? body.parents : (existing?.parents ?? []),
          });
          return reply({ entity_type: ref.type, entity_id: ref.id, outcome: 'updated' });
        }
        default:
          throw Errors.notFound(`No fdx admin resource ${path.resource}; resources: consents, policy-sets, relations, attributes`);
      }
    },
  };
}
