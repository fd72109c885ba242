// SQL of the policy store. Every statement filters env_id explicitly on top of row-level security
// and runs in the caller's tenant transaction.
import { z } from 'zod';
import { deferRead, sql, unawaited, unread, type Tx } from '../db/pool.ts';
import type { CedarEntity, EntityRef } from './cedar.ts';

const entityRef = z.object({ type: z.string(), id: z.string() });

const gateLookupRow = z.object({
  environment_exists: z.boolean(),
  /** NULL when the environment has no policy set. */
  version: z.number().int().nullable(),
  /** NULL when the caller already holds this version parsed (or there is none). */
  policies: z.string().nullable(),
  entities: z.array(z.object({ type: z.string(), id: z.string(), attrs: z.record(z.unknown()), parents: z.array(entityRef) })),
});
export type GateLookup = z.infer<typeof gateLookupRow>;

/**
 * Everything the gate reads for one decision, in one round trip: whether the environment
 * exists, its active (highest) policy-set version — with the text only when it differs from
 * `knownVersion` — and the seed entities with all their ancestors (parents, transitively, at most
 * `maxDepth` hops, at most `maxRows` entities), all read live in the caller's transaction.
 */
export function gateLookup(
  tx: Tx,
  envId: string,
  knownVersion: number | null,
  seeds: readonly EntityRef[],
  maxDepth: number,
  maxRows: number,
): Promise<GateLookup> {
  return tx.one(gateLookupQuery(envId, knownVersion, seeds, maxDepth, maxRows));
}

/** `gateLookup`, queued to travel with the transaction's next statement (`deferRead`). */
export function deferGateLookup(tx: Tx, ...args: Parameters<typeof gateLookupQuery>): Promise<GateLookup> {
  return unawaited(
    deferRead(tx, gateLookupQuery(...args)).then((rows) => {
      if (rows.length !== 1) throw new Error(`the gate lookup answered ${rows.length} rows`);
      return rows[0]!;
    }),
  );
}

function gateLookupQuery(envId: string, knownVersion: number | null, seeds: readonly EntityRef[], maxDepth: number, maxRows: number) {
  return sql.type(gateLookupRow)`
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
    ),
    closure as (
      select e.entity_type, e.entity_id, e.attrs, e.parents
        from platform.policy_entities e
       where e.env_id = ${envId}
         and (e.entity_type, e.entity_id) in (select entity_type, entity_id from walk)
       limit ${maxRows}
    ),
    active as (
      select version, policies
        from platform.policy_sets
       where env_id = ${envId}
       order by version desc
       limit 1
    )
    select exists (select 1 from platform.environments where env_id = ${envId}) as environment_exists,
           (select version from active) as version,
           (select case when version = ${knownVersion ?? -1} then null else policies end from active) as policies,
           coalesce((select jsonb_agg(jsonb_build_object('type', entity_type, 'id', entity_id, 'attrs', attrs, 'parents', parents))
                       from closure), '[]'::jsonb) as entities`;
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

/** The decision record's insert, for `deferWrite`: nobody reads its result. */
export function decisionInsert(d: DecisionRecord) {
  return sql.type(unread)`
    insert into platform.policy_decisions
      (id, env_id, principal, action, resource, decision, reasons, errors, correlation_id, policy_set_version)
    values (${d.id}, ${d.envId}, ${d.principal}, ${d.action}, ${d.resource}, ${d.decision},
            ${sql.jsonb(d.reasons)}, ${sql.jsonb(d.errors)}, ${d.correlationId}, ${d.policySetVersion})`;
}
