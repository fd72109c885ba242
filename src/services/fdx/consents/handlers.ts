// FDX Consent API handlers: the consent behind the calling token, its revocation and lifecycle.
// The chokepoint has already matched the token to this consent; handlers read and move it.
import { z } from 'zod';
import type { operations } from '../../../../generated/types/fdx-v6.ts';
import { ApiError } from '../../../platform/errors.ts';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Handlers } from '../../../platform/http/typed-routes.ts';
import { emitFdxEvent } from '../events.ts';
import { grantedConsent } from './chokepoint.ts';
import { snapshotOf, type ConsentStatus } from './model.ts';
import { findConsent, moveStatus, statusHistory } from './queries.ts';
import { applyRevocation } from './revocation.ts';
import { consentGrantView, lifecycleView } from './views.ts';

type ConsentOperations = Pick<operations, 'getConsent' | 'revokeConsent' | 'getConsentLifecycle' | 'updateConsentLifecycle'>;

const conflict = (detail: string) => new ApiError({ status: 409, code: 'consent_conflict', title: 'Conflict', detail, fdxCode: '409' });

export function consentHandlers(): Handlers<ConsentOperations> {
  return {
    async getConsent(_request, context) {
      const { consent } = grantedConsent(context);
      return { status: 200, body: consentGrantView(consent, await providerName(context.tx, context.envId!)) };
    },

    async revokeConsent({ body }, context) {
      const { consent } = grantedConsent(context);
      const outcome = await applyRevocation(context.tx, context.envId!, consent.id, {
        reason: body.reason,
        initiator: body.initiator,
        ...(body.otherReason !== undefined ? { otherReason: body.otherReason } : {}),
      }, context.correlationId);
      if (outcome === 'expired') throw conflict('An expired consent cannot be revoked');
      return { status: 204, body: undefined };
    },

    async getConsentLifecycle(_request, context) {
      const { consent } = grantedConsent(context);
      return { status: 200, body: lifecycleView(consent.id, consent.status, await statusHistory(context.tx, context.envId!, consent.id)) };
    },

    async updateConsentLifecycle({ body }, context) {
      const { tx, envId } = context as { tx: Tx; envId: string };
      const { consent } = grantedConsent(context);
      const target: ConsentStatus = body.status;
      if (consent.status !== target) {
        const from: ConsentStatus = target === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED';
        const previous = await moveStatus(tx, envId, consent.id, [from], target, { reason: body.reason, initiator: body.initiator });
        if (previous === null) throw conflict(`A ${consent.status} consent cannot become ${target}`);
        const updated = (await findConsent(tx, envId, consent.id))!;
        await emitFdxEvent(tx, envId, 'vert:fdx:consent:updated', snapshotOf(updated), context.correlationId);
        return { status: 200, body: lifecycleView(updated.id, updated.status, await statusHistory(tx, envId, updated.id)) };
      }
      return { status: 200, body: lifecycleView(consent.id, consent.status, await statusHistory(tx, envId, consent.id)) };
    },
  };
}

async function providerName(tx: Tx, envId: string): Promise<string> {
  const name = await tx.maybeOneFirst(sql.type(z.object({ display_name: z.string() }))`
    select display_name from platform.environments where env_id = ${envId}`);
  return name ?? envId;
}
