// The policy gate against real (embedded) PostgreSQL with forced row-level security: scope
// pre-filter, default and tenant policies, live roles, environment isolation, decision log.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../src/platform/db/embedded.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createDatabase, sql, type Database } from '../../../src/platform/db/pool.ts';
import { isApiError } from '../../../src/platform/errors.ts';
import { DEFAULT_POLICIES_PATH } from '../../../src/platform/policy/cedar.ts';
import { createPolicyGate, type AuthorizeInput, type PolicyGate } from '../../../src/platform/policy/gate.ts';

const READ = 'vert:ledger:accounts:read';
const WRITE = 'vert:ledger:accounts:write';
const INTERNAL = 'platform:internal';
const DEFAULT_POLICIES = readFileSync(DEFAULT_POLICIES_PATH, 'utf8');

let pg: EmbeddedPostgres;
let db: Database;
let gate: PolicyGate;
let envCounter = 0;

beforeAll(async () => {
  pg = await startEmbeddedPostgres('memory://', 4);
  await migrate(pg.url);
  db = await createDatabase({ url: pg.url, poolSize: 3 });
  gate = createPolicyGate({ db });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await pg?.stop();
});

/** A fresh environment per test, so tests never see each other's policies or entities. */
async function newEnv(options: { seed: boolean } = { seed: true }): Promise<string> {
  const envId = `env-${++envCounter}`;
  if (options.seed) await db.withTenant(envId, (tx) => gate.seedEnvironment(tx, envId));
  return envId;
}

function user(subject: string, scopes: string[], clientId?: string): AuthorizeInput['principal'] {
  return { kind: 'user', subject, scopes, ...(clientId ? { clientId } : {}) };
}

function authorize(
  envId: string,
  principal: AuthorizeInput['principal'],
  operationId: string,
  requiredScopes: string[],
  extra: Partial<AuthorizeInput> = {},
) {
  return db.withTenant(envId, (tx) => gate.authorize(tx, { envId, principal, operationId, requiredScopes, ...extra }));
}

const putPolicies = (envId: string, text: string, g: PolicyGate = gate) =>
  db.withTenant(envId, (tx) => g.putPolicySet(tx, envId, text, 'admin@test'));

const decisionRow = z.object({
  env_id: z.string(),
  principal: z.string(),
  action: z.string(),
  resource: z.string(),
  decision: z.enum(['allow', 'deny']),
  reasons: z.array(z.string()),
  errors: z.array(z.string()),
  correlation_id: z.string().nullable(),
  policy_set_version: z.number().nullable(),
  decided_at: z.string(),
});

const readDecision = (envId: string, id: string) =>
  db.withTenant(envId, (tx) =>
    tx.maybeOne(sql.type(decisionRow)`
      select env_id, principal, action, resource, decision, reasons, errors, correlation_id, policy_set_version, decided_at
        from platform.policy_decisions where env_id = ${envId} and id = ${id}`),
  );

async function expectInvalidPolicy(promise: Promise<unknown>, messagePart: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(error), `expected ApiError, got ${String(error)}`).toBe(true);
  if (!isApiError(error)) return;
  expect(error.status).toBe(400);
  expect(error.code).toBe('invalid_policy');
  expect((error.extensions['errors'] as Array<{ location: string; detail: string }>).map((i) => i.detail).join('\n')).toMatch(messagePart);
}

