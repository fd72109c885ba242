// Demo data for `npm start`: a bank with customers, accounts and some history, created through
// the ledger's public API (the typed SDK) exactly as a client would. Runs once: an environment
// that already has customers is left alone.
import { createLedgerClient, type LedgerClient } from '../../clients/sdk-ledger/src/index.ts';

interface DemoCustomer {
  login: string;
  name: string;
  deposit: string;
}

const CUSTOMERS: readonly DemoCustomer[] = [
  { login: 'alice', name: 'Alice Martin', deposit: '2500' },
  { login: 'bob', name: 'Bob Okafor', deposit: '820.5' },
  { login: 'carol', name: 'Carol Nguyen', deposit: '12000' },
];

async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, what: string): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined) throw new Error(`demo seed: ${what} failed (${response.status}): ${JSON.stringify(error)}`);
  return data;
}

export interface SeededLedger {
  seeded: boolean;
  logins: string[];
}

export async function seedLedgerDemo(ledgerUrl: string, token: string): Promise<SeededLedger> {
  const client: LedgerClient = createLedgerClient(ledgerUrl, { token });
  const existing = await ok(client.GET('/v1/customers', { params: { query: { limit: 1 } } }), 'list customers');
  if (existing.items.length > 0) return { seeded: false, logins: CUSTOMERS.map((c) => c.login) };

  await ok(client.POST('/v1/products', { body: { id: 'easy_current', name: 'Easy Current Account', product_type: 'current_account' } }), 'create product');
  await ok(
    client.POST('/v1/products/{productId}/versions', {
      params: { path: { productId: 'easy_current' } },
      body: { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '250' },
    }),
    'create product version',
  );
  await ok(client.POST('/v1/products/{productId}/activate', { params: { path: { productId: 'easy_current' } } }), 'activate product');

  const internal = await ok(client.GET('/v1/internal-accounts', { params: { query: { denomination: 'GBP', limit: 100 } } }), 'list internal accounts');
  const cash = internal.items.find((a) => a.internal_purpose === 'cash');
  const clearing = internal.items.find((a) => a.internal_purpose === 'clearing');
  if (!cash || !clearing) throw new Error('demo seed: internal GBP accounts are missing');

  const accounts: string[] = [];
  for (const customer of CUSTOMERS) {
    const created = await ok(
      client.POST('/v1/customers', { body: { display_name: customer.name, platform_auth_user_id: customer.login } }),
      `create customer ${customer.login}`,
    );
    const account = await ok(
      client.POST('/v1/accounts', { body: { customer_id: created.id, product_id: 'easy_current', name: `${customer.name.split(' ')[0]}'s current account` } }),
      `open account for ${customer.login}`,
    );
    accounts.push(account.id);
    await ok(
      client.POST('/v1/postings', {
        body: {
          idempotency_key: `demo-deposit-${customer.login}`,
          batch_id: 'demo-opening-deposits',
          instructions: [{ type: 'inbound_hard_settlement', client_transaction_id: `demo-deposit-${customer.login}`, amount: customer.deposit, denomination: 'GBP', target_account_id: account.id, internal_account_id: cash.id }],
        },
      }),
      `deposit for ${customer.login}`,
    );
  }
  const [alice, bob] = accounts as [string, string, string];
  await ok(
    client.POST('/v1/postings', {
      body: {
        idempotency_key: 'demo-rent',
        batch_id: 'demo-history',
        instructions: [{ type: 'transfer', client_transaction_id: 'demo-rent', amount: '650', denomination: 'GBP', debtor_account_id: alice, creditor_account_id: bob }],
      },
    }),
    'transfer',
  );
  await ok(
    client.POST('/v1/postings', {
      body: {
        idempotency_key: 'demo-card',
        batch_id: 'demo-history',
        instructions: [
          { type: 'outbound_authorisation', client_transaction_id: 'demo-card-1', amount: '42.1', denomination: 'GBP', target_account_id: bob, internal_account_id: clearing.id },
          { type: 'settlement', client_transaction_id: 'demo-card-1', amount: '39.99', final: true },
          { type: 'outbound_authorisation', client_transaction_id: 'demo-card-2', amount: '18', denomination: 'GBP', target_account_id: alice, internal_account_id: clearing.id },
        ],
      },
    }),
    'card payments',
  );
  return { seeded: true, logins: CUSTOMERS.map((c) => c.login) };
}
