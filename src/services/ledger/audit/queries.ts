import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

export const auditEventRow = z.object({
  id: z.string().uuid(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.unknown()),
  correlation_id: z.string().nullable(),
  created_at: z.string(),
});

/** Newest first; fetches `limit + 1` rows so the caller knows whether a next page exists. */
export function listAuditEvents(tx: Tx, envId: string, options: { limit: number; after?: Keyset; action?: string }) {
  const conditions = [sql.fragment`env_id = ${envId}`];
  if (options.action) conditions.push(sql.fragment`action = ${options.action}`);
  if (options.after) {
    conditions.push(sql.fragment`(created_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`);
  }
  return tx.any(sql.type(auditEventRow)`
    select id, actor, action, target, detail, correlation_id, created_at
    from ledger.audit_journal
    where ${sql.join(conditions, sql.fragment` and `)}
    order by created_at desc, id desc
    limit ${options.limit + 1}`);
}

export const actionLogRow = z.object({
  id: z.string().uuid(),
  decided_at: z.string(),
  principal: z.string(),
  action: z.string(),
  decision: z.enum(['allow', 'deny']),
  reasons: z.array(z.string()),
  correlation_id: z.string().nullable(),
});

/** Policy decisions on the given operations, newest first; `limit + 1` rows. */
export function listActionLogs(
  tx: Tx,
  envId: string,
  options: { limit: number; operationIds: readonly string[]; after?: Keyset; decision?: 'allow' | 'deny' },
) {
  const conditions = [sql.fragment`env_id = ${envId}`, sql.fragment`action = any(${sql.array([...options.operationIds], 'text')})`];
  if (options.decision) conditions.push(sql.fragment`decision = ${options.decision}`);
  if (options.after) {
    conditions.push(sql.fragment`(decided_at, id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`);
  }
  return tx.any(sql.type(actionLogRow)`
    select id, decided_at, principal, action, decision, reasons, correlation_id
    from platform.policy_decisions
    where ${sql.join(conditions, sql.fragment` and `)}
    order by decided_at desc, id desc
    limit ${options.limit + 1}`);
}
