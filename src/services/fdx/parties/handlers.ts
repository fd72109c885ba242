// FDX payment-initiation party handlers. A party belongs to the token's client and the consent's
// customer; registrations name accounts the calling consent grants. The chokepoint has already
// required an ACTIVE consent.
import { createHash, randomUUID } from 'node:crypto';
import type { operations } from '../../../../generated/types/fdx-v6.ts';
import { Errors } from '../../../platform/errors.ts';
import type { Handlers, RequestContext } from '../../../platform/http/typed-routes.ts';
import { grantedConsent } from '../consents/chokepoint.ts';
import { auditFdx, emitFdxEvent } from '../events.ts';
import { activeMethods, deleteMethod, findParty, findPartyByIdempotencyKey, insertParty, registerMethod, type PartyOwner } from './queries.ts';
import { partyView, registrationView } from './views.ts';

type PartyOperations = Pick<
  operations,
  'createPaymentInitiationParty' | 'getPaymentInitiationParty' | 'registerPaymentMethods' | 'deletePaymentMethodRegistration'
>;

const partyNotFound = (partyId: string) => Errors.notFound(`No payment-initiation party ${partyId}`);

function ownerOf(context: RequestContext): PartyOwner & { consentId: string; accountIds: ReadonlySet<string> } {
  const granted = grantedConsent(context);
  return { clientId: granted.consent.clientId, customerId: granted.customerId, consentId: granted.id, accountIds: new Set(granted.accountIds()) };
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function partyHandlers(): Handlers<PartyOperations> {
  return {
    async createPaymentInitiationParty({ body, headers }, context) {
      const { tx } = context;
      const envId = context.envId!;
      const owner = ownerOf(context);
      const { name, type, ...details } = body;
      const key = headers['idempotency-key'];
      const requestHash = createHash('sha256').update(canonical(body)).digest('hex');
      const inserted = await insertParty(tx, envId, owner, {
        id: randomUUID(),
        consentId: owner.consentId,
        name,
        type,
        details,
        idempotency: key === undefined ? undefined : { key, requestHash },
      });
      if (!inserted) {
        // The key was used before: the same request answers the original party.
        const original = await findPartyByIdempotencyKey(tx, envId, owner.clientId, key!);
        if (!original || original.customer_id !== owner.customerId || original.request_hash !== requestHash) {
          throw Errors.conflict('idempotency_conflict', 'Idempotency-Key was already used with a different request');
        }
        return { status: 200, body: partyView(original, await activeMethods(tx, envId, original.id)) };
      }
      const view = partyView(inserted, []);
      await emitFdxEvent(tx, envId, 'vert:fdx:paymentinitiationparty:created', view as unknown as Record<string, unknown>, context.correlationId);
      return { status: 201, body: view };
    },

    async getPaymentInitiationParty({ path }, context) {
      const envId = context.envId!;
      const party = await findParty(context.tx, envId, ownerOf(context), path.partyId);
      if (!party) throw partyNotFound(path.partyId);
      return { status: 200, body: partyView(party, await activeMethods(context.tx, envId, party.id)) };
    },

    async registerPaymentMethods({ path, body }, context) {
      const { tx } = context;
      const envId = context.envId!;
      const owner = ownerOf(context);
      const party = await findParty(tx, envId, owner, path.partyId);
      if (!party) throw partyNotFound(path.partyId);
      // All or nothing: every account must be granted before anything is written.
      const ungranted = body.paymentMethods.find((m) => !owner.accountIds.has(m.accountId));
      if (ungranted) throw Errors.notFound(`No account ${ungranted.accountId} in this consent`, '701');
      const registrations = [];
      for (const method of body.paymentMethods) {
        registrations.push(await registerMethod(tx, envId, party.id, { id: randomUUID(), ...method }));
      }
      await auditFdx(tx, envId, {
        actor: owner.clientId,
        action: 'payment_methods.registered',
        target: party.id,
        detail: { registration_ids: registrations.map((r) => r.id), consent_id: owner.consentId },
      }, context.correlationId);
      return { status: 201, body: { paymentMethods: registrations.map(registrationView) } };
    },

    async deletePaymentMethodRegistration({ path }, context) {
      const { tx } = context;
      const envId = context.envId!;
      const owner = ownerOf(context);
      const party = await findParty(tx, envId, owner, path.partyId);
      if (!party) throw partyNotFound(path.partyId);
      const outcome = await deleteMethod(tx, envId, party.id, path.registrationId);
      if (outcome === 'absent') throw Errors.notFound(`No payment-method registration ${path.registrationId}`);
      if (outcome === 'deleted') {
        await auditFdx(tx, envId, {
          actor: owner.clientId,
          action: 'payment_method.deleted',
          target: path.registrationId,
          detail: { party_id: party.id, consent_id: owner.consentId },
        }, context.correlationId);
      }
      return { status: 204, body: undefined };
    },
  };
}
