// FDX Accounts API. The chokepoint has established an ACTIVE consent granting the route's
// clusters (and, on account routes, the account). Each operation's preparer reads the ledger's
// public API outside any transaction (see OperationPreparer) and projects every entity onto the
// granted clusters; the handler then answers, writing only this service's own tables.
import type { operations } from '../../../../generated/types/fdx-v6.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { OperationPreparer } from '../../../platform/http/service-app.ts';
import type { Handlers, Reply, RequestContext, TypedRequest } from '../../../platform/http/typed-routes.ts';
import { grantedConsent } from '../consents/chokepoint.ts';
import type { GrantedConsent } from '../consents/model.ts';
import { emitFdxEvent } from '../events.ts';
import type { FdxLedger, FdxLedgerFactory, LedgerAccount } from '../ledger-client.ts';
import {
  accountGrant,
  ACCOUNT_MEMBERS,
  PAYMENT_NETWORK_MEMBERS,
  project,
  STATEMENT_MEMBERS,
  TRANSACTION_MEMBERS,
  type FdxAccount,
} from './minimisation.ts';
import { decodePageKey, encodePageKey, fdxPageSize, inWindow, pageMembers, timeWindow } from './paging.ts';
import { insertRevocation, upsertBindings, visibleBindings } from './queries.ts';
import { accountBalances, accountDescriptor, derivedNetworks, paymentNetworkView, statementView, transactionView, type NetworkBinding } from './views.ts';

type AccountOperations = Pick<
  operations,
  | 'searchForAccounts'
  | 'getAccount'
  | 'searchForAccountTransactions'
  | 'searchForAccountStatements'
  | 'getAccountStatement'
  | 'getAccountPaymentNetworks'
  | 'getAccountPaymentNetwork'
  | 'revokePaymentNetwork'
>;

/** Statement pages walked to find one statement (100 each): 10 000 statements per account at most. */
const MAX_STATEMENT_PAGES = 100;

const accountNotFound = (accountId: string) =>
  new ApiError({ status: 404, code: 'account_not_found', title: 'Account not found', detail: `No account ${accountId}`, fdxCode: '701' });
const dataNotFound = (detail: string) => new ApiError({ status: 404, code: 'not_found', title: 'Data not found', detail, fdxCode: '1107' });

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

type PrepareContext = Parameters<OperationPreparer>[1];
type Prepare<K extends keyof AccountOperations, T> = (request: TypedRequest<AccountOperations[K]>, context: PrepareContext) => Promise<T>;

interface Call {
  consent: GrantedConsent;
  ledger: FdxLedger;
  envId: string;
}

/** The replies of the read-only operations, computed in full by their preparers. */
type Prepared<K extends keyof AccountOperations> = Reply<AccountOperations[K]>;
const prepared = <T>(context: RequestContext): T => context.prepared as T;

export interface AccountOperationsOf {
  handlers: Handlers<AccountOperations>;
  preparers: Record<string, OperationPreparer>;
}