describe('policy gate', () => {
  it('allows a user whose token carries a required scope under the default policy set', async () => {
    const env = await newEnv();
    const decision = await authorize(env, user('alice', [READ]), 'getAccount', [READ, 'vert:ledger:admin']);
    expect(decision.allowed).toBe(true);
    expect(decision.reasons).toEqual(['default-permit-scoped']);
  });

  it('denies by the scope pre-filter before consulting any policy set', async () => {
    const env = await newEnv();
    const denied = await authorize(env, user('alice', [WRITE]), 'getAccount', [READ]);
    expect(denied).toMatchObject({ allowed: false, reasons: ['scope_prefilter'] });
    const row = await readDecision(env, denied.decisionId);
    expect(row).toMatchObject({ decision: 'deny', reasons: ['scope_prefilter'], policy_set_version: null });
    // An operation that lists no scopes can never pass the pre-filter (fail closed).
    expect((await authorize(env, user('alice', [READ]), 'getAccount', [])).allowed).toBe(false);
  });

  it('checks in its one lookup that the environment is registered when asked, recording nothing for an unknown one', async () => {
    const env = await newEnv();
    const refused = (principal: AuthorizeInput['principal']) =>
      authorize(env, principal, 'getAccount', [READ], { requireEnvironment: true }).then(() => null, (e: unknown) => e);
    for (const principal of [user('alice', [READ]), user('alice', [WRITE])]) {
      const error = await refused(principal);
      expect(isApiError(error) && { status: error.status, code: error.code }).toEqual({ status: 403, code: 'tenant_unresolved' });
    }
    const recorded = () =>
      db.withTenant(env, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from platform.policy_decisions where env_id = ${env}`));
    expect(await recorded()).toBe(0);

    await db.withTenant(env, (tx) => tx.query(sql.unsafe`insert into platform.environments (env_id, display_name) values (${env}, 'Gate test')`));
    const allowed = await authorize(env, user('alice', [READ]), 'getAccount', [READ], { requireEnvironment: true });
    expect(allowed).toMatchObject({ allowed: true, reasons: ['default-permit-scoped'] });
    const prefiltered = await authorize(env, user('alice', [WRITE]), 'getAccount', [READ], { requireEnvironment: true });
    expect(prefiltered).toMatchObject({ allowed: false, reasons: ['scope_prefilter'] });
    // Both decisions were recorded (the record travels with the transaction's next statement or its COMMIT).
    expect(await readDecision(env, allowed.decisionId)).toMatchObject({ decision: 'allow', policy_set_version: 1 });
    expect(await readDecision(env, prefiltered.decisionId)).toMatchObject({ decision: 'deny', reasons: ['scope_prefilter'] });
    expect(await recorded()).toBe(2);
  });

  it('lets a tenant forbid one user an operation on the next request; others stay allowed', async () => {
    const env = await newEnv();
    // Parsed and cached as version 1 before the change.
    expect((await authorize(env, user('mallory', [READ]), 'getAccount', [READ])).allowed).toBe(true);

    const { version } = await putPolicies(
      env,
      `${DEFAULT_POLICIES}
@id("no-accounts-for-mallory")
forbid (principal == Vert::User::"mallory", action == Vert::Action::"getAccount", resource);`,
    );
    expect(version).toBe(2);

    const mallory = await authorize(env, user('mallory', [READ]), 'getAccount', [READ]);
    expect(mallory).toMatchObject({ allowed: false, reasons: ['no-accounts-for-mallory'] });
    const bob = await authorize(env, user('bob', [READ]), 'getAccount', [READ]);
    expect(bob.allowed).toBe(true);
    const otherOperation = await authorize(env, user('mallory', [READ]), 'listAccounts', [READ]);
    expect(otherOperation.allowed).toBe(true);
    expect((await readDecision(env, mallory.decisionId))?.policy_set_version).toBe(2);
  });

  it('resolves roles live: joining Group "suspended" denies the very next call, leaving it allows again', async () => {
    const env = await newEnv();
    const call = (subject: string) => authorize(env, user(subject, [READ]), 'getAccount', [READ]);
    expect((await call('carol')).allowed).toBe(true);

    await db.withTenant(env, (tx) =>
      gate.putEntity(tx, env, { type: 'User', id: 'carol', parents: [{ type: 'Group', id: 'suspended' }] }),
    );
    expect(await call('carol')).toMatchObject({ allowed: false, reasons: ['default-forbid-suspended'] });

    // Through a nested group as well.
    await db.withTenant(env, async (tx) => {
      await gate.putEntity(tx, env, { type: 'User', id: 'dave', parents: [{ type: 'Group', id: 'contractors' }] });
      await gate.putEntity(tx, env, { type: 'Group', id: 'contractors', parents: [{ type: 'Group', id: 'suspended' }] });
    });
    expect((await call('dave')).allowed).toBe(false);

    await db.withTenant(env, (tx) => gate.putEntity(tx, env, { type: 'User', id: 'carol', attrs: { email: 'carol@bank.test' } }));
    expect((await call('carol')).allowed).toBe(true);
    expect((await call('erin')).allowed).toBe(true);
  });

  it('isolates environments: a forbid in A does not reach B; an environment without a policy set denies', async () => {
    const envA = await newEnv();
    const envB = await newEnv();
    const envC = await newEnv({ seed: false });
    // Same version number in both environments, different text: the parse cache must not mix them.
    await putPolicies(envA, `${DEFAULT_POLICIES}\nforbid (principal == Vert::User::"mallory", action, resource);`);
    await putPolicies(envB, `${DEFAULT_POLICIES}\nforbid (principal == Vert::User::"oscar", action, resource);`);
    await db.withTenant(envA, (tx) =>
      gate.putEntity(tx, envA, { type: 'User', id: 'trent', parents: [{ type: 'Group', id: 'suspended' }] }),
    );

    expect((await authorize(envA, user('mallory', [READ]), 'getAccount', [READ])).allowed).toBe(false);
    expect((await authorize(envB, user('mallory', [READ]), 'getAccount', [READ])).allowed).toBe(true);
    expect((await authorize(envA, user('oscar', [READ]), 'getAccount', [READ])).allowed).toBe(true);
    expect((await authorize(envB, user('oscar', [READ]), 'getAccount', [READ])).allowed).toBe(false);
    expect((await authorize(envA, user('trent', [READ]), 'getAccount', [READ])).allowed).toBe(false);
    expect((await authorize(envB, user('trent', [READ]), 'getAccount', [READ])).allowed).toBe(true);

    const none = await authorize(envC, user('alice', [READ]), 'getAccount', [READ]);
    expect(none).toMatchObject({ allowed: false, reasons: ['no_policy_set'] });

    // Row-level security: env B's transaction sees none of env A's policy data or decisions.
    const counts = await db.withTenant(envB, (tx) =>
      tx.one(sql.type(z.object({ sets: z.string(), entities: z.string(), decisions: z.string() }))`
        select (select count(*) from platform.policy_sets where env_id = ${envA}) as sets,
               (select count(*) from platform.policy_entities where env_id = ${envA}) as entities,
               (select count(*) from platform.policy_decisions where env_id = ${envA}) as decisions`),
    );
    expect(counts).toEqual({ sets: '0', entities: '0', decisions: '0' });
  });

  it('records every decision with the determining policy ids, version and correlation id', async () => {
    const env = await newEnv();
    const allowed = await authorize(env, user('alice', [READ], 'teller-app'), 'getAccount', [READ], {
      correlationId: 'corr-123',
      resource: { type: 'Environment', id: env },
    });
    const row = await readDecision(env, allowed.decisionId);
    expect(row).toMatchObject({
      env_id: env,
      principal: 'Vert::User::"alice"',
      action: 'getAccount',
      resource: `Vert::Environment::"${env}"`,
      decision: 'allow',
      reasons: ['default-permit-scoped'],
      errors: [],
      correlation_id: 'corr-123',
      policy_set_version: 1,
    });

    // Unannotated policies are named policyN by their position in the text.
    await putPolicies(env, `${DEFAULT_POLICIES}\nforbid (principal, action, resource) when { context has clientId && context.clientId == "rogue-app" };`);
    const viaRogueApp = await authorize(env, user('alice', [READ], 'rogue-app'), 'getAccount', [READ]);
    expect(viaRogueApp).toMatchObject({ allowed: false, reasons: ['policy3'] });
    expect(await readDecision(env, viaRogueApp.decisionId)).toMatchObject({ decision: 'deny', reasons: ['policy3'], policy_set_version: 2 });
    expect((await authorize(env, user('alice', [READ], 'teller-app'), 'getAccount', [READ])).allowed).toBe(true);
  });

  it('rejects invalid Cedar text and leaves the active version unchanged', async () => {
    const env = await newEnv();
    await expectInvalidPolicy(putPolicies(env, 'permit (principal, action, resource'), /unexpected end of input/);
    // Schema-checked: a misspelt entity type or context attribute would silently never match.
    await expectInvalidPolicy(putPolicies(env, 'forbid (principal == Vert::Usr::"mallory", action, resource);'), /Vert::Usr/);
    await expectInvalidPolicy(putPolicies(env, 'permit (principal, action, resource) when { context.scope.contains("x") };'), /scope/);
    await expectInvalidPolicy(
      putPolicies(env, '@id("a")\npermit (principal, action, resource);\n@id("a")\nforbid (principal, action, resource);'),
      /duplicate policy id "a"/,
    );
    const active = await db.withTenant(env, (tx) => gate.activePolicySet(tx, env));
    expect(active?.version).toBe(1);
  });

  it('rejects actions missing from the operation registry when the gate is given one', async () => {
    const env = await newEnv();
    const strictGate = createPolicyGate({ db, operationIds: ['getAccount', 'listAccounts'] });
    await expectInvalidPolicy(
      putPolicies(env, 'forbid (principal, action == Vert::Action::"getAcount", resource);', strictGate),
      /unknown action Vert::Action::"getAcount"/,
    );
    const { version } = await putPolicies(env, 'forbid (principal, action == Vert::Action::"getAccount", resource);', strictGate);
    expect(version).toBe(2);
  });

  it('allows a machine-to-machine Service on an internal operation and denies it on a public one', async () => {
    const env = await newEnv();
    const service = { kind: 'service' as const, subject: 'payments-worker', scopes: [INTERNAL, READ] };
    const internal = await authorize(env, service, 'postInternalStep', [INTERNAL]);
    expect(internal).toMatchObject({ allowed: true, reasons: ['default-permit-scoped'] });
    // The token passes the pre-filter (it carries READ), so this is the policy's decision.
    const publicOperation = await authorize(env, service, 'getAccount', [READ]);
    expect(publicOperation).toMatchObject({ allowed: false, reasons: ['default-forbid-service-outside-internal'] });
    // A user holding the internal scope is not excluded by the Service rule.
    expect((await authorize(env, user('ops', [INTERNAL]), 'postInternalStep', [INTERNAL])).allowed).toBe(true);
  });

  it('fails closed on policy evaluation errors and on stored text that no longer parses', async () => {
    const env = await newEnv();
    // Written behind the gate's back (as after an engine upgrade): a forbid that errors for
    // users without an email would be skipped by Cedar, i.e. fail open; the gate denies instead.
    const insert = (version: number, text: string) =>
      db.withTenant(env, (tx) =>
        tx.query(sql.unsafe`insert into platform.policy_sets (id, env_id, version, policies, created_by)
                             values (gen_random_uuid(), ${env}, ${version}, ${text}, 'test')`),
      );
    await insert(2, `${DEFAULT_POLICIES}\n@id("bank-staff-only")\nforbid (principal, action, resource) unless { principal.email like "*@bank.test" };`);
    const errored = await authorize(env, user('frank', [READ]), 'getAccount', [READ]);
    expect(errored.allowed).toBe(false);
    expect(errored.reasons[0]).toBe('evaluation_error');
    expect((await readDecision(env, errored.decisionId))?.errors.join()).toMatch(/bank-staff-only/);

    await db.withTenant(env, (tx) => gate.putEntity(tx, env, { type: 'User', id: 'grace', attrs: { email: 'grace@bank.test' } }));
    expect((await authorize(env, user('grace', [READ]), 'getAccount', [READ])).allowed).toBe(true);

    await insert(3, 'permit (principal, action, resource');
    const unparsable = await authorize(env, user('grace', [READ]), 'getAccount', [READ]);
    expect(unparsable).toMatchObject({ allowed: false, reasons: ['evaluation_error'] });
  });

  it('seeds an environment once and validates entities against the schema', async () => {
    const env = await newEnv();
    expect(await db.withTenant(env, (tx) => gate.seedEnvironment(tx, env))).toBe(false);
    expect((await db.withTenant(env, (tx) => gate.activePolicySet(tx, env)))?.version).toBe(1);

    const rejected = await db
      .withTenant(env, (tx) => gate.putEntity(tx, env, { type: 'User', id: 'x', attrs: { undeclared: 'y' } }))
      .then(() => null, (e: unknown) => e);
    expect(isApiError(rejected) && rejected.code).toBe('invalid_entity');
    const unknownType = await db
      .withTenant(env, (tx) => gate.putEntity(tx, env, { type: 'Robot', id: 'x' }))
      .then(() => null, (e: unknown) => e);
    expect(isApiError(unknownType) && unknownType.code).toBe('invalid_entity');
  });
});
