// SQL of the policy store. Every statement filters env_id explicitly on top of row-level security
// and runs in the caller's tenant transaction.
import { z } from 'zod';
import { sql, type Tx } from '../db/pool.ts';
import type { CedarEntity, EntityRef } from './cedar.ts';

const entityRef = z.object({ type: z.string(), id: z.string() });

const activePolicySetRow = z.object({
  version: z.number().int(),
  /** NULL when the caller already holds this version parsed. */
  policies: z.string().nullable(),
});
export type ActivePolicySetRow = z.infer<typeof activePolicySetRow>;

/**
 * The environment's active (highest) version; the text only when it differs from
 * `knownVersion`, so the request path does not ship the policy text on every call.
 */
export function activePolicySet(tx: Tx, envId: string, knownVersion: number | null): Promise<ActivePolicySetRow | null> {
  return tx.maybeOne(sql.type(activePolicySetRow)`
    select version,
           case when version = ${knownVersion ?? -1} then null else policies end as policies
      from platform.policy_sets
     where env_id = ${envId}
     order by version desc
     limit 1`);
}

const policySetRow = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  policies: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export type PolicySetRow = z.infer<typeof policySetRow>;

export function policySetVersion(tx: Tx, envId: string, version: number): Promise<PolicySetRow | null> {
  return tx.maybeOne(sql.type(policySetRow)`
    select id, version, policies, created_at, created_by
      from platform.policy_sets
     where env_id = ${envId} and version = ${version}`);
}

export function latestPolicySet(tx: Tx, envId: string): Promise<PolicySetRow | null> {
  return tx.maybeOne(sql.type(policySetRow)`
    select id, version, policies, created_at, created_by
      from platform.policy_sets
     where env_id = ${envId}
     order by version desc
     limit 1`);
}

const versionRow = z.object({ version: z.number().int() });

/**
 * Appends the next version. Returns null when a concurrent writer took that version number
 * (the unique (env_id, version) constraint), or with `onlyIfEmpty` when any version exists.
 */
export function insertPolicySet(
  tx: Tx,
  row: { id: string; envId: string; policies: string; createdBy: string; onlyIfEmpty: boolean },
): Promise<{ version: number } | null> {
  return tx.maybeOne(sql.type(versionRow)`
    insert into platform.policy_sets (id, env_id, version, policies, created_by)
    select ${row.id}, ${row.envId}, coalesce(max(version), 0) + 1, ${row.policies}, ${row.createdBy}
      from platform.policy_sets
     where env_id = ${row.envId}
    having ${row.onlyIfEmpty} = false or count(*) = 0
    on conflict (env_id, version) do nothing
    returning version`);
}

const entityRow = z.object({
  entity_type: z.string(),
  entity_id: z.string(),
  attrs: z.record(z.unknown()),
  parents: z.array(entityRef),
});

/**
 * The seed entities and all their ancestors (parents, transitively, at most `maxDepth` hops,
 * at most `maxRows` entities), read live from the entity store in one round trip.
 */
export async function entityClosure(
  tx: Tx,
  envId: string,
  seeds: readonly EntityRef[],
  maxDepth: number,
  maxRows: number,
): Promise<CedarEntity[]> {
  const rows = await tx.any(sql.type(entityRow)`
    with recursive walk (entity_type, entity_id, depth) as (
      select s.type, s.id, 0
        from jsonb_to_recordset(${sql.jsonb(seeds.map((s) => ({ type: s.type, id: s.id })))}) as s(type text, id text)
      union
      select p.value->>'type', p.value->>'id', walk.depth + 1
        from walk
        join platform.policy_entities e
          on e.env_id = ${envId} and e.entity_type = walk.entity_type and e.entity_id = walk.entity_id
       cross join lateral jsonb_array_elements(e.parents) as p(value)
       where walk.depth < ${maxDepth}
    )
    select e.entity_type, e.entity_id, e.attrs, e.parents
      from platform.policy_entities e
     where e.env_id = ${envId}
       and (e.entity_type, e.entity_id) in (select entity_type, entity_id from walk)
     limit ${maxRows}`);
  return rows.map((row) => ({ type: row.entity_type, id: row.entity_id, attrs: row.attrs, parents: row.parents }));
}

const entityKeyRow = z.object({ entity_type: z.string(), entity_id: z.string() });

export function upsertEntity(tx: Tx, envId: string, entity: CedarEntity): Promise<unknown> {
  return tx.one(sql.type(entityKeyRow)`
    insert into platform.policy_entities (env_id, entity_type, entity_id, attrs, parents)
    values (${envId}, ${entity.type}, ${entity.id}, ${sql.jsonb(entity.attrs as never)}, ${sql.jsonb(
      entity.parents.map((p) => ({ type: p.type, id: p.id })),
    )})
    on conflict (env_id, entity_type, entity_id)
    do update set attrs = excluded.attrs, parents = excluded.parents, updated_at = clock_timestamp()
    returning entity_type, entity_id`);
}

export async function deleteEntity(tx: Tx, envId: string, ref: EntityRef): Promise<boolean> {
  const row = await tx.maybeOne(sql.type(entityKeyRow)`
    delete from platform.policy_entities
     where env_id = ${envId} and entity_type = ${ref.type} and entity_id = ${ref.id}
    returning entity_type, entity_id`);
  return row !== null;
}

const decisionIdRow = z.object({ id: z.string().uuid() });

export interface DecisionRecord {
  id: string;
  envId: string;
  principal: string;
  action: string;
  resource: string;
  decision: 'allow' | 'deny';
  reasons: string[];
  errors: string[];
  correlationId: string | null;
  policySetVersion: number | null;
}

export function insertDecision(tx: Tx, d: DecisionRecord): Promise<unknown> {
  return tx.one(sql.type(decisionIdRow)`
    insert into platform.policy_decisions
      (id, env_id, principal, action, resource, decision, reasons, errors, correlation_id, policy_set_version)
    values (${d.id}, ${d.envId}, ${d.principal}, ${d.action}, ${d.resource}, ${d.decision},
            ${sql.jsonb(d.reasons)}, ${sql.jsonb(d.errors)}, ${d.correlationId}, ${d.policySetVersion})
    returning id`);
}