export function accountOperations(ledgerFor: FdxLedgerFactory): AccountOperationsOf {
  const call = (context: PrepareContext): Call => {
    const envId = context.envId!;
    return { consent: grantedConsent(context), ledger: ledgerFor(envId, context.correlationId), envId };
  };

  /** A customer account of the ledger, or 701 (unknown, or not a customer account). */
  async function customerAccount(ledger: FdxLedger, accountId: string): Promise<LedgerAccount> {
    const account = await ledger.account(accountId);
    if (!account || account.account_type !== 'customer') throw accountNotFound(accountId);
    return account;
  }

  /** The account as FDX, fetching balances only when the consent grants ACCOUNT_DETAILED for it. */
  async function accountEntity(c: Call, account: LedgerAccount): Promise<FdxAccount> {
    const product = await c.ledger.product(account.product_id);
    let entity = accountDescriptor(account, product);
    if (c.consent.allows('ACCOUNT_DETAILED', account.id)) {
      const [balances, openingDay] = await Promise.all([
        c.ledger.balances(account.id),
        c.ledger.committedAt(account.id, startOfUtcDay(new Date())),
      ]);
      entity = { ...entity, ...accountBalances(account, balances, openingDay) };
    }
    return project(entity, ACCOUNT_MEMBERS, accountGrant(c.consent, account.id));
  }

  /** The payment networks the ledger account reaches (stored and filtered by the handler). */
  const networks: Prepare<'getAccountPaymentNetworks' | 'getAccountPaymentNetwork' | 'revokePaymentNetwork', NetworkBinding[]> = async ({ path }, context) => {
    const c = call(context);
    return derivedNetworks(await customerAccount(c.ledger, path.accountId), c.envId);
  };

  /** Stores the derived bindings (kept in step with the ledger) and returns the ones this consent sees. */
  async function visibleNetworks(context: RequestContext, accountId: string): Promise<NetworkBinding[]> {
    const envId = context.envId!;
    await upsertBindings(context.tx, envId, accountId, prepared<NetworkBinding[]>(context));
    return visibleBindings(context.tx, envId, grantedConsent(context).id, accountId);
  }

  const searchForAccounts: Prepare<'searchForAccounts', Prepared<'searchForAccounts'>> = async ({ query }, context) => {
    const c = call(context);
    const limit = fdxPageSize(query.limit);
    const granted = c.consent.accountIds().filter((id) => c.consent.allows('ACCOUNT_BASIC', id) || c.consent.allows('ACCOUNT_DETAILED', id));
    const offset = Number(decodePageKey('accounts', query.pageKey) ?? '0');
    if (!Number.isInteger(offset) || offset < 0 || offset > granted.length) {
      throw new ApiError({ status: 400, code: 'invalid_page_key', title: 'Invalid pageKey', detail: 'The pageKey is past the end of the list', fdxCode: '400' });
    }
    const accounts = await Promise.all(
      granted.slice(offset, offset + limit).map(async (id) => {
        const account = await c.ledger.account(id);
        return account && account.account_type === 'customer' ? accountEntity(c, account) : null;
      }),
    );
    const next = offset + limit < granted.length ? encodePageKey('accounts', String(offset + limit)) : undefined;
    return {
      status: 200,
      body: { ...pageMembers('/fdx/v6/accounts', { limit: query.limit }, next), accounts: accounts.filter((a): a is FdxAccount => a !== null) },
    };
  };

  const getAccount: Prepare<'getAccount', Prepared<'getAccount'>> = async ({ path }, context) => {
    const c = call(context);
    return { status: 200, body: await accountEntity(c, await customerAccount(c.ledger, path.accountId)) };
  };

  const searchForAccountTransactions: Prepare<'searchForAccountTransactions', Prepared<'searchForAccountTransactions'>> = async ({ path, query }, context) => {
    const c = call(context);
    const window = timeWindow(query.startTime, query.endTime, c.consent.lookbackStart());
    const limit = fdxPageSize(query.limit);
    const scope = `transactions:${path.accountId}`;
    const cursor = decodePageKey(scope, query.pageKey);
    if (window.empty) {
      await customerAccount(c.ledger, path.accountId);
      return { status: 200, body: { transactions: [] } };
    }
    const page = await c.ledger.transactions(path.accountId, {
      limit,
      ...(cursor !== undefined ? { cursor } : {}),
      ...(window.from ? { from: window.from.toISOString() } : {}),
      ...(window.to ? { to: window.to.toISOString() } : {}),
    });
    const grant = accountGrant(c.consent, path.accountId);
    const next = page.next_cursor ? encodePageKey(scope, page.next_cursor) : undefined;
    return {
      status: 200,
      body: {
        ...pageMembers(`/fdx/v6/accounts/${path.accountId}/transactions`, { startTime: query.startTime, endTime: query.endTime, limit: query.limit }, next),
        transactions: page.items.map((leg) => project(transactionView(path.accountId, leg), TRANSACTION_MEMBERS, grant)),
      },
    };
  };

  const searchForAccountStatements: Prepare<'searchForAccountStatements', Prepared<'searchForAccountStatements'>> = async ({ path, query }, context) => {
    const c = call(context);
    const window = timeWindow(query.startTime, query.endTime, c.consent.lookbackStart());
    const limit = fdxPageSize(query.limit);
    const scope = `statements:${path.accountId}`;
    const cursor = decodePageKey(scope, query.pageKey);
    await customerAccount(c.ledger, path.accountId);
    if (window.empty) return { status: 200, body: { statements: [] } };
    const page = await c.ledger.statements(path.accountId, { limit, ...(cursor !== undefined ? { cursor } : {}) });
    const grant = accountGrant(c.consent, path.accountId);
    const next = page.next_cursor ? encodePageKey(scope, page.next_cursor) : undefined;
    return {
      status: 200,
      body: {
        ...pageMembers(`/fdx/v6/accounts/${path.accountId}/statements`, { startTime: query.startTime, endTime: query.endTime, limit: query.limit }, next),
        statements: page.items
          .filter((s) => inWindow(window, new Date(`${s.period_end}T00:00:00.000Z`)))
          .map((s) => project(statementView(s), STATEMENT_MEMBERS, grant)),
      },
    };
  };

  const getAccountStatement: Prepare<'getAccountStatement', Prepared<'getAccountStatement'>> = async ({ path }, context) => {
    const c = call(context);
    await customerAccount(c.ledger, path.accountId);
    const lookback = timeWindow(undefined, undefined, c.consent.lookbackStart());
    let cursor: string | undefined;
    for (let n = 0; n < MAX_STATEMENT_PAGES; n += 1) {
      const page = await c.ledger.statements(path.accountId, { limit: 100, ...(cursor !== undefined ? { cursor } : {}) });
      const statement = page.items.find((s) => s.id === path.statementId.toLowerCase());
      if (statement) {
        if (!inWindow(lookback, new Date(`${statement.period_end}T00:00:00.000Z`))) break;
        return { status: 302, body: undefined, headers: { location: statement.download_url, 'cache-control': 'no-store' } };
      }
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    throw dataNotFound(`No statement ${path.statementId} of account ${path.accountId}`);
  };

  const readOnly = <K extends keyof AccountOperations>() => async (_request: unknown, context: RequestContext) => prepared<Prepared<K>>(context);

  return {
    preparers: {
      searchForAccounts,
      getAccount,
      searchForAccountTransactions,
      searchForAccountStatements,
      getAccountStatement,
      getAccountPaymentNetworks: networks,
      getAccountPaymentNetwork: networks,
      revokePaymentNetwork: networks,
    } as unknown as Record<string, OperationPreparer>,
    handlers: {
      searchForAccounts: readOnly<'searchForAccounts'>(),
      getAccount: readOnly<'getAccount'>(),
      searchForAccountTransactions: readOnly<'searchForAccountTransactions'>(),
      searchForAccountStatements: readOnly<'searchForAccountStatements'>(),
      getAccountStatement: readOnly<'getAccountStatement'>(),

      async getAccountPaymentNetworks({ path, query }, context) {
        if (query.pageKey !== undefined) decodePageKey(`networks:${path.accountId}`, query.pageKey);
        const grant = accountGrant(grantedConsent(context), path.accountId);
        // An account reaches a handful of networks (at most two per denomination): one page.
        const visible = (await visibleNetworks(context, path.accountId)).slice(0, fdxPageSize(query.limit));
        return { status: 200, body: { paymentNetworks: visible.map((b) => project(paymentNetworkView(b), PAYMENT_NETWORK_MEMBERS, grant)) } };
      },

      async getAccountPaymentNetwork({ path }, context) {
        const binding = (await visibleNetworks(context, path.accountId)).find((b) => b.networkId === path.paymentNetworkId);
        if (!binding) throw dataNotFound(`No payment network ${path.paymentNetworkId} for account ${path.accountId}`);
        return { status: 200, body: project(paymentNetworkView(binding), PAYMENT_NETWORK_MEMBERS, accountGrant(grantedConsent(context), path.accountId)) };
      },

      async revokePaymentNetwork({ path, body }, context) {
        const envId = context.envId!;
        await visibleNetworks(context, path.accountId);
        if (!prepared<NetworkBinding[]>(context).some((b) => b.networkId === path.paymentNetworkId)) {
          throw dataNotFound(`No payment network ${path.paymentNetworkId} for account ${path.accountId}`);
        }
        const inserted = await insertRevocation(context.tx, envId, {
          consentId: grantedConsent(context).id,
          accountId: path.accountId,
          networkId: path.paymentNetworkId,
          reason: body.reason,
          initiator: body.initiator,
        });
        if (inserted) {
          await emitFdxEvent(context.tx, envId, 'vert:fdx:paymentnetwork:revoked', { account_id: path.accountId, network_id: path.paymentNetworkId }, context.correlationId);
        }
        return { status: 204, body: undefined };
      },
    },
  };
}
