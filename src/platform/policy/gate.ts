// The policy gate, step 5 of the request pipeline and the only authorization decision (ADR 0005).
// Per request: scope pre-filter (no database, no Cedar), then — in one statement — whether the
// environment exists, its active policy set version (the text only when the parsed copy is not
// that version) and the principal's and resource's entities with their ancestors, all read live;
// Cedar decides, and the decision is recorded with `deferWrite`: it travels with the caller's next
// statement (ADR 0011). One round trip of the caller's tenant transaction.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ApiError, Errors } from '../errors.ts';
import { deferWrite, type Database, type Tx } from '../db/pool.ts';
import type { Logger } from '../logger.ts';
import { tenantUnresolved } from '../tenancy.ts';
import {
  createCedarEngine,
  DEFAULT_POLICIES_PATH,
  uidString,
  type CedarEngine,
  type CedarEntity,
  type CedarValue,
  type EntityRef,
} from './cedar.ts';
import * as q from './queries.ts';

export type { EntityRef } from './cedar.ts';

export type PrincipalKind = 'user' | 'client' | 'service';

export interface AuthorizeInput {
  envId: string;
  principal: { kind: PrincipalKind; subject: string; clientId?: string; scopes: string[] };
  /** The OpenAPI operationId; the Cedar action `Vert::Action::"<operationId>"`. */
  operationId: string;
  /** Scopes of the operation's OpenAPI security requirement (any one of them suffices). */
  requiredScopes: string[];
  /** Defaults to the environment itself, `Vert::Environment::"<envId>"`. */
  resource?: EntityRef;
  /** Extra request context (`surface`, `method`, `path`, ...); `scopes`, `requiredScopes` and `clientId` are the gate's. */
  context?: Record<string, string | boolean | number>;
  correlationId?: string;
  /** Check in the same statement that the environment is registered; throws 4xx `tenant_unresolved` when not. */
  requireEnvironment?: boolean;
  /** The lookup `lookahead` queued earlier in this transaction for the same environment and principal. */
  lookahead?: GateLookahead;
}

/** A decision's lookup queued ahead of time (see `PolicyGate.lookahead`). */
export interface GateLookahead {
  readonly envId: string;
  readonly principal: string;
  readonly resource: string;
  /** Settles once the statement it travelled with answered. */
  readonly lookup: Promise<q.GateLookup>;
}

export interface Decision {
  allowed: boolean;
  /** Id of the recorded row in platform.policy_decisions. */
  decisionId: string;
  /** Determining policy ids, or the gate's reason code (`scope_prefilter`, `no_policy_set`, `evaluation_error`). */
  reasons: string[];
}

export interface EntityInput {
  /** Unqualified entity type: User, Client, Service, Group, Environment, ... */
  type: string;
  id: string;
  attrs?: Record<string, unknown>;
  parents?: EntityRef[];
}

export interface PolicyGateOptions {
  db: Database;
  logger?: Logger;
  /** Cedar text seeded as version 1 of each environment; defaults to policies/default.cedar. */
  defaultPolicies?: string;
  /** Every operationId served (the operation registry): policies naming others are rejected. */
  operationIds?: Iterable<string>;
  /** Cedar schema text (without actions); defaults to policies/schema.cedarschema. */
  schemaText?: string;
}

export interface PolicyGate {
  /** `authorize` answers `requireEnvironment` itself (the pipeline skips its own check). */
  readonly checksEnvironment: true;
  authorize(tx: Tx, input: AuthorizeInput): Promise<Decision>;
  /**
   * Queues the lookup of a decision (`deferRead`): it travels with the transaction's next
   * statement — say, an operation guard's own read — and `authorize` given it as `lookahead`
   * sends no statement of its own. Everything is still read live, in the same transaction.
   */
  lookahead(tx: Tx, input: Pick<AuthorizeInput, 'envId' | 'principal' | 'resource'>): GateLookahead;
  /** `authorize` in its own committed tenant transaction, so a deny is recorded even when the request then fails. */
  authorizeCommitted(input: AuthorizeInput): Promise<Decision>;
  /** Inserts the default policy set as version 1 unless the environment has a set; true when inserted. */
  seedEnvironment(tx: Tx, envId: string): Promise<boolean>;
  /** Validates and appends a new version, active from the next request. Throws ApiError 400 `invalid_policy`. */
  putPolicySet(tx: Tx, envId: string, policiesText: string, actor: string): Promise<{ version: number }>;
  /** Creates or replaces an entity (its attributes and parents). Throws ApiError 400 `invalid_entity`. */
  putEntity(tx: Tx, envId: string, entity: EntityInput): Promise<void>;
  deleteEntity(tx: Tx, envId: string, ref: EntityRef): Promise<boolean>;
  /** The active policy set (admin page `policy-sets`). */
  activePolicySet(tx: Tx, envId: string): Promise<q.PolicySetRow | null>;
}

/** Reason codes of decisions the gate takes without a Cedar verdict. */
export const GateReason = {
  scopePrefilter: 'scope_prefilter',
  noPolicySet: 'no_policy_set',
  evaluationError: 'evaluation_error',
} as const;

