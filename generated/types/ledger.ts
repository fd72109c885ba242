// DO NOT EDIT — generated from openapi/ledger.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Customer and internal accounts of the caller's environment, oldest first,
         *     keyset-paginated: pass `next_cursor` back as `cursor` until it is null. Filters combine
         *     with AND.
         */
        get: operations["listLedgerAccounts"];
        put?: never;
        /**
         * Open an account
         * @description Opens a customer account on the current version of an active product for an active
         *     customer, copying `tside`, denominations and the overdraft terms from that version, and
         *     emits `vert:ledger:account:created`. 404 when the customer or product is unknown in the
         *     caller's environment; 409 `customer_closed`, `product_not_active` (draft or retired) or
         *     `product_not_eligible` (the internal product).
         */
        post: operations["createLedgerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account
         * @description One customer or internal account; 404 when the id is unknown in the caller's environment.
         */
        get: operations["getLedgerAccount"];
        /**
         * Update an account
         * @description Changes `name`, `details` and `status` (open to closed; closing sets `closed_at`) of an
         *     account; members left out keep their value. Emits `vert:ledger:account:updated` with the
         *     changed fields and increments `version` when something changed; an update that changes
         *     nothing answers 200 with the account unchanged. With `expected_version`, 409
         *     `version_mismatch` when the account has moved on. 409 `account_closed` for any change to
         *     a closed account (a closed account never reopens), `account_has_balance` when closing an
         *     account that still holds a non-zero balance, `internal_account_status` when closing an
         *     internal account.
         */
        put: operations["updateLedgerAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List account attributes
         * @description Every key-value attribute of the account, by key. An account holds at most 100
         *     attributes, so the list is complete and never paged. 404 when the account is unknown.
         */
        get: operations["listLedgerAccountAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/attributes/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set an account attribute
         * @description Creates or replaces one attribute of the account and emits `vert:ledger:account:updated`
         *     with `fields_changed: ["attributes.<key>"]`. 409 `account_closed` for a closed account,
         *     `attribute_limit_reached` for a 101st attribute.
         */
        put: operations["putLedgerAccountAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current balances of an account
         * @description Every stored balance of the account (all addresses, assets, denominations and phases, as
         *     stored, i.e. including value-dated legs not yet effective; see `/v2/balances/live` for the
         *     value-date view) and, per denomination of the account, the available balance:
         *     `available = committed + pending_outgoing` over address `DEFAULT` and asset
         *     `COMMERCIAL_BANK_MONEY`, both signed by tside. On a `LIABILITY` account that is the
         *     committed balance minus the amounts held by open outgoing authorisations;
         *     `pending_incoming` never counts. Accepts `vert:ledger:balances:read` as well.
         */
        get: operations["getAccountBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment devices of an account
         * @description Payment devices registered against the account, oldest first, keyset-paginated. 404 when the account is unknown.
         */
        get: operations["listLedgerAccountDevices"];
        put?: never;
        /**
         * Register a payment device
         * @description Registers an active payment device against an open account and emits
         *     `vert:ledger:paymentdevice:created`. 409 `account_closed` for a closed account.
         */
        post: operations["createLedgerAccountDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statements of an account
         * @description Metadata of the account's generated statements, latest period first. Each item carries a
         *     `download_url` signed for 300 seconds, issued afresh in every response; the URL alone
         *     grants the download, so do not log or share it. Keyset-paginated.
         */
        get: operations["listAccountStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Movements of an account
         * @description The account's committed posting legs, newest first in booking order (booking timestamp,
         *     then booking sequence), each with the running balance of its balance key after it.
         *     `from` (inclusive) and `to` (exclusive) filter on the value timestamp. Keyset-paginated:
         *     pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/{resource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin data action
         * @description POST alias the console uses for data actions (it never sends PUT or DELETE to admin data
         *     resources). Each alias delegates to the same code as the public or internal operation it
         *     stands for: resource `statements` with action `regenerate` (as `POST
         *     /v1/internal/statements/regen`); resource `accounts` with actions `update` and `close` (as
         *     `PUT /v1/accounts/{accountId}`, including its events, audit entry and 409s). Unknown
         *     resources answer 404; an action the resource does not support answers 400.
         */
        post: operations["runLedgerAdminAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ui/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Declared admin page
         * @description The definition of one ledger page of the admin console: a `table` over a public ledger
         *     route (`data_source`, `columns`, `actions`) or the `overview` dashboard, whose `cards`
         *     carry counts computed when the page is requested (accounts by status, postings booked
         *     today (UTC), customers). The console renders the definition; it holds no ledger logic.
         *     Pages: `overview`, `accounts`, `postings`, `products`, `balances`, `customers`,
         *     `statements`. Any other page answers 404, which the console shows as an unavailable page.
         */
        get: operations["getLedgerAdminPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit events
         * @description The ledger's audit journal for the caller's environment, newest first. Every state change
         *     of the ledger writes one entry in the same transaction as the change (fail-closed on the
         *     posting path), plus platform entries such as `environment.initialized`. Keyset-paginated:
         *     pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit/action-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List action logs
         * @description Who attempted which ledger operation and what the policy gate decided, newest first:
         *     one entry per authorisation decision (allowed or denied, including scope pre-filter
         *     denials), with the determining policies and the request's correlation id.
         */
        get: operations["listActionLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Customers of the caller's environment, oldest first, keyset-paginated: pass `next_cursor`
         *     back as `cursor` until it is null. Filters combine with AND. Either scope suffices.
         */
        get: operations["listLedgerCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates an active customer and emits `vert:ledger:customer:created` (plus
         *     `vert:ledger:customer:authlinked` when `platform_auth_user_id` is given). An identity
         *     already linked to another customer answers 409 `auth_user_already_linked`.
         */
        post: operations["createLedgerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description One customer of the caller's environment; 404 when the id is unknown there. Either scope suffices.
         */
        get: operations["getLedgerCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customerId}/link-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a customer to an identity
         * @description Links the customer to an identity of the authorization server and emits
         *     `vert:ledger:customer:authlinked`. Repeating the same link answers 200 without a new event.
         *     409 `auth_user_already_linked` when the identity is linked to another customer,
         *     `customer_already_linked` when this customer is linked to a different identity (links are
         *     not replaced) and `customer_closed` for a closed customer.
         */
        post: operations["linkLedgerCustomerAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{customerId}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a customer
         * @description Partial update of `display_name`, `email`, `details` and `status` (active to closed only);
         *     emits `vert:ledger:customer:updated` when something changed. 409 `customer_closed` for
         *     any change to a closed customer, `customer_has_open_accounts` when closing a customer
         *     that still holds open or pending accounts.
         */
        post: operations["updateLedgerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Live health of the ledger service process: a database round trip and the event bus
         *     connection. Answers 200 when every check is `ok` and 503 with the same body when any
         *     check is `down`. Needs no credential and no tenant; reveals no tenant data.
         */
        get: operations["getLedgerHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/internal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List internal accounts
         * @description Internal (counterparty) accounts of the caller's environment, oldest first,
         *     keyset-paginated. Every environment starts with one account per purpose (cash, cheque,
         *     liquidity, clearing, suspense) and denomination (GBP, EUR, USD) on the platform-managed
         *     product `internal_account`.
         */
        get: operations["listInternalAccounts"];
        put?: never;
        /**
         * Create an internal account
         * @description Opens an internal account for a purpose and a denomination on the current version of
         *     product `internal_account` and emits `vert:ledger:internalaccount:created`. There is one
         *     internal account per purpose and denomination: a second answers 409
         *     `internal_account_exists`. 409 `denomination_not_supported` when the current version of
         *     `internal_account` does not list the denomination (add a version that does first).
         */
        post: operations["createInternalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/internal-accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an internal account
         * @description One internal account; 404 when the id is unknown in the caller's environment or names a customer account.
         */
        get: operations["getInternalAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/internal/statements/regen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate or regenerate a statement
         * @description Builds the statement of one account, period and denomination over the balance key
         *     (`DEFAULT`, `COMMERCIAL_BANK_MONEY`, `committed`) and stores it in object storage at
         *     `<env_id>/statements/<account_id>/<period_start>_<period_end>_<denomination>.json`
         *     (`application/json`). The period is UTC calendar days, both ends inclusive, at most 366
         *     days. Booking time decides what belongs to the period, as for balance snapshots: the
         *     opening balance is the running balance after the key's last leg booked before the first
         *     day, the closing balance the one after its last leg booked before the day after the last
         *     day, and the lines are the legs between those two in booking order, so consecutive
         *     statements chain exactly and `closing = opening + credits − debits` (signed by tside).
         *
         *     Idempotent: regenerating a period replaces the document and updates the same statement
         *     (same id); the document is deterministic, so unchanged data yields identical bytes.
         *     Called by the workflow engine with a machine-to-machine token of the environment.
         */
        post: operations["regenerateStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/post-posting-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List post-posting failures
         * @description Asynchronous batches whose processing failed for a reason other than a business rejection, oldest first.
         */
        get: operations["listPostPostingFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List posting batches
         * @description Posting batches of the environment, newest booking first.
         */
        get: operations["listPostingBatches"];
        put?: never;
        /**
         * Post a batch of posting instructions
         * @description Validates the batch (every instruction's legs net to zero per denomination, asset and
         *     phase, or the request is refused with 400 before anything is written), then runs its
         *     instructions in order inside one transaction. The answer is the stored batch: `accepted`
         *     (every instruction committed, balances updated, `vert:ledger:posting:created` emitted) or
         *     `rejected` with typed `violations` (nothing changed). Repeating `idempotency_key` with the
         *     same body returns the original batch with 200 and never posts twice; the same key with a
         *     different body is a 409.
         */
        post: operations["createPostingBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings/{postingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a posting batch
         * @description The stored batch with its instructions and committed postings.
         */
        get: operations["getPostingBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings/{postingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an asynchronous posting before it is applied
         * @description Cancels an asynchronous batch that has not been applied: its instructions move from
         *     `pending` (or `processing`, while the consumer has not committed) to `cancelled`, the batch
         *     to `cancelled`, and `vert:ledger:posting:async:cancelled` is emitted in the same
         *     transaction. Cancel and the consumer take the same row lock on the batch, so exactly one of
         *     them wins: a cancelled batch is never applied, an applied one is never cancelled. Cancelling
         *     a cancelled batch answers 200 with the batch as stored and changes nothing (the first
         *     reason stays). An accepted, rejected or synchronous batch is a 409
         *     (`posting_not_cancellable`).
         */
        post: operations["cancelPosting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings/{postingId}/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the instructions of a posting batch
         * @description The instructions in batch order, with their status and committed postings.
         */
        get: operations["listPostingInstructions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings/{postingId}/republish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Republish a failed asynchronous posting
         * @description For an asynchronous batch that is still `pending` because its processing failed (see
         *     `GET /v1/post-posting-failures`): emits `vert:ledger:posting:republished` and a new
         *     `vert:ledger:posting:async:request` in one transaction and clears the recorded error.
         *     Anything else is a 409: accepted and rejected batches never regress.
         */
        post: operations["republishPosting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postings/async": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enqueue a batch for asynchronous posting
         * @description Validates and stores the batch as `pending` and emits `vert:ledger:posting:async:request`
         *     in the same transaction; the ledger's own consumer then moves its instructions pending →
         *     processing → completed or failed. Poll `GET /v1/postings/{postingId}`. Until it is applied
         *     the batch can be cancelled (`POST /v1/postings/{postingId}/cancel`). Idempotent like the
         *     synchronous route.
         */
        post: operations["createAsyncPostingBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Products of the caller's environment, including the platform-managed `internal_account`,
         *     oldest first, keyset-paginated: pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Creates a draft product with a caller-chosen id and emits `vert:ledger:product:created`.
         *     Add a version, then activate it. An id already used in the environment answers 409
         *     `product_exists`.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description One product of the caller's environment; 404 when the id is unknown there.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a product
         * @description Moves a draft product to `active` so accounts can open on its current version, and emits
         *     `vert:ledger:product:activated`. Activating an active product answers 200 and changes
         *     nothing. 409 `product_has_no_version` when the product has no version yet,
         *     `product_retired` for a retired product.
         */
        post: operations["activateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{productId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product versions
         * @description Versions of one product, oldest (version 1) first, keyset-paginated. 404 when the product
         *     is unknown in the caller's environment.
         */
        get: operations["listProductVersions"];
        put?: never;
        /**
         * Create a product version
         * @description Adds the next version of a product and makes it current (accounts opened from now on use
         *     it; existing accounts keep theirs), and emits `vert:ledger:productversion:created`.
         *     400 `invalid_overdraft` when `overdraft_limit` is not zero without `allow_overdraft`;
         *     409 `product_retired` for a retired product.
         */
        post: operations["createProductVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/balances/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * End balances
         * @description Balances of up to 100 accounts as stored: every leg booked so far, including value-dated
         *     legs whose value date is still in the future. Equal to the live balances when no such legs
         *     exist. `account_ids` is required (the parameter repeated); every id must name
         *     an account of the caller's environment, otherwise 404.
         */
        get: operations["listEndBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/balances/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live balances (or a point-in-time snapshot)
         * @description Balances of up to 100 accounts as they are effective now: the stored balance of every
         *     balance key minus the legs whose `value_timestamp` is still in the future (value-dated
         *     postings count from their value date). `as_of` is fixed by the first page and carried in
         *     the cursor, so every page of one listing is computed for the same instant.
         *
         *     With `snapshot_timestamp` the answer is the ledger as it stood at that instant (`kind:
         *     snapshot`): per balance key, the running balance after the key's last leg booked at or
         *     before it (latest `booking_timestamp`, ties by booking sequence), one index probe per key.
         *     A snapshot is booking-time: it includes legs booked by then whose value date was later,
         *     exactly as an `end` read at that instant would have. Keys with no leg by then are omitted.
         *
         *     `account_ids` is required (the parameter repeated); every id must name an
         *     account of the caller's environment, otherwise 404.
         */
        get: operations["listLiveBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/balances/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance time series
         * @description Closing balance of one balance key per bucket. Buckets are `[from + k·interval,
         *     from + (k+1)·interval)` in UTC (an hour, a day or 7 days; the last one ends at `to`), at
         *     most 366 of them. A bucket's closing balance is the running balance after the key's last
         *     leg booked before the bucket ends (booking time, as for snapshots): one index probe per
         *     bucket, never a sum over postings.
         *
         *     `account_id` is required. Defaults: `denomination` the account's first denomination,
         *     `address` `DEFAULT`, `asset` `COMMERCIAL_BANK_MONEY`, `phase` `committed`, `interval`
         *     `day`, `to` now, `from` 30 intervals before `to`.
         */
        get: operations["getBalanceSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Account
         * @description A customer or internal account. Terms (`tside`, denominations, overdraft) are copied from
         *     the product version the account opened on. Balances are served by the balance routes.
         *     `version` increases with every update and guards concurrent updates (`expected_version`).
         */
        Account: {
            account_type: components["schemas"]["AccountType"];
            allow_overdraft: boolean;
            /** Format: date-time */
            closed_at: string | null;
            /**
             * Format: uuid
             * @description Holder; null for internal accounts.
             */
            customer_id: string | null;
            denominations: components["schemas"]["Denomination"][];
            details: components["schemas"]["Details"];
            /** Format: uuid */
            id: string;
            /** @description Purpose of an internal account; null for customer accounts. */
            internal_purpose: components["schemas"]["InternalPurpose"] | null;
            name: string;
            /** Format: date-time */
            opened_at: string;
            overdraft_limit: components["schemas"]["NonNegativeDecimal"];
            product_id: components["schemas"]["ProductId"];
            /** Format: uuid */
            product_version_id: string;
            status: components["schemas"]["AccountStatus"];
            tside: components["schemas"]["Tside"];
            /** Format: date-time */
            updated_at: string;
            version: number;
        };
        /**
         * Account attribute
         * @description One key-value attribute of an account.
         */
        AccountAttribute: {
            key: components["schemas"]["AttributeKey"];
            /** Format: date-time */
            updated_at: string;
            value: string;
        };
        /**
         * Account attribute list
         * @description Every attribute of the account, by key. An account holds at most 100 attributes, so the list is never paged.
         */
        AccountAttributeList: {
            items: components["schemas"]["AccountAttribute"][];
        };
        /** Account attribute write */
        AccountAttributeWrite: {
            value: string;
        };
        /**
         * Account balance
         * @description The current (end) balance of one balance key of an account, with its debit and credit totals.
         */
        AccountBalance: {
            address: components["schemas"]["Address"];
            amount: components["schemas"]["SignedAmount"];
            asset: components["schemas"]["Asset"];
            denomination: components["schemas"]["Denomination"];
            phase: components["schemas"]["Phase"];
            total_credit: components["schemas"]["Amount"];
            total_debit: components["schemas"]["Amount"];
            /**
             * Format: date-time
             * @description When the last leg touching this balance was applied.
             */
            updated_at: string;
        };
        /**
         * Account balances
         * @description Every stored balance of one account plus the derived available balance per denomination.
         * @example {
         *       "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "tside": "LIABILITY",
         *       "as_of": "2026-11-22T10:00:00.000Z",
         *       "balances": [
         *         {
         *           "address": "DEFAULT",
         *           "asset": "COMMERCIAL_BANK_MONEY",
         *           "denomination": "GBP",
         *           "phase": "committed",
         *           "amount": "1250.5",
         *           "total_debit": "249.5",
         *           "total_credit": "1500",
         *           "updated_at": "2026-11-22T09:30:00.000Z"
         *         },
         *         {
         *           "address": "DEFAULT",
         *           "asset": "COMMERCIAL_BANK_MONEY",
         *           "denomination": "GBP",
         *           "phase": "pending_outgoing",
         *           "amount": "-40",
         *           "total_debit": "40",
         *           "total_credit": "0",
         *           "updated_at": "2026-11-22T09:45:00.000Z"
         *         }
         *       ],
         *       "available": [
         *         {
         *           "denomination": "GBP",
         *           "committed": "1250.5",
         *           "pending_incoming": "0",
         *           "pending_outgoing": "-40",
         *           "available": "1210.5"
         *         }
         *       ]
         *     }
         */
        AccountBalances: {
            /** Format: uuid */
            account_id: string;
            /**
             * Format: date-time
             * @description Time the balances were read.
             */
            as_of: string;
            /** @description One entry per denomination of the account, ordered by denomination. */
            available: components["schemas"]["AvailableBalance"][];
            /** @description Ordered by denomination, address, asset and phase. */
            balances: components["schemas"]["AccountBalance"][];
            tside: components["schemas"]["Tside"];
        };
        /**
         * Account create
         * @description Opens a customer account on the current version of an active product for an active
         *     customer. `name` defaults to the product's name.
         */
        AccountCreate: {
            /** Format: uuid */
            customer_id: string;
            details?: components["schemas"]["Details"];
            name?: string;
            product_id: components["schemas"]["ProductId"];
        };
        /** Account page */
        AccountPage: {
            items: components["schemas"]["Account"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** Target and internal account */
        AccountPair: {
            amount: components["schemas"]["Amount"];
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            denomination: components["schemas"]["Denomination"];
            instruction_details?: components["schemas"]["InstructionDetails"];
            /**
             * Format: uuid
             * @description The internal counterparty account (cash, cheque, clearing, …).
             */
            internal_account_id: string;
            /**
             * Format: uuid
             * @description The customer account money moves in or out of.
             */
            target_account_id: string;
        };
        /**
         * Account status
         * @description `closed` is terminal: a closed account never reopens.
         * @enum {string}
         */
        AccountStatus: "pending" | "open" | "closed";
        /**
         * Account transaction
         * @description One committed posting leg on the account, with the running balance of its balance key after it.
         */
        AccountTransaction: {
            address: components["schemas"]["Address"];
            amount: components["schemas"]["Amount"];
            asset: components["schemas"]["Asset"];
            balance_after: components["schemas"]["SignedAmount"];
            /**
             * Format: date-time
             * @description When the ledger recorded the movement.
             */
            booking_timestamp: string;
            client_transaction_id: string;
            denomination: components["schemas"]["Denomination"];
            /** @enum {string} */
            direction: "credit" | "debit";
            /** Format: uuid */
            id: string;
            /** @description Type of the posting instruction that produced the leg (`inbound_hard_settlement`, `transfer`, ...). */
            instruction_type: string;
            phase: components["schemas"]["Phase"];
            /** Format: uuid */
            posting_id: string;
            /**
             * Format: date-time
             * @description When the movement takes economic effect (may lie in the future).
             */
            value_timestamp: string;
        };
        /**
         * Account transaction page
         * @example {
         *       "items": [
         *         {
         *           "id": "3d6f8a2b-1c4e-4f7a-8b9c-0d1e2f3a4b5c",
         *           "posting_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "client_transaction_id": "salary-2026-11",
         *           "instruction_type": "inbound_hard_settlement",
         *           "direction": "credit",
         *           "amount": "1500",
         *           "denomination": "GBP",
         *           "address": "DEFAULT",
         *           "asset": "COMMERCIAL_BANK_MONEY",
         *           "phase": "committed",
         *           "balance_after": "1500",
         *           "value_timestamp": "2026-11-21T09:00:00.000Z",
         *           "booking_timestamp": "2026-11-21T09:00:01.250Z"
         *         }
         *       ],
         *       "next_cursor": null
         *     }
         */
        AccountTransactionPage: {
            items: components["schemas"]["AccountTransaction"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Account type
         * @enum {string}
         */
        AccountType: "customer" | "internal";
        /**
         * Account update
         * @description Partial update: only the members present change. `status: closed` closes the account
         *     (terminal). With `expected_version` the update applies only when the account's `version`
         *     still equals it.
         */
        AccountUpdate: {
            details?: components["schemas"]["Details"];
            expected_version?: number;
            name?: string;
            /** @enum {string} */
            status?: "open" | "closed";
        };
        /**
         * Action log
         * @description One authorisation decision of the policy gate on a ledger operation.
         */
        ActionLog: {
            correlation_id: string | null;
            /** Format: date-time */
            decided_at: string;
            /** @enum {string} */
            decision: "allow" | "deny";
            /**
             * Format: uuid
             * @description The decision id (also in a 403's `decision_id`).
             */
            id: string;
            operation_id: string;
            /** @description The Cedar principal, e.g. `Vert::User::"teller-7"`. */
            principal: string;
            /** @description Determining policy ids, or the gate's own reason (e.g. `scope_prefilter`). */
            reasons: string[];
        };
        /** Action log page */
        ActionLogPage: {
            items: components["schemas"]["ActionLog"][];
            next_cursor: string | null;
        };
        /**
         * Balance address
         * @description Balance address inside an account; `DEFAULT` holds the available money.
         * @default DEFAULT
         * @example DEFAULT
         */
        Address: string;
        /**
         * Close an account
         * @description Resource `accounts`; as `PUT /v1/accounts/{accountId}` with status `closed` (terminal; the account must hold no balance).
         */
        AdminAccountClose: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "close";
            expected_version?: number;
            /** Format: uuid */
            id: string;
        };
        /**
         * Update an account
         * @description Resource `accounts`; `id` names the account, the other members are those of `PUT /v1/accounts/{accountId}`.
         */
        AdminAccountUpdate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "update";
            details?: components["schemas"]["Details"];
            expected_version?: number;
            /** Format: uuid */
            id: string;
            name?: string;
            /** @enum {string} */
            status?: "open" | "closed";
        };
        /**
         * Admin page action
         * @description A data action the console offers; it sends `body` (with the user's input merged in) to `path`.
         */
        AdminAction: {
            /** @description Fixed body members sent with every submission (e.g. `action`). */
            body?: {
                [key: string]: string;
            };
            /** @description Inputs the console collects; each becomes a body member of the same name. */
            fields: components["schemas"]["AdminField"][];
            id: string;
            label: string;
            /** @enum {string} */
            method: "POST";
            path: string;
        };
        /**
         * Admin data action
         * @description The body of `POST /v1/admin/{resource}`. `action` selects the operation; the members
         *     beside it are those of the operation the alias stands for: `regenerate` on `statements`
         *     (as `POST /v1/internal/statements/regen`), `update` and `close` on `accounts` (as
         *     `PUT /v1/accounts/{accountId}`).
         */
        AdminActionRequest: components["schemas"]["AdminStatementRegenerate"] | components["schemas"]["AdminAccountUpdate"] | components["schemas"]["AdminAccountClose"];
        /** Admin data action result */
        AdminActionResult: {
            action: string;
            resource: string;
            /** @description What the aliased operation returns. */
            result: components["schemas"]["Statement"] | components["schemas"]["Account"];
        };
        /** Admin dashboard card */
        AdminCard: {
            id: string;
            /** @description Page id the card links to. */
            link?: string;
            title: string;
            /** @description Display value, computed live when the page is requested. */
            value: string;
        };
        /** Admin page column */
        AdminColumn: {
            /** @description Property of each item of the data source's `items`. */
            key: string;
            label: string;
            /** @enum {string} */
            type: "text" | "id" | "money" | "datetime" | "date" | "status" | "count" | "link";
        };
        /**
         * Admin page data source
         * @description The ledger route the console calls for the page's data; `{name}` placeholders in `path` and `query` values are page parameters.
         */
        AdminDataSource: {
            /** @enum {string} */
            method: "GET";
            path: string;
            /** @description Fixed query parameters. */
            query?: {
                [key: string]: string;
            };
        };
        /** Admin page input field */
        AdminField: {
            label: string;
            name: string;
            required: boolean;
            /** @enum {string} */
            type: "text" | "uuid" | "date" | "datetime" | "denomination";
        };
        /**
         * Admin page definition
         * @description A page the admin console renders. `table` pages list `items` of `data_source` in
         *     `columns`; `dashboard` pages show `cards` computed when the page is requested. Pages with
         *     `parameters` are parameterised: the console asks for them, substitutes `{name}` in
         *     `data_source.path` and must not cache the definition.
         * @example {
         *       "page": "statements",
         *       "title": "Statements",
         *       "kind": "table",
         *       "data_source": {
         *         "method": "GET",
         *         "path": "/v1/accounts/{accountId}/statements"
         *       },
         *       "parameters": [
         *         {
         *           "name": "accountId",
         *           "label": "Account id",
         *           "type": "uuid",
         *           "required": true
         *         }
         *       ],
         *       "columns": [
         *         {
         *           "key": "period_start",
         *           "label": "From",
         *           "type": "date"
         *         }
         *       ],
         *       "actions": []
         *     }
         */
        AdminPage: {
            actions?: components["schemas"]["AdminAction"][];
            cards?: components["schemas"]["AdminCard"][];
            columns?: components["schemas"]["AdminColumn"][];
            data_source: components["schemas"]["AdminDataSource"];
            description?: string;
            /** @enum {string} */
            kind: "dashboard" | "table";
            page: string;
            parameters?: components["schemas"]["AdminPageParameter"][];
            title: string;
        };
        /** Admin page parameter */
        AdminPageParameter: {
            label: string;
            name: string;
            required: boolean;
            /** @enum {string} */
            type: "text" | "uuid" | "date" | "datetime" | "denomination";
        };
        /**
         * Regenerate a statement
         * @description Resource `statements`; same members and effect as `POST /v1/internal/statements/regen`.
         */
        AdminStatementRegenerate: {
            /** Format: uuid */
            account_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "regenerate";
            denomination: components["schemas"]["Denomination"];
            /** Format: date */
            period_end: string;
            /** Format: date */
            period_start: string;
        };
        /**
         * Amount
         * @description A positive decimal amount as a string (never a JSON number), up to 18 decimals.
         * @example 125.50
         */
        Amount: string;
        /**
         * Balance asset
         * @description Asset class of the balance; `COMMERCIAL_BANK_MONEY` for ordinary money.
         * @example COMMERCIAL_BANK_MONEY
         */
        Asset: string;
        /**
         * Attribute key
         * @example branch.sort_code
         */
        AttributeKey: string;
        /**
         * Audit event
         * @description One entry of the audit journal.
         */
        AuditEvent: {
            /** @description What happened, dot-separated (`posting.created`, `environment.initialized`). */
            action: string;
            /** @description Subject of the principal (or `platform`) that caused the entry. */
            actor: string;
            /** @description Correlation id of the request that caused the entry. */
            correlation_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Action-specific facts. */
            detail: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            id: string;
            /** @description Identifier of the resource acted on, when there is one. */
            target: string | null;
        };
        /** Audit event page */
        AuditEventPage: {
            items: components["schemas"]["AuditEvent"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Authorisation adjustment
         * @description Changes the authorised amount of an open authorisation by `amount` (positive or negative).
         */
        AuthorisationAdjustment: {
            amount: components["schemas"]["SignedAmount"];
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            instruction_details?: components["schemas"]["InstructionDetails"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "authorisation_adjustment";
        };
        /**
         * Available balance
         * @description Per denomination, over address `DEFAULT` and asset `COMMERCIAL_BANK_MONEY`:
         *     `available = committed + pending_outgoing` with both signed by tside. Outgoing
         *     authorisations are debits, so on a `LIABILITY` account `pending_outgoing` is zero or
         *     negative and `available` is the committed balance minus the amounts held by open
         *     outgoing authorisations. `pending_incoming` is reported but never counts: money not yet
         *     received cannot be spent. Includes value-dated postings not yet effective (it is derived
         *     from the stored, end balances).
         */
        AvailableBalance: {
            available: components["schemas"]["SignedAmount"];
            committed: components["schemas"]["SignedAmount"];
            denomination: components["schemas"]["Denomination"];
            pending_incoming: components["schemas"]["SignedAmount"];
            pending_outgoing: components["schemas"]["SignedAmount"];
        };
        /**
         * Balance entry
         * @description The balance of one balance key of one account at the response's `as_of`.
         */
        BalanceEntry: {
            /** Format: uuid */
            account_id: string;
            address: components["schemas"]["Address"];
            amount: components["schemas"]["SignedAmount"];
            asset: components["schemas"]["Asset"];
            denomination: components["schemas"]["Denomination"];
            phase: components["schemas"]["Phase"];
        };
        /**
         * Balance page
         * @description One page of balances of the requested accounts, ordered by account id and balance key.
         * @example {
         *       "kind": "live",
         *       "as_of": "2026-11-22T10:00:00.000Z",
         *       "items": [
         *         {
         *           "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *           "address": "DEFAULT",
         *           "asset": "COMMERCIAL_BANK_MONEY",
         *           "denomination": "GBP",
         *           "phase": "committed",
         *           "amount": "1250.5"
         *         }
         *       ],
         *       "next_cursor": null
         *     }
         */
        BalancePage: {
            /**
             * Format: date-time
             * @description The instant the balances are for; fixed across the pages of one listing.
             */
            as_of: string;
            items: components["schemas"]["BalanceEntry"][];
            /**
             * @description `live`: effective now (future value-dated legs removed); `end`: as stored, including
             *     future value-dated legs; `snapshot`: as the ledger stood at `snapshot_timestamp`.
             * @enum {string}
             */
            kind: "live" | "end" | "snapshot";
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Balance series
         * @description Closing balances of one balance key per time bucket, read from the stored running balances.
         * @example {
         *       "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "address": "DEFAULT",
         *       "asset": "COMMERCIAL_BANK_MONEY",
         *       "denomination": "GBP",
         *       "phase": "committed",
         *       "interval": "day",
         *       "from": "2026-11-20T00:00:00.000Z",
         *       "to": "2026-11-22T00:00:00.000Z",
         *       "points": [
         *         {
         *           "bucket_start": "2026-11-20T00:00:00.000Z",
         *           "bucket_end": "2026-11-21T00:00:00.000Z",
         *           "closing_balance": "1000"
         *         },
         *         {
         *           "bucket_start": "2026-11-21T00:00:00.000Z",
         *           "bucket_end": "2026-11-22T00:00:00.000Z",
         *           "closing_balance": "1250.5"
         *         }
         *       ]
         *     }
         */
        BalanceSeries: {
            /** Format: uuid */
            account_id: string;
            address: components["schemas"]["Address"];
            asset: components["schemas"]["Asset"];
            denomination: components["schemas"]["Denomination"];
            /** Format: date-time */
            from: string;
            /** @enum {string} */
            interval: "hour" | "day" | "week";
            phase: components["schemas"]["Phase"];
            points: components["schemas"]["BalanceSeriesPoint"][];
            /** Format: date-time */
            to: string;
        };
        /**
         * Balance series point
         * @description The closing balance of one bucket `[bucket_start, bucket_end)`.
         */
        BalanceSeriesPoint: {
            /** Format: date-time */
            bucket_end: string;
            /** Format: date-time */
            bucket_start: string;
            closing_balance: components["schemas"]["SignedAmount"];
        };
        /**
         * Check status
         * @description Result of one check.
         * @enum {string}
         */
        CheckStatus: "ok" | "down";
        /**
         * Client transaction id
         * @description Links the instructions of one transaction chain (authorise → adjust → settle → release).
         * @example card-auth-000123
         */
        ClientTransactionId: string;
        /**
         * Committed posting
         * @description One leg a posting instruction produced.
         */
        CommittedPosting: {
            /** Format: uuid */
            account_id: string;
            address: string;
            amount: components["schemas"]["Amount"];
            asset: string;
            credit: boolean;
            denomination: string;
            phase: components["schemas"]["Phase"];
        };
        /**
         * Correlation id
         * @description Printable ASCII without spaces, at most 128 characters (a UUID when generated).
         */
        CorrelationId: string;
        /**
         * Customer
         * @description A banking customer record. Identity lives at the authorization server; a customer may be
         *     linked to one identity through `platform_auth_user_id`, and an identity to one customer.
         */
        Customer: {
            /** Format: date-time */
            created_at: string;
            details: components["schemas"]["Details"];
            display_name: string;
            email: string | null;
            /** Format: uuid */
            id: string;
            /** @description Linked identity, or null when none is linked. */
            platform_auth_user_id: components["schemas"]["PlatformAuthUserId"] | null;
            status: components["schemas"]["CustomerStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * Customer auth link
         * @description The identity to link to the customer.
         */
        CustomerAuthLink: {
            platform_auth_user_id: components["schemas"]["PlatformAuthUserId"];
        };
        /**
         * Customer create
         * @description A new customer; `platform_auth_user_id` links an identity at once.
         */
        CustomerCreate: {
            details?: components["schemas"]["Details"];
            display_name: string;
            /** Format: email */
            email?: string;
            platform_auth_user_id?: components["schemas"]["PlatformAuthUserId"];
        };
        /** Customer page */
        CustomerPage: {
            items: components["schemas"]["Customer"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Customer status
         * @description `active` customers may hold accounts; `closed` is terminal.
         * @enum {string}
         */
        CustomerStatus: "active" | "closed";
        /**
         * Customer update
         * @description Partial update: only the members present change. `email: null` clears the address.
         *     `status: closed` closes the customer (terminal; refused while the customer has open accounts).
         */
        CustomerUpdate: {
            details?: components["schemas"]["Details"];
            display_name?: string;
            email?: string | null;
            status?: components["schemas"]["CustomerStatus"];
        };
        /**
         * Custom instruction
         * @description Explicit legs; they must net to zero per denomination, asset and phase.
         */
        CustomInstruction: {
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            instruction_details?: components["schemas"]["InstructionDetails"];
            postings: components["schemas"]["CustomPosting"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "custom_instruction";
        };
        /** Custom posting leg */
        CustomPosting: {
            /** Format: uuid */
            account_id: string;
            address?: components["schemas"]["Address"];
            amount: components["schemas"]["Amount"];
            /** @default COMMERCIAL_BANK_MONEY */
            asset: string;
            credit: boolean;
            denomination: components["schemas"]["Denomination"];
            phase?: components["schemas"]["Phase"];
        };
        /**
         * Database check
         * @description A round trip (`select 1`) through the service's connection pool, with a bounded timeout.
         */
        DatabaseCheck: {
            /**
             * @description Round-trip time in milliseconds; null when the check timed out or failed.
             * @example 1.7
             */
            latency_ms: number | null;
            status: components["schemas"]["CheckStatus"];
        };
        /**
         * Decimal
         * @description An exact decimal amount as a string: optional minus sign, up to 20 integer digits (no
         *     leading zeros) and up to 18 fractional digits, as stored in `numeric(38, 18)`. Never a
         *     JSON number.
         * @example 1250.75
         */
        Decimal: string;
        /**
         * Denomination
         * @description Currency or unit of account, e.g. an ISO 4217 code.
         * @example GBP
         */
        Denomination: string;
        /**
         * Details
         * @description Free-form string-keyed metadata; at most 64 keys.
         * @example {
         *       "branch": "London"
         *     }
         */
        Details: {
            [key: string]: unknown;
        };
        /**
         * Event bus check
         * @description Connection state of the event bus the service publishes to and consumes from.
         */
        EventBusCheck: {
            /**
             * @description `nats` (JetStream, when NATS_URL is set) or `in-process` (embedded default).
             * @enum {string}
             */
            kind: "nats" | "in-process";
            status: components["schemas"]["CheckStatus"];
        };
        /**
         * Health report
         * @description Live health of one service process. `status` is `ok` when every check is `ok` and
         *     `degraded` otherwise; the HTTP status is 200 when `ok` and 503 when `degraded`, with
         *     the same body, so load balancers and humans read the same answer.
         */
        Health: {
            checks: components["schemas"]["HealthChecks"];
            /**
             * @description Service name.
             * @example fdx
             */
            service: string;
            /**
             * @description Overall status.
             * @enum {string}
             */
            status: "ok" | "degraded";
            /**
             * @description Version of the running build.
             * @example 0.1.0
             */
            version: string;
        };
        /**
         * Health checks
         * @description Result of each live check.
         */
        HealthChecks: {
            database: components["schemas"]["DatabaseCheck"];
            event_bus: components["schemas"]["EventBusCheck"];
        };
        /**
         * Inbound authorisation
         * @description Holds an incoming amount in `pending_incoming` until it is settled or released.
         */
        InboundAuthorisation: {
            /** @constant */
            type: "inbound_authorisation";
        } & (components["schemas"]["AccountPair"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "inbound_authorisation";
        });
        /**
         * Inbound hard settlement
         * @description Credits the target account and debits the internal account, committed at once.
         */
        InboundHardSettlement: {
            /** @constant */
            type: "inbound_hard_settlement";
        } & (components["schemas"]["AccountPair"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "inbound_hard_settlement";
        });
        /**
         * Instruction details
         * @description Free-form string metadata kept with the instruction.
         */
        InstructionDetails: {
            [key: string]: string;
        };
        /**
         * Internal account create
         * @description A new internal account for a purpose and denomination, on the current version of the
         *     platform-managed product `internal_account`. `name` defaults to `<Purpose> <denomination>`.
         */
        InternalAccountCreate: {
            denomination: components["schemas"]["Denomination"];
            details?: components["schemas"]["Details"];
            name?: string;
            purpose: components["schemas"]["InternalPurpose"];
        };
        /**
         * Internal purpose
         * @description Role of an internal (counterparty) account.
         * @enum {string}
         */
        InternalPurpose: "cash" | "cheque" | "liquidity" | "clearing" | "suspense";
        /**
         * Module id
         * @description Id of a product module of the product-module validation library.
         * @example interest_accrual
         */
        ModuleId: string;
        /**
         * Non-negative decimal
         * @description A `Decimal` without a minus sign (limits and thresholds).
         * @example 500
         */
        NonNegativeDecimal: components["schemas"]["Decimal"] & string;
        /**
         * Outbound authorisation
         * @description Reserves an outgoing amount in `pending_outgoing`; it reduces the available balance.
         */
        OutboundAuthorisation: {
            /** @constant */
            type: "outbound_authorisation";
        } & (components["schemas"]["AccountPair"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "outbound_authorisation";
        });
        /**
         * Outbound hard settlement
         * @description Debits the target account and credits the internal account, committed at once.
         */
        OutboundHardSettlement: {
            /** @constant */
            type: "outbound_hard_settlement";
        } & (components["schemas"]["AccountPair"] & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "outbound_hard_settlement";
        });
        /**
         * Payment device
         * @description A device (card, token, wallet) registered against an account.
         */
        PaymentDevice: {
            /** Format: uuid */
            account_id: string;
            /** Format: date-time */
            created_at: string;
            device_type: components["schemas"]["PaymentDeviceType"];
            display_name: string | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "active" | "suspended" | "retired";
        };
        /** Payment device create */
        PaymentDeviceCreate: {
            device_type: components["schemas"]["PaymentDeviceType"];
            display_name?: string;
        };
        /** Payment device page */
        PaymentDevicePage: {
            items: components["schemas"]["PaymentDevice"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Payment device type
         * @enum {string}
         */
        PaymentDeviceType: "card" | "token" | "mobile_wallet";
        /**
         * Phase
         * @description `committed` money has moved; `pending_incoming` / `pending_outgoing` hold authorised
         *     amounts until they are settled or released.
         * @enum {string}
         */
        Phase: "committed" | "pending_incoming" | "pending_outgoing";
        /**
         * Platform auth user id
         * @description Subject of an identity at the platform's authorization server.
         * @example user_7Hq2Lm9Xp4
         */
        PlatformAuthUserId: string;
        /** Posting batch */
        PostingBatch: {
            batch_details: components["schemas"]["InstructionDetails"];
            batch_id: string;
            /** Format: date-time */
            booking_timestamp: string;
            /** @description The reason given with the cancellation, if any. */
            cancel_reason?: string | null;
            /**
             * Format: date-time
             * @description When an asynchronous batch was cancelled; null otherwise.
             */
            cancelled_at?: string | null;
            /** Format: uuid */
            id: string;
            idempotency_key: string;
            instructions: components["schemas"]["PostingInstruction"][];
            /** @enum {string} */
            mode: "sync" | "async";
            /** @description Last infrastructure error of asynchronous processing (post-posting failure). */
            processing_error?: string | null;
            /**
             * @description `accepted`: every instruction committed; `rejected`: nothing changed (see `violations`); `pending`: async, not processed yet; `cancelled`: async, cancelled before it was applied (nothing changed).
             * @enum {string}
             */
            status: "pending" | "accepted" | "rejected" | "cancelled";
            /** Format: date-time */
            value_timestamp: string;
            violations: components["schemas"]["Violation"][];
        };
        /** Posting batch page */
        PostingBatchPage: {
            items: components["schemas"]["PostingBatchSummary"][];
            next_cursor: string | null;
        };
        /** Posting instruction batch */
        PostingBatchRequest: {
            batch_details?: components["schemas"]["InstructionDetails"];
            /** @description The client's batch identifier. */
            batch_id: string;
            /** @description Repeating the key returns the original result; reusing it with another body is a 409. */
            idempotency_key: string;
            instructions: components["schemas"]["PostingInstructionRequest"][];
            /**
             * Format: date-time
             * @description When the money moves (default now); may be in the future.
             */
            value_timestamp?: string;
        };
        /** Posting batch summary */
        PostingBatchSummary: {
            batch_id: string;
            /** Format: date-time */
            booking_timestamp: string;
            /** Format: uuid */
            id: string;
            idempotency_key: string;
            instruction_count: number;
            /** @enum {string} */
            mode: "sync" | "async";
            processing_error?: string | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "cancelled";
            /** Format: date-time */
            value_timestamp: string;
        };
        /** Posting cancellation */
        PostingCancellationRequest: {
            /** @description Why the batch is cancelled; kept with the batch and carried by the event. */
            reason?: string;
        };
        /** Posting instruction (stored) */
        PostingInstruction: {
            client_transaction_id: string;
            committed_postings: components["schemas"]["CommittedPosting"][];
            failure_reason: string | null;
            /** Format: uuid */
            id: string;
            request: components["schemas"]["PostingInstructionRequest"];
            seq: number;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "cancelled";
            /** @enum {string} */
            type: "inbound_hard_settlement" | "outbound_hard_settlement" | "inbound_authorisation" | "outbound_authorisation" | "authorisation_adjustment" | "settlement" | "release" | "transfer" | "custom_instruction";
        };
        /** Posting instructions */
        PostingInstructionList: {
            items: components["schemas"]["PostingInstruction"][];
        };
        /**
         * Posting instruction
         * @description One instruction of a batch, chosen by its `type`: an instruction is validated against the
         *     schema its `type` names, and a `type` outside the mapping is refused as such.
         */
        PostingInstructionRequest: components["schemas"]["InboundHardSettlement"] | components["schemas"]["OutboundHardSettlement"] | components["schemas"]["InboundAuthorisation"] | components["schemas"]["OutboundAuthorisation"] | components["schemas"]["AuthorisationAdjustment"] | components["schemas"]["Settlement"] | components["schemas"]["Release"] | components["schemas"]["Transfer"] | components["schemas"]["CustomInstruction"];
        /**
         * Problem details
         * @description RFC 9457 problem details, media type `application/problem+json` (decision record
         *     0001). `type` is `https://vert-bank.dev/problems/<code>`, so `type` and `code` both
         *     identify the error class and never change between occurrences; `detail` describes this
         *     occurrence. Extension members: `code` (stable machine-readable string),
         *     `correlation_id` (same value as the `x-platform-correlation-id` response header),
         *     `errors` for request validation failures and `decision_id` for policy denials.
         *     No stack trace is ever included.
         */
        Problem: {
            /**
             * @description Stable, machine-readable error code.
             * @example validation_failed
             */
            code: string;
            /** @description Correlation id of the request, as in the `x-platform-correlation-id` header. */
            correlation_id: components["schemas"]["CorrelationId"];
            /**
             * @description Id of the policy decision that denied the call (policy denials only), for the admin decision log.
             * @example dec_01HZX3Q4R5S6T7V8W9X0Y1Z2A3
             */
            decision_id?: string;
            /**
             * @description Explanation specific to this occurrence, safe to show to the caller.
             * @example query parameter "foo" is not allowed
             */
            detail: string;
            /** @description Individual request validation failures (present only on validation errors). */
            errors?: components["schemas"]["ValidationIssue"][];
            /**
             * Format: uri-reference
             * @description Identifies this occurrence (the request path).
             * @example /v1/health
             */
            instance?: string;
            /**
             * @description The HTTP status code of this response.
             * @example 400
             */
            status: number;
            /**
             * @description Short summary of the problem type; does not change between occurrences.
             * @example Request validation failed
             */
            title: string;
            /**
             * Format: uri-reference
             * @description Identifies the problem type; `https://vert-bank.dev/problems/` followed by `code`.
             * @example https://vert-bank.dev/problems/validation_failed
             */
            type: string;
        };
        /**
         * Product
         * @description A product of the product library; its terms live in versions, the newest being current.
         */
        Product: {
            /** Format: date-time */
            created_at: string;
            /**
             * Format: uuid
             * @description Version new accounts open on; null until the first version exists.
             */
            current_version_id: string | null;
            id: components["schemas"]["ProductId"];
            name: string;
            product_type: components["schemas"]["ProductType"];
            status: components["schemas"]["ProductStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * Product create
         * @description A new draft product. Add a version, then activate it.
         */
        ProductCreate: {
            id: components["schemas"]["ProductId"];
            name: string;
            /**
             * @description Any product type except the platform-managed `internal`.
             * @enum {string}
             */
            product_type: "current_account" | "savings" | "loan" | "credit_card";
        };
        /**
         * Product id
         * @description Caller-chosen slug, unique in the environment.
         * @example easy_saver
         */
        ProductId: string;
        /** Product page */
        ProductPage: {
            items: components["schemas"]["Product"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Product status
         * @description `draft` until activated; only `active` products open accounts.
         * @enum {string}
         */
        ProductStatus: "draft" | "active" | "retired";
        /**
         * Product type
         * @description `internal` is reserved for the platform-managed product of internal accounts.
         * @enum {string}
         */
        ProductType: "current_account" | "savings" | "loan" | "credit_card" | "internal";
        /**
         * Product version
         * @description Immutable terms of a product; accounts copy `tside`, denominations and overdraft terms when they open.
         */
        ProductVersion: {
            allow_overdraft: boolean;
            /** Format: date-time */
            created_at: string;
            denominations: components["schemas"]["Denomination"][];
            /** Format: uuid */
            id: string;
            modules: components["schemas"]["ModuleId"][];
            overdraft_limit: components["schemas"]["NonNegativeDecimal"];
            /** @description Product parameter values (Vault `params`). */
            parameters: {
                [key: string]: unknown;
            };
            product_id: components["schemas"]["ProductId"];
            tside: components["schemas"]["Tside"];
            /** @description 1 for the first version, then consecutive. */
            version: number;
        };
        /**
         * Product version create
         * @description New terms for a product; the new version becomes current at once. `overdraft_limit` must
         *     be zero unless `allow_overdraft` is true.
         */
        ProductVersionCreate: {
            /** @default false */
            allow_overdraft: boolean;
            denominations: components["schemas"]["Denomination"][];
            modules?: components["schemas"]["ModuleId"][];
            overdraft_limit?: components["schemas"]["NonNegativeDecimal"];
            parameters?: {
                [key: string]: unknown;
            };
            tside: components["schemas"]["Tside"];
        };
        /** Product version page */
        ProductVersionPage: {
            items: components["schemas"]["ProductVersion"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Release
         * @description Releases the remaining amount of an open authorisation.
         */
        Release: {
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            instruction_details?: components["schemas"]["InstructionDetails"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "release";
        };
        /**
         * Settlement
         * @description Commits `amount` (default: the whole remaining authorisation) of an open authorisation;
         *     `final` releases whatever remains afterwards.
         */
        Settlement: {
            amount?: components["schemas"]["Amount"];
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            /** @default false */
            final: boolean;
            instruction_details?: components["schemas"]["InstructionDetails"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "settlement";
        };
        /**
         * Signed amount
         * @description A decimal amount as a string that may be negative.
         * @example -25.00
         */
        SignedAmount: string;
        /**
         * Statement
         * @description Metadata of a generated statement. The document itself lives in object storage;
         *     `download_url` is a signed URL valid for 300 seconds, issued afresh in every response.
         * @example {
         *       "id": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
         *       "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "period_start": "2026-10-01",
         *       "period_end": "2026-10-31",
         *       "denomination": "GBP",
         *       "opening_balance": "1000",
         *       "closing_balance": "1250.5",
         *       "transaction_count": 4,
         *       "content_type": "application/json",
         *       "size_bytes": 2048,
         *       "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
         *       "generated_at": "2026-11-01T02:00:00.000Z",
         *       "download_url": "http://localhost:4000/v1/objects/demo/statements/6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f/2026-10-01_2026-10-31_gbp.json?expires=1795000000&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
         *     }
         */
        Statement: {
            /** Format: uuid */
            account_id: string;
            closing_balance: components["schemas"]["SignedAmount"];
            /** @example application/json */
            content_type: string;
            denomination: components["schemas"]["Denomination"];
            /**
             * Format: uri
             * @description Signed, expiring (300 s) URL of the document; needs no other credential.
             */
            download_url: string;
            /**
             * Format: date-time
             * @description When this version of the document was generated (regeneration replaces it).
             */
            generated_at: string;
            /** Format: uuid */
            id: string;
            opening_balance: components["schemas"]["SignedAmount"];
            /**
             * Format: date
             * @description Last day of the period (UTC), inclusive.
             */
            period_end: string;
            /**
             * Format: date
             * @description First day of the period (UTC), inclusive.
             */
            period_start: string;
            sha256: string;
            size_bytes: number;
            transaction_count: number;
        };
        /** Statement page */
        StatementPage: {
            items: components["schemas"]["Statement"][];
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Statement regeneration request
         * @description The account, period (UTC calendar days, both inclusive, at most 366 days) and denomination of the statement.
         * @example {
         *       "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "period_start": "2026-10-01",
         *       "period_end": "2026-10-31",
         *       "denomination": "GBP"
         *     }
         */
        StatementRegenerateRequest: {
            /** Format: uuid */
            account_id: string;
            denomination: components["schemas"]["Denomination"];
            /** Format: date */
            period_end: string;
            /** Format: date */
            period_start: string;
        };
        /**
         * Transfer
         * @description Moves committed money from the debtor account to the creditor account.
         */
        Transfer: {
            amount: components["schemas"]["Amount"];
            client_transaction_id: components["schemas"]["ClientTransactionId"];
            /** Format: uuid */
            creditor_account_id: string;
            /** Format: uuid */
            debtor_account_id: string;
            denomination: components["schemas"]["Denomination"];
            instruction_details?: components["schemas"]["InstructionDetails"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transfer";
        };
        /**
         * Tside
         * @description Accounting side of the account; decides the sign of its balances.
         * @enum {string}
         */
        Tside: "ASSET" | "LIABILITY";
        /**
         * Validation issue
         * @description One request validation failure.
         */
        ValidationIssue: {
            /**
             * @description What is wrong.
             * @example must be <= 200
             */
            detail: string;
            /**
             * @description The part of the request the failure is in.
             * @enum {string}
             */
            location: "body" | "query" | "path" | "header";
            /**
             * @description Parameter or header name, when `location` is `query`, `path` or `header`.
             * @example limit
             */
            name?: string;
            /**
             * @description JSON Pointer (RFC 6901) into the request body, when `location` is `body`.
             * @example /amount
             */
            pointer?: string;
        };
        /**
         * Violation
         * @description Why a batch was rejected.
         */
        Violation: {
            /** Format: uuid */
            account_id?: string | null;
            instruction_index: number;
            message: string;
            /** @enum {string} */
            type: "account_not_found" | "account_closed" | "unsupported_denomination" | "insufficient_funds" | "unknown_client_transaction" | "duplicate_client_transaction" | "authorisation_closed" | "authorisation_exceeded" | "processing_error";
        };
    };
    responses: {
        /** @description The request is invalid (unknown or malformed parameter, header or body). */
        ProblemBadRequest: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state (idempotency key reused with a different body, guarded state move lost). */
        ProblemConflict: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The policy gate denied the call. */
        ProblemForbidden: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected failure; details are in the service log under the correlation id. */
        ProblemInternalServerError: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource does not exist in the caller's environment. */
        ProblemNotFound: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid credential was presented. */
        ProblemUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @example 0b5e1f7a-2c3d-4e8f-9a1b-6c7d8e9f0a1b */
        1: string;
        /**
         * @description Id of an account of the caller's environment.
         * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
         */
        AccountIdPath: string;
        /**
         * @description Accounts to read, at most 100, the parameter repeated (`account_ids=a&account_ids=b`).
         *     One id per value keeps every valid request line within the server's header limit.
         *     Required: a request without it is answered 400 `account_ids_required`.
         * @example [
         *       "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f"
         *     ]
         */
        AccountIdsQuery: string[];
        /**
         * @description Attribute key.
         * @example branch.sort_code
         */
        AttributeKeyPath: components["schemas"]["AttributeKey"];
        /** @description Opaque cursor from `next_cursor` of the previous page (it also fixes `as_of`). */
        BalanceCursorQuery: string;
        /**
         * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
         *     the response. When absent the platform generates one.
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationIdHeader: components["schemas"]["CorrelationId"];
        /** @description Page size; 25 when absent, at most 100. */
        CursorLimitQuery: number;
        /** @description Opaque cursor from `next_cursor` of the previous page. */
        CursorQuery: string;
        /**
         * @description Id of a customer of the caller's environment.
         * @example 3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f
         */
        CustomerIdPath: string;
        /** @description Only this denomination. */
        DenominationQuery: components["schemas"]["Denomination"];
        /**
         * @description Id of an internal account of the caller's environment.
         * @example 5c9d2e7a-1f4b-4c8d-a6e3-2b7f9a0c1d4e
         */
        InternalAccountIdPath: string;
        /**
         * @description Id (slug) of a product of the caller's environment.
         * @example easy_saver
         */
        ProductIdPath: components["schemas"]["ProductId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Correlation id of this request (the caller's value, or the one the platform generated).
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationId: components["schemas"]["CorrelationId"];
        /**
         * @description Authentication challenge (RFC 9110 section 11.6.1). `Bearer` for bearer tokens, `DPoP`
         *     (RFC 9449 section 7.1) for sender-constrained tokens, with an `error` parameter.
         * @example DPoP error="invalid_token", algs="ES256 PS256"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listLedgerAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Only customer or only internal accounts.
                 * @example customer
                 */
                account_type?: components["schemas"]["AccountType"];
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /**
                 * @description Only accounts held by this customer.
                 * @example 3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f
                 */
                customer_id?: string;
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only accounts opened on this product.
                 * @example easy_saver
                 */
                product_id?: components["schemas"]["ProductId"];
                /**
                 * @description Only accounts in this status.
                 * @example open
                 */
                status?: components["schemas"]["AccountStatus"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of accounts. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createLedgerAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description The account was opened. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getLedgerAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    updateLedgerAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description The account after the update. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listLedgerAccountAttributes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attributes. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAttributeList"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    putLedgerAccountAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
                /**
                 * @description Attribute key.
                 * @example branch.sort_code
                 */
                key: components["parameters"]["AttributeKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountAttributeWrite"];
            };
        };
        responses: {
            /** @description The attribute as stored. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountAttribute"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getAccountBalances: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's balances. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalances"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listLedgerAccountDevices: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payment devices. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDevicePage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createLedgerAccountDevice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentDeviceCreate"];
            };
        };
        responses: {
            /** @description The device was registered. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDevice"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listAccountStatements: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of statements. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listAccountTransactions: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Only this denomination. */
                denomination?: components["parameters"]["DenominationQuery"];
                /**
                 * @description Only legs with a value timestamp at or after this instant.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /** @description Only legs of this phase. */
                phase?: components["schemas"]["Phase"];
                /**
                 * @description Only legs with a value timestamp before this instant.
                 * @example 2026-12-01T00:00:00Z
                 */
                to?: string;
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account of the caller's environment.
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of movements. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTransactionPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    runLedgerAdminAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Resource the action applies to.
                 * @example statements
                 */
                resource: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminActionRequest"];
            };
        };
        responses: {
            /** @description The action's result. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionResult"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getLedgerAdminPage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Page id.
                 * @example overview
                 */
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page definition. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /**
                 * @description Only entries with exactly this action.
                 * @example environment.initialized
                 */
                action?: string;
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit events. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listActionLogs: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Only allowed or only denied attempts. */
                decision?: "allow" | "deny";
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only attempts at this ledger operation.
                 * @example createPostingBatch
                 */
                operation_id?: string;
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of action logs. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionLogPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listLedgerCustomers: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only the customer linked to this identity.
                 * @example user_7Hq2Lm9Xp4
                 */
                platform_auth_user_id?: components["schemas"]["PlatformAuthUserId"];
                /**
                 * @description Only customers whose display name starts with this text (case-insensitive).
                 * @example Ada
                 */
                q?: string;
                /**
                 * @description Only customers in this status.
                 * @example active
                 */
                status?: components["schemas"]["CustomerStatus"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createLedgerCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description The customer was created. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getLedgerCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of a customer of the caller's environment.
                 * @example 3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f
                 */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    linkLedgerCustomerAuth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of a customer of the caller's environment.
                 * @example 3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f
                 */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAuthLink"];
            };
        };
        responses: {
            /** @description The customer, linked. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    updateLedgerCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of a customer of the caller's environment.
                 * @example 3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f
                 */
                customerId: components["parameters"]["CustomerIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getLedgerHealth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every check passed. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            500: components["responses"]["ProblemInternalServerError"];
            /** @description At least one check failed; same body as 200. */
            503: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    listInternalAccounts: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /**
                 * @description Only internal accounts in this denomination.
                 * @example GBP
                 */
                denomination?: components["schemas"]["Denomination"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only internal accounts with this purpose.
                 * @example cash
                 */
                purpose?: components["schemas"]["InternalPurpose"];
                /**
                 * @description Only internal accounts in this status.
                 * @example open
                 */
                status?: components["schemas"]["AccountStatus"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of internal accounts. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InternalAccountCreate"];
            };
        };
        responses: {
            /** @description The internal account was opened. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getInternalAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id of an internal account of the caller's environment.
                 * @example 5c9d2e7a-1f4b-4c8d-a6e3-2b7f9a0c1d4e
                 */
                accountId: components["parameters"]["InternalAccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The internal account. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    regenerateStatement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementRegenerateRequest"];
            };
        };
        responses: {
            /** @description The statement's metadata. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listPostPostingFailures: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of failed asynchronous batches. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatchPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listPostingBatches: {
        parameters: {
            query?: {
                batch_id?: string;
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                status?: "pending" | "accepted" | "rejected" | "cancelled";
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posting batches. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatchPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createPostingBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostingBatchRequest"];
            };
        };
        responses: {
            /** @description Replay of an idempotency key already processed; the original batch. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            /** @description The batch was processed (check `status`). */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getPostingBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /** @example 0b5e1f7a-2c3d-4e8f-9a1b-6c7d8e9f0a1b */
                postingId: components["parameters"]["1"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting batch. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    cancelPosting: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /** @example 0b5e1f7a-2c3d-4e8f-9a1b-6c7d8e9f0a1b */
                postingId: components["parameters"]["1"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PostingCancellationRequest"];
            };
        };
        responses: {
            /** @description The batch, cancelled (now or by an earlier request). */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listPostingInstructions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /** @example 0b5e1f7a-2c3d-4e8f-9a1b-6c7d8e9f0a1b */
                postingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instructions. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingInstructionList"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    republishPosting: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /** @example 0b5e1f7a-2c3d-4e8f-9a1b-6c7d8e9f0a1b */
                postingId: components["parameters"]["1"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Republished; processing happens asynchronously. */
            202: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createAsyncPostingBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostingBatchRequest"];
            };
        };
        responses: {
            /** @description Replay of an idempotency key already enqueued; the batch as it stands now. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            /** @description Enqueued; processing happens asynchronously. */
            202: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostingBatch"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only products of this type.
                 * @example savings
                 */
                product_type?: components["schemas"]["ProductType"];
                /**
                 * @description Only products in this status.
                 * @example active
                 */
                status?: components["schemas"]["ProductStatus"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreate"];
            };
        };
        responses: {
            /** @description The product was created (draft, no version yet). */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id (slug) of a product of the caller's environment.
                 * @example easy_saver
                 */
                productId: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    activateProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id (slug) of a product of the caller's environment.
                 * @example easy_saver
                 */
                productId: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, active. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listProductVersions: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id (slug) of a product of the caller's environment.
                 * @example easy_saver
                 */
                productId: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of versions. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductVersionPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    createProductVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path: {
                /**
                 * @description Id (slug) of a product of the caller's environment.
                 * @example easy_saver
                 */
                productId: components["parameters"]["ProductIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductVersionCreate"];
            };
        };
        responses: {
            /** @description The new, current version. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductVersion"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listEndBalances: {
        parameters: {
            query?: {
                /**
                 * @description Accounts to read, at most 100, the parameter repeated (`account_ids=a&account_ids=b`).
                 *     One id per value keeps every valid request line within the server's header limit.
                 *     Required: a request without it is answered 400 `account_ids_required`.
                 * @example [
                 *       "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f"
                 *     ]
                 */
                account_ids?: components["parameters"]["AccountIdsQuery"];
                /** @description Opaque cursor from `next_cursor` of the previous page (it also fixes `as_of`). */
                cursor?: components["parameters"]["BalanceCursorQuery"];
                /** @description Only this denomination. */
                denomination?: components["parameters"]["DenominationQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of end balances. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancePage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listLiveBalances: {
        parameters: {
            query?: {
                /**
                 * @description Accounts to read, at most 100, the parameter repeated (`account_ids=a&account_ids=b`).
                 *     One id per value keeps every valid request line within the server's header limit.
                 *     Required: a request without it is answered 400 `account_ids_required`.
                 * @example [
                 *       "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f"
                 *     ]
                 */
                account_ids?: components["parameters"]["AccountIdsQuery"];
                /** @description Opaque cursor from `next_cursor` of the previous page (it also fixes `as_of`). */
                cursor?: components["parameters"]["BalanceCursorQuery"];
                /** @description Only this denomination. */
                denomination?: components["parameters"]["DenominationQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Answer as the ledger stood at this instant instead of now.
                 * @example 2026-11-21T12:00:00Z
                 */
                snapshot_timestamp?: string;
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of live (or snapshot) balances. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancePage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getBalanceSeries: {
        parameters: {
            query?: {
                /**
                 * @description The account (required; see the description).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                account_id?: string;
                /** @description Balance address; `DEFAULT` when absent. */
                address?: components["schemas"]["Address"];
                /** @description Balance asset; `COMMERCIAL_BANK_MONEY` when absent. */
                asset?: components["schemas"]["Asset"];
                /** @description Only this denomination. */
                denomination?: components["parameters"]["DenominationQuery"];
                /**
                 * @description Start of the first bucket (inclusive).
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /** @description Bucket length. */
                interval?: "hour" | "day" | "week";
                /** @description Posting phase; `committed` when absent. */
                phase?: components["schemas"]["Phase"];
                /**
                 * @description End of the last bucket (exclusive).
                 * @example 2026-11-22T00:00:00Z
                 */
                to?: string;
            };
            header?: {
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceSeries"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
}
