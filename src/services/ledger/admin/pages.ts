// The ledger's declared admin pages (ADR 0009): static definitions over the public ledger routes.
// The console renders them; only the overview's cards are computed per request (handlers.ts).
import type { components } from '../../../../generated/types/ledger.ts';

export type AdminPage = components['schemas']['AdminPage'];
type Column = components['schemas']['AdminColumn'];

const col = (key: string, label: string, type: Column['type'] = 'text'): Column => ({ key, label, type });

const ACCOUNT_ID_FIELD = { name: 'id', label: 'Account id', type: 'uuid', required: true } as const;

/** Every page but the overview; `overview` is built per request with live counts. */
export const STATIC_PAGES: Record<string, AdminPage> = {
  accounts: {
    page: 'accounts',
    title: 'Accounts',
    description: 'Customer and internal accounts, oldest first.',
    kind: 'table',
    data_source: { method: 'GET', path: '/v1/accounts' },
    columns: [
      col('id', 'Id', 'id'),
      col('name', 'Name'),
      col('account_type', 'Type', 'status'),
      col('status', 'Status', 'status'),
      col('tside', 'Side'),
      col('denominations', 'Denominations'),
      col('opened_at', 'Opened', 'datetime'),
    ],
    actions: [
      {
        id: 'update',
        label: 'Rename',
        method: 'POST',
        path: '/v1/admin/accounts',
        body: { action: 'update' },
        fields: [ACCOUNT_ID_FIELD, { name: 'name', label: 'New name', type: 'text', required: true }],
      },
      {
        id: 'close',
        label: 'Close',
        method: 'POST',
        path: '/v1/admin/accounts',
        body: { action: 'close' },
        fields: [ACCOUNT_ID_FIELD],
      },
    ],
  },
  postings: {
    page: 'postings',
    title: 'Postings',
    description: 'Posting batches, newest first.',
    kind: 'table',
    data_source: { method: 'GET', path: '/v1/postings' },
    columns: [
      col('id', 'Id', 'id'),
      col('batch_id', 'Batch'),
      col('mode', 'Mode', 'status'),
      col('status', 'Status', 'status'),
      col('instruction_count', 'Instructions', 'count'),
      col('value_timestamp', 'Value time', 'datetime'),
      col('booking_timestamp', 'Booked', 'datetime'),
    ],
    actions: [],
  },
  products: {
    page: 'products',
    title: 'Products',
    description: 'The product library.',
    kind: 'table',
    data_source: { method: 'GET', path: '/v1/products' },
    columns: [
      col('id', 'Id', 'id'),
      col('name', 'Name'),
      col('product_type', 'Type', 'status'),
      col('status', 'Status', 'status'),
      col('updated_at', 'Updated', 'datetime'),
    ],
    actions: [],
  },
  balances: {
    page: 'balances',
    title: 'Balances',
    description: 'Live balances of up to 100 accounts (value-dated legs count from their value date).',
    kind: 'table',
    data_source: { method: 'GET', path: '/v2/balances/live', query: { account_ids: '{account_ids}' } },
    parameters: [{ name: 'account_ids', label: 'Account ids (comma-separated)', type: 'text', required: true }],
    columns: [
      col('account_id', 'Account', 'id'),
      col('denomination', 'Denomination'),
      col('address', 'Address'),
      col('asset', 'Asset'),
      col('phase', 'Phase', 'status'),
      col('amount', 'Amount', 'money'),
    ],
    actions: [],
  },
  customers: {
    page: 'customers',
    title: 'Customers',
    description: 'Banking customer records.',
    kind: 'table',
    data_source: { method: 'GET', path: '/v1/customers' },
    columns: [
      col('id', 'Id', 'id'),
      col('display_name', 'Name'),
      col('email', 'Email'),
      col('status', 'Status', 'status'),
      col('created_at', 'Created', 'datetime'),
    ],
    actions: [],
  },
  statements: {
    page: 'statements',
    title: 'Statements',
    description: 'Generated statements of one account, latest period first; downloads are signed for 5 minutes.',
    kind: 'table',
    data_source: { method: 'GET', path: '/v1/accounts/{accountId}/statements' },
    parameters: [{ name: 'accountId', label: 'Account id', type: 'uuid', required: true }],
    columns: [
      col('period_start', 'From', 'date'),
      col('period_end', 'To', 'date'),
      col('denomination', 'Denomination'),
      col('opening_balance', 'Opening', 'money'),
      col('closing_balance', 'Closing', 'money'),
      col('transaction_count', 'Movements', 'count'),
      col('generated_at', 'Generated', 'datetime'),
      col('download_url', 'Document', 'link'),
    ],
    actions: [
      {
        id: 'regenerate',
        label: 'Regenerate',
        method: 'POST',
        path: '/v1/admin/statements',
        body: { action: 'regenerate' },
        fields: [
          { name: 'account_id', label: 'Account id', type: 'uuid', required: true },
          { name: 'period_start', label: 'First day', type: 'date', required: true },
          { name: 'period_end', label: 'Last day', type: 'date', required: true },
          { name: 'denomination', label: 'Denomination', type: 'denomination', required: true },
        ],
      },
    ],
  },
};

export const PAGE_IDS = ['overview', ...Object.keys(STATIC_PAGES)] as const;

export interface OverviewCounts {
  accounts_open: string;
  accounts_pending: string;
  accounts_closed: string;
  postings_today: string;
  customers: string;
}

export function overviewPage(counts: OverviewCounts): AdminPage {
  return {
    page: 'overview',
    title: 'Ledger overview',
    description: 'Counts computed when the page is requested; postings today are those booked since 00:00 UTC.',
    kind: 'dashboard',
    data_source: { method: 'GET', path: '/v1/admin/ui/overview' },
    cards: [
      { id: 'accounts_open', title: 'Open accounts', value: counts.accounts_open, link: 'accounts' },
      { id: 'accounts_pending', title: 'Pending accounts', value: counts.accounts_pending, link: 'accounts' },
      { id: 'accounts_closed', title: 'Closed accounts', value: counts.accounts_closed, link: 'accounts' },
      { id: 'postings_today', title: 'Postings today', value: counts.postings_today, link: 'postings' },
      { id: 'customers', title: 'Customers', value: counts.customers, link: 'customers' },
    ],
  };
}
