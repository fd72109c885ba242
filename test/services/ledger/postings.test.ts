import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { format, fromDb } from '../../../src/platform/money.ts';
import { postBatch } from '../../../src/services/ledger/postings/engine.ts';
import { lockAccountsAndReadBalances, recordProcessingError } from '../../../src/services/ledger/postings/queries.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture, storeAsyncBatch, type LedgerFixture } from '../../support/ledger-fixtures.ts';

const balanceRow = z.object({ phase: z.string(), amount: z.string() });

describe('postings', () => {
  let t: TestPlatform;
  let db: Database;
  let envId: string;
  let fx: LedgerFixture;
  let token: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    base = t.service('ledger').url;
    envId = await t.newEnvironment('post');
    fx = await ledgerFixture(db, envId);
    token = await t.token({ scopes: ['vert:ledger:postings:write', 'vert:ledger:postings:read'], envId, service: 'ledger', subject: 'teller-7' });
  });
  afterAll(() => t.close());

  const post = (body: unknown, path = '/v1/postings') => call(`${base}${path}`, { method: 'POST', token, body });
  const batch = (instructions: unknown[], key = randomUUID()) => ({ idempotency_key: key, batch_id: `b-${key.slice(0, 8)}`, instructions });
  const deposit = (account: string, cash: string, amount: string, ctid: string = randomUUID()) => ({
    type: 'inbound_hard_settlement', client_transaction_id: ctid, amount, denomination: 'GBP', target_account_id: account, internal_account_id: cash,
  });
  const withdrawal = (account: string, cash: string, amount: string) => ({ ...deposit(account, cash, amount), type: 'outbound_hard_settlement' });
  const balances = async (accountId: string) =>
    Object.fromEntries(
      (await db.withTenant(envId, (tx) => tx.any(sql.type(balanceRow)`select phase, amount::text from ledger.balances where env_id = ${envId} and account_id = ${accountId} and denomination = 'GBP'`))).map((r) => [r.phase, format(fromDb(r.amount))]),
    );
  const count = (table: string, where = sql.fragment`true`) =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId} and ${where}`));

  it('locks a batch\'s accounts in the policy gate\'s round trip; a denied batch answers 403, writes nothing and holds no lock', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    const reader = await t.token({ scopes: ['vert:ledger:postings:read'], envId, service: 'ledger', subject: 'teller-8' });
    const before = { postings: await count('postings'), balances: await balances(account) };
    const denied = await call(`${base}/v1/postings`, { method: 'POST', token: reader, body: batch([deposit(account, cash, '5.00')]) });
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe('forbidden');
    expect({ postings: await count('postings'), balances: await balances(account) }).toEqual(before);
    // The prefetched FOR UPDATE lock ended with the denied transaction: the next batch on the
    // same accounts goes through at once (a held lock would time out the statement).
    const allowed = await post(batch([deposit(account, cash, '5.00')]));
    expect(allowed.status).toBe(201);
    expect(await balances(account)).toEqual({ committed: '5' });
  });

  it('posts a cash deposit: balanced legs, balances, transactions with running balance, event and audit', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    const response = await post(batch([deposit(account, cash, '250.00')]));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ status: 'accepted', violations: [], mode: 'sync' });
    expect(response.json.instructions[0].committed_postings).toEqual([
      expect.objectContaining({ account_id: account, credit: true, amount: '250', phase: 'committed' }),
      expect.objectContaining({ account_id: cash, credit: false, amount: '250', phase: 'committed' }),
    ]);
    expect(await balances(account)).toEqual({ committed: '250' });
    const second = await post(batch([deposit(account, cash, '0.10')]));
    expect(second.status).toBe(201);
    const running = await db.withTenant(envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ b: z.string() }))`select balance_after::text as b from ledger.transactions where env_id = ${envId} and account_id = ${account} order by seq`),
    );
    expect(running.map((b) => format(fromDb(b)))).toEqual(['250', '250.1']);
    const events = await count('outbox', sql.fragment`type = 'vert:ledger:posting:created' and payload->>'posting_id' = ${second.json.id}`);
    expect(events).toBe(1);
    expect(await count('audit_journal', sql.fragment`action = 'posting.accepted' and target = ${second.json.id}`)).toBe(1);
  });

  it('returns the original batch for a repeated idempotency key and 409 for a different body', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    const body = batch([deposit(account, cash, '10.00', 'dep-1')]);
    const first = await post(body);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await balances(account)).toEqual({ committed: '10' });
    const conflicting = await post({ ...body, instructions: [deposit(account, cash, '11.00', 'dep-1')] });
    expect(conflicting.status).toBe(409);
    expect(conflicting.json.code).toBe('idempotency_conflict');
  });

  it('rejects insufficient funds with a typed violation and changes no balance', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    await post(batch([deposit(account, cash, '50.00')]));
    const response = await post(batch([withdrawal(account, cash, '50.01')]));
    expect(response.status).toBe(201);
    expect(response.json.status).toBe('rejected');
    expect(response.json.violations).toEqual([expect.objectContaining({ type: 'insufficient_funds', instruction_index: 0, account_id: account })]);
    expect(response.json.instructions[0]).toMatchObject({ status: 'failed', committed_postings: [] });
    expect(await balances(account)).toEqual({ committed: '50' });
    expect(await count('outbox', sql.fragment`payload->>'posting_id' = ${response.json.id}`)).toBe(0);
  });

  it('lets an overdraft account go down to its limit and no further', async () => {
    const account = await fx.account({ overdraftLimit: '100' });
    const cash = await fx.internal('cash');
    expect((await post(batch([withdrawal(account, cash, '100.00')]))).json.status).toBe('accepted');
    expect((await post(batch([withdrawal(account, cash, '0.01')]))).json.violations[0].type).toBe('insufficient_funds');
    // A credit to an overdrawn account is always fine.
    expect((await post(batch([deposit(account, cash, '1.00')]))).json.status).toBe('accepted');
    expect(await balances(account)).toEqual({ committed: '-99' });
  });

  it('rejects closed accounts, unknown accounts and unsupported denominations; a rejected batch changes nothing', async () => {
    const cash = await fx.internal('cash');
    const closed = await fx.account({ status: 'closed' });
    expect((await post(batch([deposit(closed, cash, '1.00')]))).json.violations[0].type).toBe('account_closed');
    expect((await post(batch([deposit(randomUUID(), cash, '1.00')]))).json.violations[0].type).toBe('account_not_found');
    const account = await fx.account();
    const euro = await post(batch([{ ...deposit(account, cash, '1.00'), denomination: 'USD' }]));
    expect(euro.json.violations[0].type).toBe('unsupported_denomination');
    // The first instruction was fine, the second is not: neither is applied.
    const mixed = await post(batch([deposit(account, cash, '5.00'), withdrawal(account, cash, '6.00')]));
    expect(mixed.json.status).toBe('rejected');
    expect(mixed.json.violations[0].instruction_index).toBe(1);
    expect(await balances(account)).toEqual({});
  });

  it('runs an authorisation chain: authorise, adjust, partial and final settlement, release', async () => {
    const account = await fx.account();
    const clearing = await fx.internal('clearing');
    const cash = await fx.internal('cash');
    await post(batch([deposit(account, cash, '100.00')]));
    const auth = (type: string, ctid: string, amount: string) => ({ type, client_transaction_id: ctid, amount, denomination: 'GBP', target_account_id: account, internal_account_id: clearing });

    expect((await post(batch([auth('outbound_authorisation', 'card-1', '30.00')]))).json.status).toBe('accepted');
    expect(await balances(account)).toEqual({ committed: '100', pending_outgoing: '-30' });
    // The hold reduces what is available: 80 more cannot be authorised.
    expect((await post(batch([auth('outbound_authorisation', 'card-2', '80.00')]))).json.violations[0].type).toBe('insufficient_funds');
    expect((await post(batch([auth('outbound_authorisation', 'card-1', '1.00')]))).json.violations[0].type).toBe('duplicate_client_transaction');

    await post(batch([{ type: 'authorisation_adjustment', client_transaction_id: 'card-1', amount: '10.00' }]));
    expect(await balances(account)).toEqual({ committed: '100', pending_outgoing: '-40' });
    await post(batch([{ type: 'settlement', client_transaction_id: 'card-1', amount: '15.00' }]));
    expect(await balances(account)).toEqual({ committed: '85', pending_outgoing: '-25' });
    await post(batch([{ type: 'settlement', client_transaction_id: 'card-1', amount: '5.00', final: true }]));
    expect(await balances(account)).toEqual({ committed: '80', pending_outgoing: '0' });
    expect((await post(batch([{ type: 'release', client_transaction_id: 'card-1' }]))).json.violations[0].type).toBe('authorisation_closed');
    expect((await post(batch([{ type: 'release', client_transaction_id: 'nope' }]))).json.violations[0].type).toBe('unknown_client_transaction');

    await post(batch([auth('outbound_authorisation', 'card-3', '20.00')]));
    await post(batch([{ type: 'release', client_transaction_id: 'card-3' }]));
    expect(await balances(account)).toEqual({ committed: '80', pending_outgoing: '0' });
    // Incoming authorisation settles into committed.
    await post(batch([auth('inbound_authorisation', 'cheque-1', '12.50'), { type: 'settlement', client_transaction_id: 'cheque-1' }]));
    expect(await balances(account)).toEqual({ committed: '92.5', pending_outgoing: '0', pending_incoming: '0' });
  });

  it('transfers between customer accounts and posts balanced custom instructions', async () => {
    const [a, b] = [await fx.account(), await fx.account()];
    const cash = await fx.internal('cash');
    await post(batch([deposit(a, cash, '70.00')]));
    expect((await post(batch([{ type: 'transfer', client_transaction_id: 't-1', amount: '20.00', denomination: 'GBP', debtor_account_id: a, creditor_account_id: b }]))).json.status).toBe('accepted');
    expect(await balances(a)).toEqual({ committed: '50' });
    expect(await balances(b)).toEqual({ committed: '20' });
    const custom = await post(batch([{
      type: 'custom_instruction', client_transaction_id: 'c-1', postings: [
        { account_id: b, denomination: 'GBP', credit: false, amount: '5.00' },
        { account_id: a, denomination: 'GBP', credit: true, amount: '5.00' },
      ],
    }]));
    expect(custom.json.status).toBe('accepted');
    expect(await balances(a)).toEqual({ committed: '55' });
  });

  it('refuses an unbalanced batch with 400 before any write', async () => {
    const [a, b] = [await fx.account(), await fx.account()];
    const before = await count('postings');
    const response = await post(batch([{
      type: 'custom_instruction', client_transaction_id: 'c-2', postings: [
        { account_id: a, denomination: 'GBP', credit: true, amount: '5.00' },
        { account_id: b, denomination: 'GBP', credit: false, amount: '4.99' },
      ],
    }]));
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('unbalanced_or_invalid_batch');
    const floaty = await post(batch([{ ...deposit(a, await fx.internal('cash'), '1.00'), amount: 1 }]));
    expect(floaty.status).toBe(400);
    expect(await count('postings')).toBe(before);
  });

  it('tells a malformed instruction what is wrong with it as the type it names, and writes nothing', async () => {
    const [a, b] = [await fx.account(), await fx.account()];
    const before = await count('postings');
    const transfer = { type: 'transfer', client_transaction_id: 't-1', amount: '5.00', denomination: 'GBP', debtor_account_id: a, creditor_account_id: b };
    const issues = async (instruction: unknown) => {
      const response = await post(batch([deposit(a, await fx.internal('cash'), '1.00'), instruction]));
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('validation_failed');
      return response.json.errors;
    };
    // One issue each, about this instruction as a transfer: not what it lacks as eight other types.
    expect(await issues({ ...transfer, amount: 5 })).toEqual([{ location: 'body', pointer: '/instructions/1/amount', detail: 'must be string' }]);
    const { creditor_account_id: _creditor, ...noCreditor } = transfer;
    expect(await issues(noCreditor)).toEqual([
      { location: 'body', pointer: '/instructions/1/creditor_account_id', detail: "must have required property 'creditor_account_id'" },
    ]);
    expect(await issues({ ...transfer, type: 'tranfer' })).toEqual([{ location: 'body', pointer: '/instructions/1/type', detail: 'must be one of the types the schema lists' }]);
    for (const notAnObject of [null, 'transfer', 7, [transfer]]) {
      expect(await issues(notAnObject)).toEqual([{ location: 'body', pointer: '/instructions/1', detail: 'must be object' }]);
    }
    const { type: _type, ...untyped } = transfer;
    expect(await issues(untyped)).toEqual([
      { location: 'body', pointer: '/instructions/1/type', detail: 'is required: a string naming one of the types the schema lists' },
    ]);
    // A well-formed instruction of each shape still passes validation.
    const ok = await post(batch([deposit(a, await fx.internal('cash'), '9.00'), transfer]));
    expect(ok.status).toBe(201);
    expect(ok.json.status).toBe('accepted');
    expect(await count('postings')).toBe(before + 1);
  });

  it('leaves no partial rows and no outbox row when the transaction is interrupted', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    const key = randomUUID();
    await expect(
      db.withTenant(envId, async (tx) => {
        await postBatch(tx, envId, batch([deposit(account, cash, '9.00')], key) as never, { actor: 'test' });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await count('postings', sql.fragment`idempotency_key = ${key}`)).toBe(0);
    expect(await count('transactions', sql.fragment`account_id = ${account}`)).toBe(0);
    expect(await balances(account)).toEqual({});
    expect(await count('outbox', sql.fragment`type = 'vert:ledger:posting:created' and created_at > now() - interval '1 minute' and payload->>'batch_id' = ${`b-${key.slice(0, 8)}`}`)).toBe(0);
  });

  it('processes an asynchronous batch through its event: pending, then accepted', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    const response = await post(batch([deposit(account, cash, '33.00')]), '/v1/postings/async');
    expect(response.status).toBe(202);
    expect(response.json).toMatchObject({ status: 'pending', mode: 'async' });
    expect(response.json.instructions[0].status).toBe('pending');
    await expect.poll(async () => (await call(`${base}/v1/postings/${response.json.id}`, { token })).json.status, { timeout: 15_000 }).toBe('accepted');
    const stored = (await call(`${base}/v1/postings/${response.json.id}/instructions`, { token })).json;
    expect(stored.items[0].status).toBe('completed');
    expect(await balances(account)).toEqual({ committed: '33' });
  });

  const failures = async () => (await call(`${base}/v1/post-posting-failures`, { token })).json.items.map((i: { id: string }) => i.id);

  it('records and lists a post-posting failure', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    // An asynchronous batch whose stored instruction cannot be processed (a corrupted amount).
    const postingId = await storeAsyncBatch(db, envId, [{ ...deposit(account, cash, 'not-money'), client_transaction_id: 'broken-1' }], { requestEvent: true });
    await expect.poll(failures, { timeout: 20_000, interval: 300 }).toContain(postingId);
    const item = (await call(`${base}/v1/post-posting-failures`, { token })).json.items.find((i: { id: string }) => i.id === postingId);
    expect(item).toMatchObject({ status: 'pending', mode: 'async', processing_error: expect.any(String) });
    expect(await balances(account)).toEqual({});
  });

  it('republishes a post-posting failure, once', async () => {
    const account = await fx.account();
    const cash = await fx.internal('cash');
    // A failure as the consumer records it, with no request left in flight: the bus's own
    // redeliveries of a failing request would race a fix made before the republish.
    const postingId = await storeAsyncBatch(db, envId, [{ ...deposit(account, cash, '4.00'), client_transaction_id: 'mended-1' }], { requestEvent: false });
    await db.withTenant(envId, (tx) => recordProcessingError(tx, envId, postingId, 'Error: the ledger was unreachable'));
    expect(await failures()).toContain(postingId);
    const republished = await call(`${base}/v1/postings/${postingId}/republish`, { method: 'POST', token });
    expect(republished.status).toBe(202);
    await expect.poll(async () => (await call(`${base}/v1/postings/${postingId}`, { token })).json.status, { timeout: 20_000 }).toBe('accepted');
    expect(await balances(account)).toEqual({ committed: '4' });
    expect(await count('outbox', sql.fragment`type = 'vert:ledger:posting:republished' and payload->>'posting_id' = ${postingId}`)).toBe(1);
    // Accepted batches never regress: republishing again is a conflict.
    expect((await call(`${base}/v1/postings/${postingId}/republish`, { method: 'POST', token })).status).toBe(409);
  });

  // ADR 0011 addendum: PostgreSQL's plan cache would otherwise plan these again on every posting.
  it.runIf(!!process.env.DATABASE_URL)('locks accounts and reads balances with generic plans, never planning them again per posting', async () => {
    const plans = z.object({ statement: z.string(), generic_plans: z.coerce.number(), custom_plans: z.coerce.number() });
    const rows = await db.withTenant(envId, async (tx) => {
      for (let i = 0; i < 7; i++) await lockAccountsAndReadBalances(tx, envId, [randomUUID(), randomUUID()]);
      return tx.any(sql.type(plans)`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like ${'%from ledger.accounts%for update%'} or statement like ${'%from ledger.balances%account_id = any%'}`);
    });
    const lock = rows.find((row) => row.statement.includes('for update'));
    const balanceRead = rows.find((row) => row.statement.includes('from ledger.balances'));
    for (const statement of [lock, balanceRead]) {
      expect(statement).toBeDefined();
      expect(statement!.generic_plans).toBeGreaterThanOrEqual(7);
      expect(statement!.custom_plans).toBe(0);
    }
  });

  it('lists batches newest first', async () => {
    const page = await call(`${base}/v1/postings?limit=2`, { token });
    expect(page.status).toBe(200);
    expect(page.json.items).toHaveLength(2);
    expect(page.json.next_cursor).toBeTruthy();
    const rejected = await call(`${base}/v1/postings?status=rejected&limit=100`, { token });
    expect(rejected.json.items.every((i: { status: string }) => i.status === 'rejected')).toBe(true);
  });
});