const PRINCIPAL_TYPE: Record<PrincipalKind, string> = { user: 'User', client: 'Client', service: 'Service' };

/** The Cedar principal and resource of a decision (the resource defaults to the environment). */
function refsOf(input: Pick<AuthorizeInput, 'envId' | 'principal' | 'resource'>): { principalRef: EntityRef; resourceRef: EntityRef } {
  return {
    principalRef: { type: PRINCIPAL_TYPE[input.principal.kind], id: input.principal.subject },
    resourceRef: input.resource ?? { type: 'Environment', id: input.envId },
  };
}
/** Group nesting followed when resolving roles. */
const MAX_ANCESTOR_DEPTH = 8;
/** Entities loaded per request (principal, resource and their ancestors). */
const MAX_ENTITIES = 256;
const MAX_SCOPES = 100;
const MAX_CONTEXT_KEYS = 32;
const MAX_ENTITY_ATTRS_CHARS = 16 * 1024;
const MAX_ENTITY_PARENTS = 64;
const GATE_CONTEXT_KEYS = new Set(['scopes', 'requiredScopes', 'clientId']);

/** Cedar's messages as the problem shape's validation issues (all about the request body). */
const asIssues = (errors: string[]) => errors.slice(0, 50).map((detail) => ({ location: 'body' as const, detail: detail.slice(0, 512) }));

