// Revocation of a provider consent (seed 000: the revocation row and the consent update commit
// atomically with `vert:fdx:consent:revoked`). Shared by the FDX revocation route and the
// consumer of the authorization server's grant revocations.
import type { Tx } from '../../../platform/db/pool.ts';
import { emitFdxEvent } from '../events.ts';
import { findConsent, insertRevocation, moveStatus } from './queries.ts';

export type RevocationOutcome = 'revoked' | 'already_revoked' | 'expired' | 'not_found';

/**
 * Revokes the consent in the caller's transaction. Idempotent on the consent id: a revoked
 * consent records nothing new ('already_revoked'); an EXPIRED one cannot be revoked. The event
 * is what makes the authorization server revoke the grant and every token of it.
 */
export async function applyRevocation(
  tx: Tx,
  envId: string,
  consentId: string,
  revocation: { reason: string; initiator: string; otherReason?: string },
  correlationId: string | undefined,
): Promise<RevocationOutcome> {
  const previous = await moveStatus(tx, envId, consentId, ['PENDING', 'ACTIVE', 'SUSPENDED'], 'REVOKED', revocation);
  if (previous === null) {
    const current = await findConsent(tx, envId, consentId);
    if (!current) return 'not_found';
    return current.status === 'REVOKED' ? 'already_revoked' : 'expired';
  }
  await insertRevocation(tx, envId, consentId, revocation);
  await emitFdxEvent(tx, envId, 'vert:fdx:consent:revoked', { consent_id: consentId, reason: revocation.reason, initiator: revocation.initiator }, correlationId);
  return 'revoked';
}
