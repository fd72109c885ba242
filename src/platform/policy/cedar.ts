// The one place that calls Cedar (@cedar-policy/cedar-wasm): policy-set parsing and naming,
// strict validation against policies/schema.cedarschema, and the parse-once evaluator.
// Everything here is synchronous; the gate does the database work around it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cedar from '@cedar-policy/cedar-wasm/nodejs';

export const NAMESPACE = 'Vert';
/** Entity types a request principal can have; every other non-Group type is a resource type. */
export const PRINCIPAL_TYPES = ['User', 'Client', 'Service'] as const;
export const GROUP_TYPE = 'Group';

/** Bounds on tenant-authored text: the admin path, not the request path, pays for these. */
export const MAX_POLICY_TEXT_CHARS = 256 * 1024;
export const MAX_POLICIES = 1_000;

const POLICIES_DIR = fileURLToPath(new URL('../../../policies/', import.meta.url));
export const SCHEMA_PATH = `${POLICIES_DIR}schema.cedarschema`;
export const DEFAULT_POLICIES_PATH = `${POLICIES_DIR}default.cedar`;

export interface EntityRef {
  /** Unqualified type name, e.g. `User`, `Group`. */
  type: string;
  id: string;
}

export type CedarValue = cedar.CedarValueJson;

export interface CedarEntity {
  type: string;
  id: string;
  attrs: Record<string, unknown>;
  parents: EntityRef[];
}

export interface CedarRequest {
  principal: EntityRef;
  /** The OpenAPI operationId. */
  action: string;
  resource: EntityRef;
  context: Record<string, CedarValue>;
  entities: CedarEntity[];
}

export interface CedarOutcome {
  decision: 'allow' | 'deny';
  /** Ids of the determining policies (`@id` annotation, else `policyN` by position in the text). */
  reasons: string[];
  /** Parse or evaluation errors; any error makes the decision `deny` (fail closed). */
  errors: string[];
}

/** Cedar entity uid string as written in policies and stored in the decision log. */
export function uidString(ref: EntityRef): string {
  return `${NAMESPACE}::${ref.type}::${JSON.stringify(ref.id)}`;
}

const qualify = (ref: EntityRef): cedar.TypeAndId => ({ type: `${NAMESPACE}::${ref.type}`, id: ref.id });
const actionUid = (operationId: string): cedar.TypeAndId => ({ type: `${NAMESPACE}::Action`, id: operationId });

function toCedarEntity(entity: CedarEntity): cedar.EntityJson {
  return {
    uid: qualify(entity),
    attrs: entity.attrs as Record<string, CedarValue>,
    parents: entity.parents.map(qualify),
  };
}

const messagesOf = (errors: readonly cedar.DetailedError[]): string[] =>
  errors.map((e) => (e.help ? `${e.message} (${e.help})` : e.message));

export type SplitResult =
  | { ok: true; policies: Record<string, string>; actions: Set<string> }
  | { ok: false; errors: string[] };

/**
 * Splits Cedar text into individually named policies. The id is the policy's `@id("...")`
 * annotation, otherwise `policyN` with N its position in the text (Cedar's own default
 * naming), so decision reasons point at something an administrator can find.
 */
