// Ledger data for FDX tests and the FDX benchmark, created through the ledger's public HTTP API
// (the typed SDK) exactly as a bank's own clients would: a product, customers linked to an
// identity, accounts, postings (optionally back-dated by value timestamp) and statements.
import { randomUUID } from 'node:crypto';
import { createLedgerClient, type LedgerClient } from '../../clients/sdk-ledger/src/index.ts';
import { audienceOf, type Platform } from '../../src/platform/runtime.ts';

const WRITE_SCOPES = [
  'vert:ledger:customers:write',
  'vert:ledger:accounts:read',
  'vert:ledger:accounts:write',
  'vert:ledger:products:read',
  'vert:ledger:products:write',
  'vert:ledger:products:publish',
  'vert:ledger:postings:write',
];
/** Instructions per posting batch (the contract allows 64). */
const BATCH_SIZE = 50;

export interface Movement {
  direction: 'credit' | 'debit';
  /** Positive decimal string. */
  amount: string;
  /** Value timestamp (RFC 3339); the ledger books at the current time whatever this says. */
  valueTimestamp?: string;
  clientTransactionId?: string;
}

export interface FdxLedgerFixture {
  /** A customer linked to the identity `login` (the consent's customer id / token subject). */
  customer(options: { login: string; name?: string; email?: string; details?: Record<string, unknown> }): Promise<string>;
  /** An open current account of the customer. */
  account(customerId: string, options?: { name?: string; details?: Record<string, unknown>; denomination?: string }): Promise<string>;
  /** Books the movements against the cash internal account, one posting per movement, in order. */
  post(accountId: string, movements: readonly Movement[], denomination?: string): Promise<void>;
  /** Generates (or regenerates) a statement; returns its id. */
  statement(accountId: string, periodStart: string, periodEnd: string, denomination?: string): Promise<string>;
}

async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, what: string): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined) throw new Error(`fdx-ledger fixture: ${what} failed (${response.status}): ${JSON.stringify(error)}`);
  return data;
}

export async function fdxLedgerFixture(platform: Platform, envId: string): Promise<FdxLedgerFixture> {
  if (!platform.issuer) throw new Error('the fixture mints ledger tokens with the development issuer');
  const ledgerUrl = platform.directory.url('ledger');
  const token = await platform.issuer.mint({ subject: 'fdx-fixture-teller', scopes: WRITE_SCOPES, audience: audienceOf('ledger'), envId, ttlSeconds: 3600 });
  const workflow = await platform.issuer.mint({
    subject: 'fdx-fixture-workflow',
    scopes: ['platform:internal'],
    audience: audienceOf('ledger'),
    envId,
    tokenUse: 'm2m',
    ttlSeconds: 3600,
  });
  const client: LedgerClient = createLedgerClient(ledgerUrl, { token });
  const internal: LedgerClient = createLedgerClient(ledgerUrl, { token: workflow });

  const productId = 'fdx_current';
  const existing = await client.GET('/v1/products/{productId}', { params: { path: { productId } } });
  if (existing.response.status === 404) {
    await ok(client.POST('/v1/products', { body: { id: productId, name: 'FDX Current Account', product_type: 'current_account' } }), 'create product');
    await ok(
      client.POST('/v1/products/{productId}/versions', {
        params: { path: { productId } },
        body: { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '1000000' },
      }),
      'create product version',
    );
    await ok(client.POST('/v1/products/{productId}/activate', { params: { path: { productId } } }), 'activate product');
  }
  const cash = new Map<string, string>();
  const cashAccount = async (denomination: string) => {
    const known = cash.get(denomination);
    if (known) return known;
    const page = await ok(client.GET('/v1/internal-accounts', { params: { query: { denomination, limit: 100 } } }), 'list internal accounts');
    const found = page.items.find((a) => a.internal_purpose === 'cash');
    if (!found) throw new Error(`fdx-ledger fixture: no cash internal account in ${denomination}`);
    cash.set(denomination, found.id);
    return found.id;
  };

  return {
    async customer({ login, name = 'Ada Lovelace', email, details }) {
      const created = await ok(
        client.POST('/v1/customers', { body: { display_name: name, platform_auth_user_id: login, ...(email ? { email } : {}), ...(details ? { details } : {}) } }),
        'create customer',
      );
      return created.id;
    },
    async account(customerId, options = {}) {
      const created = await ok(
        client.POST('/v1/accounts', {
          body: { customer_id: customerId, product_id: productId, name: options.name ?? 'Everyday account', ...(options.details ? { details: options.details } : {}) },
        }),
        'open account',
      );
      return created.id;
    },
    async post(accountId, movements, denomination = 'GBP') {
      const internalId = await cashAccount(denomination);
      // Movements with a value timestamp go one per batch (the timestamp is the batch's).
      const batches: Movement[][] = [];
      for (const m of movements) {
        const last = batches[batches.length - 1];
        if (last && m.valueTimestamp === undefined && last[0]!.valueTimestamp === undefined && last.length < BATCH_SIZE) last.push(m);
        else batches.push([m]);
      }
      for (const batch of batches) {
        const key = `fx-${randomUUID()}`;
        const posting = await ok(
          client.POST('/v1/postings', {
            body: {
              idempotency_key: key,
              batch_id: 'fdx-fixture',
              ...(batch[0]!.valueTimestamp ? { value_timestamp: batch[0]!.valueTimestamp } : {}),
              instructions: batch.map((m, i) => ({
                type: m.direction === 'credit' ? ('inbound_hard_settlement' as const) : ('outbound_hard_settlement' as const),
                client_transaction_id: m.clientTransactionId ?? `${key}-${i}`,
                amount: m.amount,
                denomination,
                target_account_id: accountId,
                internal_account_id: internalId,
              })),
            },
          }),
          'post',
        );
        if (posting.status !== 'accepted') throw new Error(`fdx-ledger fixture: posting ${posting.status}: ${JSON.stringify(posting)}`);
      }
    },
    async statement(accountId, periodStart, periodEnd, denomination = 'GBP') {
      const statement = await ok(
        internal.POST('/v1/internal/statements/regen', { body: { account_id: accountId, period_start: periodStart, period_end: periodEnd, denomination } }),
        'generate statement',
      );
      return statement.id;
    },
  };
}
