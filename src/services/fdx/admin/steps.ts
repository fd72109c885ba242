// POST /v1/internal/steps/execute: the fdx step profile for the workflow engine. Each step type
// runs in the request's tenant transaction and emits the same events as its interactive twin.
import type { components, operations } from '../../../../generated/types/fdx-admin.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Handlers, RequestContext } from '../../../platform/http/typed-routes.ts';
import { snapshotOf } from '../consents/model.ts';
import { findConsent, moveStatus } from '../consents/queries.ts';
import { emitFdxEvent } from '../events.ts';
import { revokeAsProvider } from './handlers.ts';
import { dueConsents } from './queries.ts';

type Schemas = components['schemas'];
type StepInput = Schemas['StepInput'];
type StepOutput = Schemas['StepExecutionResult']['output'];

const DEFAULT_EXPIRE_LIMIT = 100;

const badStep = (code: string, detail: string) => new ApiError({ status: 400, code, title: 'Invalid workflow step', detail });

/** Moves consents past their window to EXPIRED (guarded, one by one), each with consent:updated. */
async function expireDue(context: RequestContext, input: StepInput): Promise<StepOutput> {
  const { tx } = context;
  const envId = context.envId!;
  const limit = input.limit ?? DEFAULT_EXPIRE_LIMIT;
  const due = await dueConsents(tx, envId, limit);
  const expired: string[] = [];
  for (const consentId of due.slice(0, limit)) {
    const previous = await moveStatus(tx, envId, consentId, ['PENDING', 'ACTIVE', 'SUSPENDED'], 'EXPIRED', { reason: 'BUSINESS_RULE', initiator: 'DATA_PROVIDER' });
    if (previous === null) continue; // moved meanwhile (revoked, or expired by the chokepoint)
    await emitFdxEvent(tx, envId, 'vert:fdx:consent:updated', snapshotOf((await findConsent(tx, envId, consentId))!), context.correlationId);
    expired.push(consentId);
  }
  return { expired: expired.length, consent_ids: expired, more_due: due.length > limit };
}

async function revoke(context: RequestContext, input: StepInput): Promise<StepOutput> {
  if (input.consent_id === undefined) throw badStep('step_input_missing', 'fdx.consent.revoke needs input.consent_id');
  const outcome = await revokeAsProvider(context, input.consent_id, input);
  return { consent_id: input.consent_id, outcome };
}

export const STEP_TYPES: Record<string, (context: RequestContext, input: StepInput) => Promise<StepOutput>> = {
  'fdx.consent.expire_due': expireDue,
  'fdx.consent.revoke': revoke,
};

export function stepHandlers(): Handlers<Pick<operations, 'executeFdxWorkflowStep'>> {
  return {
    async executeFdxWorkflowStep({ body }, context) {
      const step = Object.hasOwn(STEP_TYPES, body.step_type) ? STEP_TYPES[body.step_type] : undefined;
      if (!step) throw badStep('unknown_step_type', `Unknown step type ${body.step_type}; types: ${Object.keys(STEP_TYPES).join(', ')}`);
      const output = await step(context, body.input);
      return {
        status: 200,
        body: { ...(body.step_id !== undefined ? { step_id: body.step_id } : {}), step_type: body.step_type, status: 'COMPLETED', output },
      };
    },
  };
}
