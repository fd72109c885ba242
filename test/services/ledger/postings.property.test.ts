// Property-based tests of the posting engine (fast-check): over random batches, the ledger
// nets to zero per denomination and phase, no account without overdraft goes negative,
// replays are idempotent and rejected batches change nothing.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { fromDb, money, sum, ZERO } from '../../../src/platform/money.ts';
import { postBatch } from '../../../src/services/ledger/postings/engine.ts';
import type { AccountState, InstructionRequest, PostingBatchRequest } from '../../../src/services/ledger/postings/model.ts';
import { signedDelta } from '../../../src/services/ledger/postings/model.ts';
import { simulate } from '../../../src/services/ledger/postings/simulate.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { ledgerFixture } from '../../support/ledger-fixtures.ts';

const amountArb = fc.integer({ min: 1, max: 50_000 }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

/** Instructions over a fixed set of customer accounts, internal accounts and chain ids. */
function instructionArb(customers: string[], internals: string[], chains: string[]): fc.Arbitrary<InstructionRequest> {
  const customer = fc.constantFrom(...customers);
  const internal = fc.constantFrom(...internals);
  const chain = fc.constantFrom(...chains);
  const pair = (type: 'inbound_hard_settlement' | 'outbound_hard_settlement' | 'inbound_authorisation' | 'outbound_authorisation') =>
    fc.record({ target_account_id: customer, internal_account_id: internal, amount: amountArb, client_transaction_id: chain }).map(
      (r) => ({ type, denomination: 'GBP', ...r }) as InstructionRequest,
    );
  return fc.oneof(
    { weight: 3, arbitrary: pair('inbound_hard_settlement') },
    { weight: 3, arbitrary: pair('outbound_hard_settlement') },
    { weight: 2, arbitrary: pair('outbound_authorisation') },
    { weight: 1, arbitrary: pair('inbound_authorisation') },
    { weight: 2, arbitrary: fc.record({ client_transaction_id: chain, amount: amountArb, final: fc.boolean() }).map((r) => ({ type: 'settlement', ...r }) as InstructionRequest) },
    { weight: 1, arbitrary: fc.record({ client_transaction_id: chain }).map((r) => ({ type: 'release', ...r }) as InstructionRequest) },
    {
      weight: 1,
      arbitrary: fc.record({ client_transaction_id: chain, amount: amountArb, negative: fc.boolean() }).map(
        ({ negative, amount, ...r }) => ({ type: 'authorisation_adjustment', amount: negative ? `-${amount}` : amount, ...r }) as InstructionRequest,
      ),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(customer, customer, amountArb).filter(([a, b]) => a !== b).map(
        ([debtor, creditor, amount]) => ({ type: 'transfer', client_transaction_id: 'tr', amount, denomination: 'GBP', debtor_account_id: debtor, creditor_account_id: creditor }) as InstructionRequest,
      ),
    },
  );
}

describe('posting engine properties (pure simulation)', () => {
  const customers = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
  const internals = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
  const accounts = new Map<string, AccountState>([
    ...customers.map((id, i): [string, AccountState] => [id, { id, accountType: 'customer', status: 'open', tside: 'LIABILITY', denominations: ['GBP'], allowOverdraft: i === 2, overdraftLimit: money(i === 2 ? '100' : '0') }]),
    ...internals.map((id): [string, AccountState] => [id, { id, accountType: 'internal', status: 'open', tside: 'ASSET', denominations: ['GBP'], allowOverdraft: true, overdraftLimit: ZERO }]),
  ]);

  it('keeps every accepted sequence balanced and within each account floor', () => {
    fc.assert(
      fc.property(fc.array(fc.array(instructionArb(customers, internals, ['c1', 'c2', 'c3']), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), (batches) => {
        const balances = new Map<string, ReturnType<typeof money>>();
        let chains = new Map();
        for (const instructions of batches) {
          const result = simulate({ instructions, accounts, balances, clientTransactions: chains });
          if (result.status === 'rejected') continue;
          const legs = result.legsByInstruction.flat();
          for (const leg of legs) {
            const key = `${leg.accountId}|DEFAULT|COMMERCIAL_BANK_MONEY|GBP|${leg.phase}`;
            balances.set(key, (balances.get(key) ?? ZERO).plus(signedDelta(leg, accounts.get(leg.accountId)!.tside)));
          }
          chains = new Map([...chains, ...result.clientTransactions.map((c) => [c.clientTransactionId, c] as const)]);
        }
        // Net zero per phase: liabilities equal assets.
        for (const phase of ['committed', 'pending_incoming', 'pending_outgoing']) {
          const net = sum([...accounts.values()].map((a) => {
            const b = balances.get(`${a.id}|DEFAULT|COMMERCIAL_BANK_MONEY|GBP|${phase}`) ?? ZERO;
            return a.tside === 'LIABILITY' ? b : b.negated();
          }));
          expect(net.isZero()).toBe(true);
        }
        // Accounts without overdraft never have negative available funds.
        for (const id of customers.slice(0, 2)) {
          const available = ['committed', 'pending_outgoing'].map((p) => balances.get(`${id}|DEFAULT|COMMERCIAL_BANK_MONEY|GBP|${p}`) ?? ZERO);
          expect(sum(available).isNegative()).toBe(false);
        }
        const overdraft = sum(['committed', 'pending_outgoing'].map((p) => balances.get(`${customers[2]}|DEFAULT|COMMERCIAL_BANK_MONEY|GBP|${p}`) ?? ZERO));
        expect(overdraft.greaterThanOrEqualTo(money('-100'))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('posting engine properties (database)', () => {
  let t: TestPlatform;
  let db: Database;
  let envId: string;
  let customers: string[];
  let internals: string[];

  beforeAll(async () => {
    t = await startTestPlatform();
    db = await t.db();
    envId = await t.newEnvironment('prop');
    const fx = await ledgerFixture(db, envId);
    customers = [await fx.account(), await fx.account(), await fx.account({ overdraftLimit: '100' })];
    internals = [await fx.internal('cash'), await fx.internal('clearing')];
  });
  afterAll(() => t.close());

  const snapshot = () =>
    db.withTenant(envId, (tx) =>
      tx.any(sql.type(z.object({ account_id: z.string(), phase: z.string(), amount: z.string(), tside: z.string(), account_type: z.string(), allow_overdraft: z.boolean(), overdraft_limit: z.string() }))`
        select b.account_id, b.phase, b.amount::text, a.tside, a.account_type, a.allow_overdraft, a.overdraft_limit::text
        from ledger.balances b join ledger.accounts a on a.env_id = b.env_id and a.id = b.account_id
        where b.env_id = ${envId} and b.denomination = 'GBP' order by 1, 2`),
    );

  it('nets to zero, respects floors, replays idempotently and leaves rejected batches without effect', async () => {
    let chainCounter = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), fc.integer(), async (shape, seed) => {
        // Chain ids are fresh per run so authorisations from earlier runs do not collide.
        const run = ++chainCounter;
        const chains = [`r${run}-a`, `r${run}-b`];
        const batches = fc.sample(fc.array(instructionArb(customers, internals, chains), { minLength: 1, maxLength: 3 }), { numRuns: shape.length, seed });
        for (const instructions of batches) {
          const request: PostingBatchRequest = { idempotency_key: randomUUID(), batch_id: `prop-${run}`, instructions };
          const before = await snapshot();
          const first = await db.withTenant(envId, (tx) => postBatch(tx, envId, request, { actor: 'property' }));
          const afterFirst = await snapshot();
          if (first.posting.status === 'rejected') expect(afterFirst).toEqual(before);
          const replay = await db.withTenant(envId, (tx) => postBatch(tx, envId, request, { actor: 'property' }));
          expect(replay.created).toBe(false);
          expect(replay.posting).toEqual(first.posting);
          expect(await snapshot()).toEqual(afterFirst);

          for (const phase of ['committed', 'pending_incoming', 'pending_outgoing']) {
            const net = sum(afterFirst.filter((b) => b.phase === phase).map((b) => (b.tside === 'LIABILITY' ? fromDb(b.amount) : fromDb(b.amount).negated())));
            expect(net.toFixed(), `net of ${phase}`).toBe('0');
          }
          for (const account of customers) {
            const rows = afterFirst.filter((b) => b.account_id === account && b.phase !== 'pending_incoming');
            const available = sum(rows.map((b) => fromDb(b.amount)));
            const floor = rows[0]?.allow_overdraft ? fromDb(rows[0].overdraft_limit).negated() : ZERO;
            expect(available.greaterThanOrEqualTo(floor)).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
