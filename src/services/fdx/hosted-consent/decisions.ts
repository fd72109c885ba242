// The customer's answer per authorization interaction (fdx.consent_decisions): recorded once;
// a repeat with the same answer finds it, a different answer is a conflict.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';

export type DecisionOutcome = 'APPROVED' | 'DENIED';

export interface Decision {
  interactionId: string;
  userId: string;
  clientId: string;
  outcome: DecisionOutcome;
  selection: Record<string, unknown>;
}

/** 'recorded' (new), 'repeated' (the same decision was recorded before) or 'conflict'. */
export type RecordOutcome = 'recorded' | 'repeated' | 'conflict';

export async function recordDecision(tx: Tx, envId: string, d: Decision): Promise<RecordOutcome> {
  const selection = sql.jsonb(d.selection as never);
  const inserted = await tx.query(sql.unsafe`
    insert into fdx.consent_decisions (env_id, interaction_id, user_id, client_id, outcome, selection)
    values (${envId}, ${d.interactionId}, ${d.userId}, ${d.clientId}, ${d.outcome}, ${selection})
    on conflict (env_id, interaction_id) do nothing`);
  if (inserted.rowCount > 0) return 'recorded';
  // jsonb equality is semantic (member order does not matter; array order does).
  const same = await tx.oneFirst(sql.type(z.object({ same: z.boolean() }))`
    select (user_id = ${d.userId} and client_id = ${d.clientId} and outcome = ${d.outcome} and selection = ${selection}) as same
    from fdx.consent_decisions
    where env_id = ${envId} and interaction_id = ${d.interactionId}`);
  return same ? 'repeated' : 'conflict';
}
