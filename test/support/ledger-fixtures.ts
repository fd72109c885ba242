// Ledger rows for tests that exercise postings without going through the accounts API.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sql, type Database } from '../../src/platform/db/pool.ts';
import { createProducer } from '../../src/platform/events/producer.ts';

export interface LedgerFixture {
  customerId: string;
  /** Open LIABILITY accounts in GBP without overdraft. */
  account(options?: { overdraftLimit?: string; denominations?: string[]; status?: 'open' | 'closed' }): Promise<string>;
  /** Internal ASSET account for a purpose and denomination (created once per env). */
  internal(purpose: 'cash' | 'cheque' | 'liquidity' | 'clearing' | 'suspense', denomination?: string): Promise<string>;
}

export async function ledgerFixture(db: Database, envId: string): Promise<LedgerFixture> {
  const customerId = randomUUID();
  const versionIds = await db.withTenant(envId, async (tx) => {
    const ensureProduct = async (id: string, type: string, tside: string, denominations: string[], allowOverdraft: boolean) => {
      await tx.query(sql.unsafe`insert into ledger.products (env_id, id, name, product_type, status) values (${envId}, ${id}, ${id}, ${type}, 'active') on conflict do nothing`);
      const existing = await tx.maybeOneFirst(sql.type(z.object({ id: z.string() }))`select id from ledger.product_versions where env_id = ${envId} and product_id = ${id} order by version desc limit 1`);
      if (existing) return existing;
      const versionId = randomUUID();
      await tx.query(sql.unsafe`
        insert into ledger.product_versions (env_id, id, product_id, version, denominations, tside, allow_overdraft)
        values (${envId}, ${versionId}, ${id}, 1, ${sql.array(denominations, 'text')}, ${tside}, ${allowOverdraft})`);
      await tx.query(sql.unsafe`update ledger.products set current_version_id = ${versionId} where env_id = ${envId} and id = ${id}`);
      return versionId;
    };
    await tx.query(sql.unsafe`insert into ledger.customers (env_id, id, display_name) values (${envId}, ${customerId}, 'Ada Lovelace')`);
    return {
      current: await ensureProduct('fixture_current', 'current_account', 'LIABILITY', ['GBP', 'EUR'], false),
      internal: await ensureProduct('fixture_internal', 'internal', 'ASSET', ['GBP', 'EUR', 'USD'], true),
    };
  });

  return {
    customerId,
    account: (options = {}) =>
      db.withTenant(envId, async (tx) => {
        const id = randomUUID();
        const limit = options.overdraftLimit ?? '0';
        const closed = options.status === 'closed';
        await tx.query(sql.unsafe`
          insert into ledger.accounts (env_id, id, account_type, product_id, product_version_id, customer_id, name, status, tside,
                                       denominations, allow_overdraft, overdraft_limit, closed_at)
          values (${envId}, ${id}, 'customer', 'fixture_current', ${versionIds.current}, ${customerId}, 'Current', ${closed ? 'closed' : 'open'}, 'LIABILITY',
                  ${sql.array(options.denominations ?? ['GBP'], 'text')}, ${limit !== '0'}, ${limit}, ${closed ? sql.fragment`now()` : null})`);
        return id;
      }),
    internal: (purpose, denomination = 'GBP') =>
      db.withTenant(envId, async (tx) => {
        const existing = await tx.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
          select id from ledger.accounts where env_id = ${envId} and account_type = 'internal' and internal_purpose = ${purpose} and denominations[1] = ${denomination}`);
        if (existing) return existing;
        const id = randomUUID();
        await tx.query(sql.unsafe`
          insert into ledger.accounts (env_id, id, account_type, product_id, product_version_id, name, status, tside, denominations, allow_overdraft, internal_purpose)
          values (${envId}, ${id}, 'internal', 'fixture_internal', ${versionIds.internal}, ${`${purpose} ${denomination}`}, 'open', 'ASSET',
                  ${sql.array([denomination], 'text')}, true, ${purpose})`);
        return id;
      }),
  };
}

type StoredInstruction = Record<string, unknown> & { type: string; client_transaction_id: string };

/**
 * A pending asynchronous batch written straight to its tables, bypassing validation: bodies are
 * stored as given (e.g. a corrupted amount that makes processing fail). `requestEvent: false`
 * leaves out the `vert:ledger:posting:async:request` event, so no consumer of a platform sharing
 * the database and bus can process the batch: the test delivers it when it chooses. Returns the
 * posting id.
 */
export async function storeAsyncBatch(db: Database, envId: string, instructions: readonly StoredInstruction[], options: { requestEvent: boolean }): Promise<string> {
  const postingId = randomUUID();
  await db.withTenant(envId, async (tx) => {
    await tx.query(sql.unsafe`
      insert into ledger.postings (env_id, id, batch_id, idempotency_key, request_hash, mode, status, value_timestamp, created_by)
      values (${envId}, ${postingId}, 'stored', ${postingId}, 'x', 'async', 'pending', now(), 'test')`);
    for (const [seq, instruction] of instructions.entries()) {
      await tx.query(sql.unsafe`
        insert into ledger.posting_instructions (env_id, id, posting_id, seq, instruction_type, client_transaction_id, body, status)
        values (${envId}, ${randomUUID()}, ${postingId}, ${seq}, ${instruction.type}, ${instruction.client_transaction_id}, ${sql.jsonb(instruction as never)}, 'pending')`);
    }
    if (options.requestEvent) await createProducer('ledger').emit(tx, envId, 'vert:ledger:posting:async:request', { posting_id: postingId });
  });
  return postingId;
}
