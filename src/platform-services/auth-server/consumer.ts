// Provider-side revocation: when the FDX service revokes a consent (vert:fdx:consent:revoked),
// the authorization server revokes the grant and every artefact issued under it. Nothing is
// echoed back: the FDX side already knows.
import { z } from 'zod';
import { sql } from '../../platform/db/pool.ts';
import type { ServiceConsumer } from '../../platform/host.ts';
import { revokeGrantConsent } from './grants.ts';

export const CONSENT_REVOKED_CONSUMER = 'auth-server-fdx-consent-revoked';
export const FDX_CONSENT_REVOKED = 'vert:fdx:consent:revoked';

const revokedEvent = z.object({
  consent_id: z.string().uuid(),
  reason: z.string().max(200).nullish(),
  initiator: z.string().max(64).nullish(),
});

export function authServerConsumers(): ServiceConsumer[] {
  return [
    {
      name: CONSENT_REVOKED_CONSUMER,
      patterns: [FDX_CONSENT_REVOKED],
      handle: async (tx, event) => {
        const parsed = revokedEvent.safeParse(event.data);
        // Not one of our consent ids (or malformed): nothing of ours to revoke.
        if (!parsed.success) return;
        const revoked = await revokeGrantConsent(
          tx,
          event.env_id,
          { consentId: parsed.data.consent_id },
          { reason: parsed.data.reason ?? 'provider_revocation', initiator: parsed.data.initiator ?? 'DATA_PROVIDER', emit: false },
        );
        if (!revoked) return;
        // The grant, its refresh tokens and any unredeemed code: every stored artefact of the grant.
        await tx.query(sql.unsafe`
          delete from auth.oidc_models
          where env_id = ${event.env_id} and (grant_id = ${revoked.grant_id} or (model = 'Grant' and id = ${revoked.grant_id}))`);
      },
    },
  ];
}