export function splitPolicies(text: string): SplitResult {
  if (text.length > MAX_POLICY_TEXT_CHARS) {
    return { ok: false, errors: [`policy text exceeds ${MAX_POLICY_TEXT_CHARS} characters`] };
  }
  const parts = cedar.policySetTextToParts(text);
  if (parts.type === 'failure') return { ok: false, errors: messagesOf(parts.errors) };
  if (parts.policy_templates.length > 0) {
    return { ok: false, errors: ['policy templates are not supported; write static policies'] };
  }
  if (parts.policies.length > MAX_POLICIES) {
    return { ok: false, errors: [`a policy set holds at most ${MAX_POLICIES} policies`] };
  }
  // policySetTextToParts returns the policies sorted by their Cedar-assigned id (policy0,
  // policy1, policy10, ...): sorting those ids the same way recovers each part's position.
  const defaultIds = parts.policies.map((_, index) => `policy${index}`).sort();
  const policies: Record<string, string> = {};
  const actions = new Set<string>();
  const errors: string[] = [];
  parts.policies.forEach((policyText, index) => {
    const json = cedar.policyToJson(policyText);
    if (json.type === 'failure') {
      errors.push(...messagesOf(json.errors));
      return;
    }
    const id = json.json.annotations?.['id'] ?? defaultIds[index]!;
    if (Object.hasOwn(policies, id)) {
      errors.push(`duplicate policy id ${JSON.stringify(id)}`);
      return;
    }
    policies[id] = policyText;
    for (const action of actionsOf(json.json.action)) actions.add(action);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, policies, actions };
}

function actionsOf(constraint: cedar.ActionConstraint): string[] {
  const ids = (uids: cedar.EntityUidJson[]) => uids.map((uid) => ('__entity' in uid ? uid.__entity.id : uid.id));
  if (constraint.op === '==') return 'entity' in constraint ? ids([constraint.entity]) : [];
  if (constraint.op === 'in') return 'entity' in constraint ? ids([constraint.entity]) : ids(constraint.entities);
  return [];
}

export interface CedarEngineOptions {
  /** Cedar schema text without actions; defaults to policies/schema.cedarschema. */
  schemaText?: string;
  /**
   * Every operationId the process serves (the operation registry). When given, policies naming
   * any other action are rejected; when absent, the actions a policy names are accepted as is.
   */
  operationIds?: Iterable<string>;
  /** Upper bound of environments whose parsed policy set is kept (least recently loaded out). */
  maxCachedEnvironments?: number;
  /** Upper bound of remembered outcomes (least recently used out); 0 evaluates every request. */
  maxRememberedOutcomes?: number;
}

export interface CedarEngine {
  readonly entityTypes: ReadonlySet<string>;
  /** Parses and strictly validates a policy set; returns the problems, empty when valid. */
  validatePolicies(text: string): string[];
  /** Checks an entity against the schema (declared type, attributes, parent types). */
  validateEntity(entity: CedarEntity): string[];
  /**
   * Decides `request` against the environment's policy set `version`. `text` may be null when the
   * caller believes the version is already parsed; the engine answers `null` if it is not.
   */
  evaluate(envId: string, version: number, text: string | null, request: CedarRequest): CedarOutcome | null;
  /** The version parsed for `envId`, if any: lets the caller skip fetching the text. */
  cachedVersion(envId: string): number | null;
}

let engineCount = 0;

export function createCedarEngine(options: CedarEngineOptions = {}): CedarEngine {
  const schemaText = options.schemaText ?? readFileSync(SCHEMA_PATH, 'utf8');
  const parsedSchema = cedar.schemaToJson(schemaText);
  if (parsedSchema.type === 'failure') {
    throw new Error(`Invalid Cedar schema: ${messagesOf(parsedSchema.errors).join('; ')}`);
  }
  const namespace = parsedSchema.json[NAMESPACE];
  if (!namespace) throw new Error(`Cedar schema must declare namespace ${NAMESPACE}`);
  const entityTypes = new Set(Object.keys(namespace.entityTypes));
  for (const type of [...PRINCIPAL_TYPES, GROUP_TYPE]) {
    if (!entityTypes.has(type)) throw new Error(`Cedar schema must declare entity type ${NAMESPACE}::${type}`);
  }
  const resourceTypes = [...entityTypes].filter(
    (type) => type !== GROUP_TYPE && !(PRINCIPAL_TYPES as readonly string[]).includes(type),
  );
  const registry = options.operationIds ? new Set(options.operationIds) : null;

  /** The schema plus one action per operation; all actions share principals, resources, context. */
  const schemaWithActions = (actionIds: Iterable<string>): cedar.SchemaJson<string> => {
    const actions: Record<string, cedar.ActionType<string>> = {};
    for (const id of actionIds) {
      actions[id] = {
        appliesTo: {
          principalTypes: [...PRINCIPAL_TYPES],
          resourceTypes,
          context: { type: 'EntityOrCommon', name: 'RequestContext' },
        },
      };
    }
    return { ...parsedSchema.json, [NAMESPACE]: { ...namespace, actions } };
  };
  const entitySchema = schemaWithActions([]);
  const registrySchema = registry ? schemaWithActions(registry) : null;

  // Parsed policy sets live in Cedar's (wasm, per-thread) cache under an id per engine and
  // environment: a new version overwrites the old one, so memory is bounded by environments.
  const engineId = `e${++engineCount}`;
  const maxCached = options.maxCachedEnvironments ?? 10_000;
  const parsedVersions = new Map<string, number>();
  const slotId = (envId: string) => `${engineId}:${envId}`;

  // Evaluation is a pure function of the policy set version and the request (principal, action,
  // resource, context, entities — all read live by the caller): an outcome is remembered under
  // exactly those inputs, so a changed entity, role or version is a different key, never a stale
  // answer. Cedar has no clock or other input of its own.
  const maxRemembered = options.maxRememberedOutcomes ?? 10_000;
  const remembered = new Map<string, CedarOutcome>();
  const remember = (key: string, outcome: CedarOutcome) => {
    remembered.set(key, outcome);
    if (remembered.size > maxRemembered) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
  };

  const load = (envId: string, version: number, text: string): string[] => {
    const split = splitPolicies(text);
    if (!split.ok) return split.errors;
    const answer = cedar.preparsePolicySet(slotId(envId), { staticPolicies: split.policies });
    if (answer.type === 'failure') return messagesOf(answer.errors);
    parsedVersions.delete(envId);
    parsedVersions.set(envId, version);
    if (parsedVersions.size > maxCached) {
      const oldest = parsedVersions.keys().next().value;
      if (oldest !== undefined) parsedVersions.delete(oldest);
    }
    return [];
  };

  return {
    entityTypes,

    validatePolicies(text) {
      const split = splitPolicies(text);
      if (!split.ok) return split.errors;
      const errors: string[] = [];
      if (registry) {
        for (const action of split.actions) {
          if (!registry.has(action)) errors.push(`unknown action ${NAMESPACE}::Action::${JSON.stringify(action)}`);
        }
        if (errors.length > 0) return errors;
      }
      // Without a registry, declare the actions the text names (plus one, so that policies with
      // an unconstrained action still type-check): entity types and attributes are still checked.
      const schema = registrySchema ?? schemaWithActions([...split.actions, '__anyOperation']);
      const answer = cedar.validate({
        schema,
        policies: { staticPolicies: split.policies },
        validationSettings: { mode: 'strict' },
      });
      if (answer.type === 'failure') return messagesOf(answer.errors);
      // The same mistake is reported once per action it was checked against; keep one copy.
      return [...new Set(answer.validationErrors.map((e) => `${e.policyId}: ${messagesOf([e.error])[0]!}`))];
    },

    validateEntity(entity) {
      if (!entityTypes.has(entity.type)) return [`unknown entity type ${entity.type}`];
      for (const parent of entity.parents) {
        if (!entityTypes.has(parent.type)) return [`unknown parent entity type ${parent.type}`];
      }
      const answer = cedar.checkParseEntities({ entities: [toCedarEntity(entity)], schema: entitySchema });
      return answer.type === 'failure' ? messagesOf(answer.errors) : [];
    },

    cachedVersion: (envId) => parsedVersions.get(envId) ?? null,

    evaluate(envId, version, text, request) {
      const call = {
        principal: qualify(request.principal),
        action: actionUid(request.action),
        resource: qualify(request.resource),
        context: request.context,
        entities: request.entities.map(toCedarEntity),
      };
      const key = maxRemembered > 0 ? `${envId}\u0000${version}\u0000${JSON.stringify(call)}` : '';
      const known = maxRemembered > 0 ? remembered.get(key) : undefined;
      if (known) {
        remembered.delete(key);
        remembered.set(key, known);
        return { decision: known.decision, reasons: [...known.reasons], errors: [...known.errors] };
      }
      if (parsedVersions.get(envId) !== version) {
        if (text === null) return null;
        const errors = load(envId, version, text);
        if (errors.length > 0) return { decision: 'deny', reasons: [], errors };
      }
      // Parse-check and call in one synchronous stretch: no other request can swap the slot between.
      const answer = cedar.statefulIsAuthorized({ ...call, preparsedPolicySetId: slotId(envId) });
      if (answer.type === 'failure') return { decision: 'deny', reasons: [], errors: messagesOf(answer.errors) };
      const { decision, diagnostics } = answer.response;
      const errors = diagnostics.errors.map((e) => `${e.policyId}: ${e.error.message}`);
      // Cedar skips a policy whose evaluation errors; a skipped forbid would fail open, so any error denies.
      const outcome: CedarOutcome = { decision: errors.length > 0 ? 'deny' : decision, reasons: diagnostics.reason, errors };
      if (maxRemembered > 0) remember(key, { decision: outcome.decision, reasons: [...outcome.reasons], errors: [...outcome.errors] });
      return outcome;
    },
  };
}