const invalidPolicy = (errors: string[]) =>
  new ApiError({
    status: 400,
    code: 'invalid_policy',
    title: 'Invalid policy',
    detail: `The policy set was rejected: ${errors[0] ?? 'invalid'}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
    fdxCode: '400',
    extensions: { errors: asIssues(errors) },
  });

const invalidEntity = (errors: string[]) =>
  new ApiError({
    status: 400,
    code: 'invalid_entity',
    title: 'Invalid entity',
    detail: `The entity was rejected: ${errors[0] ?? 'invalid'}`,
    fdxCode: '400',
    extensions: { errors: asIssues(errors) },
  });

export function createPolicyGate(options: PolicyGateOptions): PolicyGate {
  const { db, logger } = options;
  const engine: CedarEngine = createCedarEngine({
    ...(options.schemaText !== undefined ? { schemaText: options.schemaText } : {}),
    ...(options.operationIds !== undefined ? { operationIds: options.operationIds } : {}),
  });
  const defaultPolicies = options.defaultPolicies ?? readFileSync(DEFAULT_POLICIES_PATH, 'utf8');
  // A broken default set would deny every request of every new environment: refuse to start.
  // It is only parse-checked: its actions are generic, and the schema check applies on put.
  const defaultErrors = engine.validatePolicies(defaultPolicies);
  if (defaultErrors.length > 0) throw new Error(`Default policy set is invalid: ${defaultErrors.join('; ')}`);

  const authorize = async (tx: Tx, input: AuthorizeInput): Promise<Decision> => {
    assertInput(input);
    const { envId, principal } = input;
    const { principalRef, resourceRef } = refsOf(input);
    const decisionId = randomUUID();

    const record = async (
      allowed: boolean,
      reasons: string[],
      errors: string[],
      policySetVersion: number | null,
    ): Promise<Decision> => {
      await deferWrite(tx, q.decisionInsert({
        id: decisionId,
        envId,
        principal: uidString(principalRef),
        action: input.operationId,
        resource: uidString(resourceRef),
        decision: allowed ? 'allow' : 'deny',
        reasons,
        errors,
        correlationId: input.correlationId ?? null,
        policySetVersion,
      }));
      logger?.debug(
        { decisionId, envId, operationId: input.operationId, principal: principalRef, allowed, reasons },
        'policy decision',
      );
      return { allowed, decisionId, reasons };
    };

    // Pre-filter: a token with none of the operation's scopes cannot be allowed by the default
    // set, so reject without evaluating policies. Not the decision when it passes.
    const tokenScopes = new Set(principal.scopes);
    const prefiltered = !input.requiredScopes.some((scope) => tokenScopes.has(scope));
    if (prefiltered && !input.requireEnvironment) return record(false, [GateReason.scopePrefilter], [], null);

    const ahead = input.lookahead;
    if (ahead && (ahead.envId !== envId || ahead.principal !== uidString(principalRef) || ahead.resource !== uidString(resourceRef))) {
      throw new Error('the lookahead was queued for another decision');
    }
    const lookup = ahead
      ? await ahead.lookup
      : await q.gateLookup(tx, envId, engine.cachedVersion(envId), [principalRef, resourceRef], MAX_ANCESTOR_DEPTH, MAX_ENTITIES);
    if (input.requireEnvironment && !lookup.environment_exists) throw tenantUnresolved(`Unknown environment ${envId}`);
    if (prefiltered) return record(false, [GateReason.scopePrefilter], [], null);
    if (lookup.version === null) return record(false, [GateReason.noPolicySet], [], null);
    const active = { version: lookup.version, policies: lookup.policies };

    const entities = withSeeds(lookup.entities, principalRef, resourceRef);
    const request = {
      principal: principalRef,
      action: input.operationId,
      resource: resourceRef,
      context: buildContext(input),
      entities,
    };
    let outcome = engine.evaluate(envId, active.version, active.policies, request);
    if (outcome === null) {
      // Another request re-parsed a different version in between (two versions in flight
      // across transactions): fetch this transaction's text once more.
      const row = await q.policySetVersion(tx, envId, active.version);
      outcome = row ? engine.evaluate(envId, active.version, row.policies, request) : null;
    }
    if (outcome === null) {
      return record(false, [GateReason.evaluationError], ['policy set text unavailable'], active.version);
    }
    if (outcome.errors.length > 0) {
      logger?.warn({ envId, operationId: input.operationId, version: active.version, errors: outcome.errors }, 'policy evaluation errors; denied');
      return record(false, [GateReason.evaluationError, ...outcome.reasons], outcome.errors, active.version);
    }
    return record(outcome.decision === 'allow', outcome.reasons, [], active.version);
  };

  return {
    checksEnvironment: true,

    authorize,

    lookahead(tx, input) {
      const { principalRef, resourceRef } = refsOf(input);
      return {
        envId: input.envId,
        principal: uidString(principalRef),
        resource: uidString(resourceRef),
        lookup: q.deferGateLookup(tx, input.envId, engine.cachedVersion(input.envId), [principalRef, resourceRef], MAX_ANCESTOR_DEPTH, MAX_ENTITIES),
      };
    },

    authorizeCommitted: (input) => db.withTenant(input.envId, (tx) => authorize(tx, input)),

    async seedEnvironment(tx, envId) {
      const inserted = await q.insertPolicySet(tx, {
        id: randomUUID(),
        envId,
        policies: defaultPolicies,
        createdBy: 'system:seed',
        onlyIfEmpty: true,
      });
      return inserted !== null;
    },

    async putPolicySet(tx, envId, policiesText, actor) {
      const errors = engine.validatePolicies(policiesText);
      if (errors.length > 0) throw invalidPolicy(errors);
      const inserted = await q.insertPolicySet(tx, {
        id: randomUUID(),
        envId,
        policies: policiesText,
        createdBy: actor,
        onlyIfEmpty: false,
      });
      if (!inserted) throw Errors.conflict('policy_set_conflict', 'Another policy set version was written concurrently; retry');
      logger?.info({ envId, version: inserted.version, actor }, 'policy set version appended');
      return inserted;
    },

    async putEntity(tx, envId, input) {
      const entity: CedarEntity = {
        type: input.type,
        id: input.id,
        attrs: input.attrs ?? {},
        parents: input.parents ?? [],
      };
      const errors: string[] = [];
      if (entity.id.length === 0 || entity.id.length > 256) errors.push('entity id must be 1 to 256 characters');
      if (entity.parents.length > MAX_ENTITY_PARENTS) errors.push(`an entity has at most ${MAX_ENTITY_PARENTS} parents`);
      if (JSON.stringify(entity.attrs).length > MAX_ENTITY_ATTRS_CHARS) errors.push('entity attributes are too large');
      if (errors.length === 0) errors.push(...engine.validateEntity(entity));
      if (errors.length > 0) throw invalidEntity(errors);
      await q.upsertEntity(tx, envId, entity);
    },

    deleteEntity: (tx, envId, ref) => q.deleteEntity(tx, envId, ref),

    activePolicySet: (tx, envId) => q.latestPolicySet(tx, envId),
  };
}

function withSeeds(stored: CedarEntity[], principal: EntityRef, resource: EntityRef): CedarEntity[] {
  // Principal and resource always exist for Cedar, with no attributes or roles when not stored.
  for (const ref of [principal, resource]) {
    if (!stored.some((e) => e.type === ref.type && e.id === ref.id)) {
      stored.push({ type: ref.type, id: ref.id, attrs: {}, parents: [] });
    }
  }
  return stored;
}

function buildContext(input: AuthorizeInput): Record<string, CedarValue> {
  const context: Record<string, CedarValue> = { surface: '', method: '', path: '' };
  for (const [key, value] of Object.entries(input.context ?? {})) {
    if (!GATE_CONTEXT_KEYS.has(key)) context[key] = value;
  }
  context['scopes'] = [...new Set(input.principal.scopes)];
  context['requiredScopes'] = [...new Set(input.requiredScopes)];
  if (input.principal.clientId !== undefined) context['clientId'] = input.principal.clientId;
  return context;
}

function assertInput(input: AuthorizeInput): void {
  // Programming errors of the caller, not client errors: the pipeline builds this input.
  if (!PRINCIPAL_TYPE[input.principal.kind]) throw new Error(`Unknown principal kind ${String(input.principal.kind)}`);
  if (input.principal.subject.length === 0) throw new Error('Principal subject is empty');
  if (input.operationId.length === 0) throw new Error('operationId is empty');
  if (input.principal.scopes.length > MAX_SCOPES || input.requiredScopes.length > MAX_SCOPES) {
    throw new Error(`At most ${MAX_SCOPES} scopes per token and per operation`);
  }
  if (Object.keys(input.context ?? {}).length > MAX_CONTEXT_KEYS) throw new Error(`At most ${MAX_CONTEXT_KEYS} context keys`);
}
