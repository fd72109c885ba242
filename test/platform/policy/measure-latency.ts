// Latency of the policy decision, for ADR 0005. Run: npx tsx test/platform/policy/measure-latency.ts
// 1) Cedar isAuthorized, policy text passed (and parsed) on every call;
// 2) Cedar statefulIsAuthorized on the preparsed set, as the gate calls it;
// 3) gate.authorize end to end on embedded PGlite (3 statements in a tenant transaction).
import { readFileSync } from 'node:fs';
import * as cedar from '@cedar-policy/cedar-wasm/nodejs';
import { startEmbeddedPostgres } from '../../../src/platform/db/embedded.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createDatabase } from '../../../src/platform/db/pool.ts';
import { DEFAULT_POLICIES_PATH } from '../../../src/platform/policy/cedar.ts';
import { createPolicyGate } from '../../../src/platform/policy/gate.ts';

const CALLS = 1_000;
const WARMUP = 50;
const defaultPolicies = readFileSync(DEFAULT_POLICIES_PATH, 'utf8');
// The default set plus 20 tenant rules, a realistic small environment.
const tenantRules = Array.from(
  { length: 20 },
  (_, i) => `@id("tenant-${i}")\nforbid (principal == Vert::User::"blocked-${i}", action == Vert::Action::"op${i}", resource);`,
).join('\n');
const policies = `${defaultPolicies}\n${tenantRules}`;

const call: Omit<cedar.AuthorizationCall, 'policies'> = {
  principal: { type: 'Vert::User', id: 'alice' },
  action: { type: 'Vert::Action', id: 'getAccount' },
  resource: { type: 'Vert::Environment', id: 'bench' },
  context: {
    scopes: ['vert:ledger:accounts:read', 'openid'],
    requiredScopes: ['vert:ledger:accounts:read'],
    surface: 'problem',
    method: 'GET',
    path: '/v1/accounts/{id}',
  },
  entities: [
    { uid: { type: 'Vert::User', id: 'alice' }, attrs: { email: 'alice@bank.test' }, parents: [{ type: 'Vert::Group', id: 'tellers' }] },
    { uid: { type: 'Vert::Group', id: 'tellers' }, attrs: {}, parents: [{ type: 'Vert::Group', id: 'staff' }] },
  ],
};

function summarize(label: string, samplesMs: number[]): void {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  process.stdout.write(`${label.padEnd(46)} n=${sorted.length} mean=${us(mean)} p50=${us(at(0.5))} p99=${us(at(0.99))}\n`);
}

function measureSync(label: string, fn: () => void): void {
  for (let i = 0; i < WARMUP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    fn();
    samples.push(performance.now() - started);
  }
  summarize(label, samples);
}

measureSync('cedar isAuthorized (text parsed per call)', () => {
  const answer = cedar.isAuthorized({ ...call, policies: { staticPolicies: policies } });
  if (answer.type !== 'success' || answer.response.decision !== 'allow') throw new Error('unexpected answer');
});

const preparsed = cedar.preparsePolicySet('bench', { staticPolicies: policies });
if (preparsed.type !== 'success') throw new Error('preparse failed');
measureSync('cedar statefulIsAuthorized (preparsed set)', () => {
  const answer = cedar.statefulIsAuthorized({ ...call, preparsedPolicySetId: 'bench' });
  if (answer.type !== 'success' || answer.response.decision !== 'allow') throw new Error('unexpected answer');
});

const pg = await startEmbeddedPostgres('memory://', 4);
try {
  await migrate(pg.url);
  const db = await createDatabase({ url: pg.url, poolSize: 3 });
  const gate = createPolicyGate({ db });
  const envId = 'bench';
  await db.withTenant(envId, async (tx) => {
    await gate.seedEnvironment(tx, envId);
    await gate.putPolicySet(tx, envId, `${defaultPolicies}\n${tenantRules.replaceAll(/"op\d+"/g, '"getAccount"')}`, 'bench');
    await gate.putEntity(tx, envId, { type: 'User', id: 'alice', parents: [{ type: 'Group', id: 'tellers' }] });
    await gate.putEntity(tx, envId, { type: 'Group', id: 'tellers', parents: [{ type: 'Group', id: 'staff' }] });
  });
  const input = {
    envId,
    principal: { kind: 'user' as const, subject: 'alice', scopes: ['vert:ledger:accounts:read'] },
    operationId: 'getAccount',
    requiredScopes: ['vert:ledger:accounts:read'],
  };
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const started = performance.now();
    const decision = await gate.authorizeCommitted(input);
    if (!decision.allowed) throw new Error('unexpected deny');
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  summarize('gate.authorizeCommitted on embedded PGlite', samples);
  await db.end();
} finally {
  await pg.stop();
}
