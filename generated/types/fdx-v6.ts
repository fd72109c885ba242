// DO NOT EDIT — generated from openapi/fdx-v6.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
    "/fdx/v6/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search for accounts
         * @description The accounts the consent grants that exist at the ledger, in the consent's order, paginated with
         *     `limit` / `pageKey`. Each account is projected onto the clusters the consent grants for it:
         *     without ACCOUNT_DETAILED no balance member appears. Needs ACCOUNT_BASIC or ACCOUNT_DETAILED.
         */
        get: operations["searchForAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account
         * @description One granted account, projected onto the clusters the consent grants for it. An account the
         *     consent does not grant, or that does not exist, answers 404 (FDX 701).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/payment-networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get payment networks of an account
         * @description The payment networks the account can be reached on (cluster ACCOUNT_PAYMENTS), derived from
         *     the ledger account and kept as account bindings; networks this consent has revoked are not
         *     listed.
         */
        get: operations["getAccountPaymentNetworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/payment-networks/{paymentNetworkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment network of an account
         * @description One payment network of the account; unknown or revoked for this consent answers 404 (FDX 1107).
         */
        get: operations["getAccountPaymentNetwork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/payment-networks/{paymentNetworkId}/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a payment network
         * @description Revokes this consent's use of the payment network for the account: the revocation record
         *     commits with the event `vert:fdx:paymentnetwork:revoked` `{account_id, network_id}`, and the
         *     network is no longer listed. Idempotent: revoking again answers 204 and records nothing new.
         *     Needs ACCOUNT_PAYMENTS for the account.
         */
        post: operations["revokePaymentNetwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search for account statements
         * @description Statements of a granted account, latest period first (cluster STATEMENTS). `startTime` /
         *     `endTime` filter on the statement date (FDX 702 / 703 as for transactions). Each statement
         *     links to `getAccountStatement`, which redirects to the document.
         */
        get: operations["searchForAccountStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/statements/{statementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account statement
         * @description Answers 302 with `Location` set to a signed, expiring (300 s) object-storage URL of the
         *     statement document; the URL alone grants the download, so do not log or share it. An
         *     unknown statement answers 404 (FDX 1107).
         */
        get: operations["getAccountStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/accounts/{accountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search for account transactions
         * @description Booked movements of a granted account, newest first (cluster TRANSACTIONS). `startTime` /
         *     `endTime` filter on the transaction (value) timestamp: malformed values answer 400 (FDX 702),
         *     a start after the end 400 (FDX 703). History before the consent's lookback window is never
         *     returned, whatever the dates ask for. Paginated with `limit` / `pageKey`; follow
         *     `page.nextPageKey` (or `links.next`) until it is absent.
         */
        get: operations["searchForAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get API availability
         * @description Live availability, derived from the same checks as `/v1/health`: the database round
         *     trip and the event bus connection are reported under `subsystems`, and each supported
         *     operation is `ALIVE` when every subsystem it needs is up, `DOWN` when one is down.
         *     FDX statuses map to up / degraded / down as `ALIVE` / `PARTIAL` / `DOWN`; `MAINTENANCE`
         *     marks a planned window. Answers 200 whatever the status, so recipients can read it
         *     during an outage. `operationId` narrows `availability` to one entry.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/capability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get API capability
         * @description What this deployment implements: FDX version, message format, data clusters it can
         *     share, the authorization requirements a recipient must meet (PAR, PKCE, DPoP), page-size
         *     limits and the supported operations with their links. Facts come from the running
         *     configuration and the route table, never from a static file. `operationId` narrows
         *     `operations` to one entry; `fdxVersion` other than `V6.5` answers 501 (FDX 1106).
         */
        get: operations["getCapability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/certification-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get certification metrics
         * @description Counts a certification body or a recipient can read without a credential, per provider
         *     environment (`X-Platform-Env-Id`): provider data calls (audit records whose action starts
         *     with `data_call`), served and rejected, in total and per FDX operation, and consent
         *     transitions (granted = moved to `ACTIVE`, revoked = moved to `REVOKED`), over the last 24
         *     hours and since the environment's first record. Answers are cached for 30 seconds per
         *     environment (`cachedAt` says when they were computed), so counts lag by at most that.
         *     An unknown environment answers 403 (FDX 706).
         */
        get: operations["getCertificationMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/consents/{consentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a consent grant
         * @description The consent grant of the calling token, in any status (a revoked consent stays
         *     readable so a recipient can confirm the revocation). The token must belong to this
         *     consent: another consent's id answers 403 (FDX 706).
         */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/consents/{consentId}/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the consent's lifecycle
         * @description The current status and every status move of the consent, oldest first.
         */
        get: operations["getConsentLifecycle"];
        put?: never;
        /**
         * Suspend or resume the consent
         * @description Moves an ACTIVE consent to SUSPENDED or a SUSPENDED one back to ACTIVE (guarded
         *     updates), emitting `vert:fdx:consent:updated`. A suspended consent serves no data.
         *     Asking for the status the consent already has answers 200 and records nothing;
         *     any other move (from PENDING, EXPIRED or REVOKED) is a 409 (FDX 409).
         */
        post: operations["updateConsentLifecycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/consents/{consentId}/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a consent grant
         * @description Revokes the consent: the revocation record and the status move commit atomically with
         *     the event `vert:fdx:consent:revoked` `{consent_id, reason, initiator}`; the
         *     authorization server then revokes the grant and its tokens. REVOKED is terminal.
         *     Idempotent on the consent id: revoking a revoked consent answers 204 again and records
         *     nothing new. An EXPIRED consent cannot be revoked (409, FDX 409).
         */
        post: operations["revokeConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search for customers
         * @description The customers this consent covers: the ledger customer linked to the consent's customer (the
         *     token subject), projected onto the granted customer clusters. Needs CUSTOMER_CONTACT or
         *     CUSTOMER_PERSONAL. An empty list when the ledger holds no linked customer.
         */
        get: operations["searchForCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/customers/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current customer
         * @description The consent's customer, projected onto the granted customer clusters (without
         *     CUSTOMER_PERSONAL no personal member appears). No linked ledger customer: 404 (FDX 601).
         */
        get: operations["getCustomerInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/notification-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notification subscriptions
         * @description The calling recipient's subscriptions (those of the token's client, whichever of its
         *     consents created them), oldest first. Needs an ACTIVE consent. Never shows the secret.
         */
        get: operations["searchForNotificationSubscriptions"];
        put?: never;
        /**
         * Create a notification subscription
         * @description Subscribes the calling recipient to one notification type, delivered to `callbackUrl`.
         *     The provider generates the signing secret and returns it **once**, in this response
         *     (`secret`, Standard Webhooks form `whsec_<base64>`); it keeps only a sealed reference.
         *     The subscription belongs to the token's client and receives notifications about all of
         *     that client's consents in this environment. Emits
         *     `vert:fdx:notificationsubscription:created` `{subscription_id}` with the row.
         */
        post: operations["createNotificationSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/notification-subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a notification subscription
         * @description One subscription of the calling recipient. Another client's subscription, or an unknown
         *     id, answers 404 (FDX 1107). Never shows the secret.
         */
        get: operations["getNotificationSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notifications
         * @description Notifications issued to the calling recipient's subscriptions, oldest first, with their
         *     delivery status: the polling counterpart of the callbacks, and where a recipient sees
         *     what failed. Paginated with `limit` (default 25, at most 100) and `pageKey`.
         */
        get: operations["searchForNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/operation-support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get supported operations
         * @description Every FDX v6 operation of the provider surface with its method and path, and whether
         *     this deployment serves it. Unsupported operations answer 501 (FDX 1106) and never
         *     return stub data. Built from the route table of the running service.
         *     `operationId` narrows the list to one entry.
         */
        get: operations["getOperationSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/payment-initiation-parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a payment-initiation party
         * @description Registers a party that will initiate payments for the consent's customer (an employer
         *     paying wages in, a biller collecting). The party belongs to the token's client and the
         *     consent's customer: nobody else sees it. Emits `vert:fdx:paymentinitiationparty:created`
         *     with the party body, in the same transaction as the row. With `Idempotency-Key`, a repeat
         *     answers the original party with 200.
         */
        post: operations["createPaymentInitiationParty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/payment-initiation-parties/{partyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment-initiation party
         * @description The party with its active payment-method registrations. A party of another client or
         *     customer, or an unknown id, answers 404 (FDX 1107).
         */
        get: operations["getPaymentInitiationParty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/payment-initiation-parties/{partyId}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register payment methods for a party
         * @description Registers accounts of the calling consent as payment methods of the party (up to 10 per
         *     call). Every `accountId` must be granted by the consent, else nothing is registered and
         *     the answer is 404 (FDX 701). Registering a method that is already active returns the
         *     existing registration instead of a duplicate.
         */
        post: operations["registerPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fdx/v6/payment-initiation-parties/{partyId}/payment-methods/{registrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a payment-method registration
         * @description Ends a registration (it stays on record as `DELETED`). Idempotent: deleting a deleted
         *     registration answers 204 again and changes nothing. An unknown registration, or one of
         *     another party, client or customer, answers 404 (FDX 1107).
         */
        delete: operations["deletePaymentMethodRegistration"];
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
         * Account entity
         * @description A deposit, loan or line-of-credit account. The descriptor members (`accountId` ...
         *     `accountNumberDisplay`) belong to cluster ACCOUNT_BASIC; the balances and dates
         *     (`currentBalance`, `availableBalance`, `openingDayBalance`, `balanceAsOf`,
         *     `lastActivityDate`) to ACCOUNT_DETAILED and are absent unless the consent grants it for
         *     the account. `accountId` and `accountCategory` are always present.
         * @example {
         *       "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "accountCategory": "DEPOSIT_ACCOUNT",
         *       "accountType": "CHECKING",
         *       "displayName": "Alice's current account",
         *       "status": "OPEN",
         *       "currency": {
         *         "currencyCode": "GBP"
         *       },
         *       "accountNumberDisplay": "****5e6f",
         *       "currentBalance": "1250.5",
         *       "availableBalance": "1210.5",
         *       "openingDayBalance": "1000",
         *       "balanceAsOf": "2026-11-22T10:00:00.000Z",
         *       "lastActivityDate": "2026-11-22"
         *     }
         */
        Account: {
            accountCategory: components["schemas"]["AccountCategory"];
            accountId: components["schemas"]["AccountId"];
            /** @description Masked account number (last four characters), e.g. `****4d5e`. */
            accountNumberDisplay?: string;
            accountType?: components["schemas"]["AccountType"];
            /** @description Balance that can be spent now (committed less open outgoing authorisations). */
            availableBalance?: components["schemas"]["FdxAmount"];
            /** @description When the balances were read. */
            balanceAsOf?: components["schemas"]["Timestamp"];
            currency?: components["schemas"]["Currency"];
            /** @description Committed (booked) balance in the account currency, signed so credit balances of a deposit are positive. */
            currentBalance?: components["schemas"]["FdxAmount"];
            /** @description Account display name for the customer (the ledger account's name). */
            displayName?: string;
            /**
             * Format: date
             * @description UTC date of the last booked movement.
             */
            lastActivityDate?: string;
            /** @description Name given by the customer (ledger account detail `nickname`). */
            nickname?: string;
            /** @description Committed balance at the start of the current UTC day. */
            openingDayBalance?: components["schemas"]["FdxAmount"];
            status?: components["schemas"]["AccountStatus"];
        };
        /**
         * Account Category
         * @description The FDX account entity the account is (deposit or loan).
         * @enum {string}
         */
        AccountCategory: "DEPOSIT_ACCOUNT" | "LOAN_ACCOUNT" | "LOC_ACCOUNT";
        /**
         * Account Identifier
         * Format: uuid
         * @description Long-term persistent identity of the account (the ledger's account id).
         * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
         */
        AccountId: string;
        /**
         * Payment Network Type
         * @description FDX payment network types (`US_ACH`, `US_RTP`, ...) plus this provider's additions for
         *     the networks its GBP and EUR accounts reach (`GB_FPS`, `GB_BACS`, `EU_SEPA_SCT`).
         * @enum {string}
         */
        AccountPaymentNetworkType: "US_ACH" | "US_RTP" | "GB_FPS" | "GB_BACS" | "EU_SEPA_SCT";
        /**
         * Accounts entity
         * @description The granted accounts that exist, in the order the consent lists them.
         */
        Accounts: {
            accounts: components["schemas"]["Account"][];
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
        };
        /**
         * Account Status
         * @description FDX account status (`OPEN`, `CLOSED`, `PENDINGOPEN`).
         * @enum {string}
         */
        AccountStatus: "OPEN" | "CLOSED" | "PENDINGOPEN";
        /**
         * Account Type
         * @description FDX account type, derived from the ledger product type.
         * @enum {string}
         */
        AccountType: "CHECKING" | "SAVINGS" | "LOAN" | "CREDITCARD";
        /** Delivery Address entity */
        Address: {
            city?: string;
            country?: string;
            line1?: string;
            line2?: string;
            postalCode?: string;
        };
        /**
         * Authorization requirements
         * @description (Platform addition) What a recipient must do to obtain a token for the data routes at
         *     this provider's authorization server.
         */
        AuthorizationRequirements: {
            /** @description Access tokens are sender-constrained with DPoP (RFC 9449); bearer use is refused. */
            dpopRequired: boolean;
            /** @description JWS algorithms accepted for DPoP proofs. */
            dpopSigningAlgValues: string[];
            /**
             * Format: uri
             * @description Issuer identifier of the authorization server (its metadata is at `/.well-known/openid-configuration`).
             */
            issuer: string;
            /** @description Authorization requests must be pushed first (RFC 9126). */
            parRequired: boolean;
            /** @description Accepted PKCE code challenge methods. */
            pkceCodeChallengeMethods: "S256"[];
            /** @description Authorization requests must carry a PKCE challenge (RFC 7636). */
            pkceRequired: boolean;
        };
        /**
         * Availability entity
         * @description Availability of one operation.
         */
        Availability: {
            /** @description Description of the availability status. */
            description?: string;
            operationId: components["schemas"]["OperationId"];
            /** @description Planned availability windows (maintenance). */
            plannedAvailability?: components["schemas"]["PlannedAvailability"][];
            status: components["schemas"]["AvailabilityStatus"];
        };
        /**
         * Availability List entity
         * @description Response of `/availability`; `subsystems` and `checkedAt` are platform additions.
         */
        AvailabilityList: {
            /** @description Availability of each supported operation. */
            availability: components["schemas"]["Availability"][];
            /** @description (Platform addition) When the checks ran. */
            checkedAt: components["schemas"]["Timestamp"];
            /** @description (Platform addition) Live status of the subsystems the operations depend on. */
            subsystems: components["schemas"]["SubsystemAvailability"][];
        };
        /**
         * Availability Status
         * @description FDX availability status. Up = `ALIVE`, degraded = `PARTIAL`, down = `DOWN`; `MAINTENANCE` is a planned window.
         * @enum {string}
         */
        AvailabilityStatus: "ALIVE" | "PARTIAL" | "MAINTENANCE" | "DOWN";
        /**
         * Capability entity
         * @description Response of `/capability`: the FDX Capability entity (`fdxVersions`, `messageFormat`,
         *     `operations`, `jwksUrl`) plus this platform's additions `dataClusters`,
         *     `authorization` and `limits`.
         */
        Capability: {
            authorization: components["schemas"]["AuthorizationRequirements"];
            /** @description (Platform addition) The FDX data clusters a consent on this provider can grant. */
            dataClusters: components["schemas"]["DataCluster"][];
            /** @description The FDX versions supported by one or more operations. */
            fdxVersions: components["schemas"]["FdxVersion"][];
            /** @description Where the provider's public signing keys (JWKS) are published. */
            jwksUrl?: components["schemas"]["HateoasLink"];
            limits: components["schemas"]["PagingLimits"];
            messageFormat: components["schemas"]["MessageFormat"];
            /** @description The FDX operations this deployment serves. */
            operations: components["schemas"]["Operation"][];
        };
        /**
         * Certification metrics
         * @description Data-call and consent-transition counts of one provider environment.
         */
        CertificationMetrics: {
            /** @description When these counts were computed. */
            cachedAt: components["schemas"]["Timestamp"];
            /** @description How long an answer is reused. */
            cacheSeconds: number;
            fdxVersion: components["schemas"]["FdxVersion"];
            /** @description `LAST_24_HOURS` and `ALL_TIME`. */
            periods: components["schemas"]["MetricsPeriod"][];
        };
        /**
         * Consent Duration Type
         * @enum {string}
         */
        ConsentDurationType: "ONE_TIME" | "PERSISTENT" | "TIME_BOUND";
        /**
         * Consent Grant
         * @description Record of a customer's consent to share data with a recipient.
         * @example {
         *       "id": "5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e",
         *       "status": "ACTIVE",
         *       "parties": [
         *         {
         *           "name": "Demo fintech",
         *           "type": "DATA_RECIPIENT",
         *           "registry": "PRIVATE",
         *           "registeredEntityName": "Demo fintech",
         *           "registeredEntityId": "0d3b4c1a-client"
         *         },
         *         {
         *           "name": "Demo bank",
         *           "type": "DATA_PROVIDER",
         *           "registry": "PRIVATE",
         *           "registeredEntityName": "Demo bank",
         *           "registeredEntityId": "demo"
         *         }
         *       ],
         *       "createdTime": "2026-11-22T09:00:00.000Z",
         *       "updatedTime": "2026-11-22T09:00:05.000Z",
         *       "expirationTime": "2027-11-22T09:00:00.000Z",
         *       "durationType": "TIME_BOUND",
         *       "durationPeriod": 365,
         *       "lookbackPeriod": 90,
         *       "resources": [
         *         {
         *           "resourceType": "ACCOUNT",
         *           "resourceId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *           "dataClusters": [
         *             "ACCOUNT_BASIC",
         *             "TRANSACTIONS"
         *           ]
         *         }
         *       ]
         *     }
         */
        ConsentGrant: {
            createdTime: components["schemas"]["Timestamp"];
            /** @description Consent duration in days from the grant (TIME_BOUND). */
            durationPeriod?: number;
            durationType: components["schemas"]["ConsentDurationType"];
            expirationTime?: components["schemas"]["Timestamp"];
            id: components["schemas"]["ConsentId"];
            /** @description Days of history that may be requested, measured from request time. */
            lookbackPeriod?: number;
            parties: components["schemas"]["ConsentGrantParty"][];
            resources: components["schemas"]["ConsentGrantResource"][];
            status: components["schemas"]["ConsentGrantStatus"];
            updatedTime: components["schemas"]["Timestamp"];
        };
        /**
         * Consent Grant Party
         * @description A non-end-user party of the grant (the data recipient and the data provider).
         */
        ConsentGrantParty: {
            /** Format: uri */
            homeUri?: string;
            /** Format: uri */
            logoUri?: string;
            name: string;
            registeredEntityId?: string;
            registeredEntityName?: string;
            /** @description Registry the party is known in (`FDX`, `GLEIF`, or `PRIVATE` for this provider's own client registry). */
            registry?: string;
            type: components["schemas"]["PartyType"];
        };
        /** Consent Grant Resource */
        ConsentGrantResource: {
            dataClusters: components["schemas"]["DataCluster"][];
            resourceId: string;
            resourceType: components["schemas"]["ConsentResourceType"];
        };
        /**
         * Consent Grant Status
         * @description FDX `ACTIVE`, `EXPIRED`, `REVOKED`, plus `PENDING` (the authorization code is issued but
         *     the recipient has not redeemed it yet) and `SUSPENDED` (paused through the lifecycle
         *     route). Only `ACTIVE` consents serve data; `EXPIRED` and `REVOKED` are terminal.
         * @enum {string}
         */
        ConsentGrantStatus: "PENDING" | "ACTIVE" | "SUSPENDED" | "EXPIRED" | "REVOKED";
        /**
         * Consent Identifier
         * Format: uuid
         * @description Unique id of a consent grant.
         * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
         */
        ConsentId: string;
        /**
         * Consent Lifecycle
         * @description The consent's current status and every status move, oldest first.
         * @example {
         *       "consentId": "5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e",
         *       "status": "SUSPENDED",
         *       "events": [
         *         {
         *           "status": "PENDING",
         *           "updatedTime": "2026-11-22T09:00:00.000Z"
         *         },
         *         {
         *           "previousStatus": "PENDING",
         *           "status": "ACTIVE",
         *           "updatedTime": "2026-11-22T09:00:05.000Z"
         *         },
         *         {
         *           "previousStatus": "ACTIVE",
         *           "status": "SUSPENDED",
         *           "reason": "USER_ACTION",
         *           "initiator": "DATA_RECIPIENT",
         *           "updatedTime": "2026-11-22T10:00:00.000Z"
         *         }
         *       ]
         *     }
         */
        ConsentLifecycle: {
            consentId: components["schemas"]["ConsentId"];
            events: components["schemas"]["ConsentLifecycleEvent"][];
            status: components["schemas"]["ConsentGrantStatus"];
        };
        /**
         * Consent Lifecycle Event
         * @description One status move of the consent.
         */
        ConsentLifecycleEvent: {
            initiator?: components["schemas"]["PartyType"];
            previousStatus?: components["schemas"]["ConsentGrantStatus"];
            reason?: components["schemas"]["ConsentUpdateReason"];
            status: components["schemas"]["ConsentGrantStatus"];
            updatedTime: components["schemas"]["Timestamp"];
        };
        /**
         * Consent Lifecycle Request
         * @description Suspends an ACTIVE consent (`SUSPENDED`) or resumes a SUSPENDED one (`ACTIVE`).
         *     Revocation has its own route; EXPIRED and REVOKED consents never move again.
         * @example {
         *       "status": "SUSPENDED",
         *       "reason": "USER_ACTION",
         *       "initiator": "DATA_RECIPIENT"
         *     }
         */
        ConsentLifecycleRequest: {
            initiator: components["schemas"]["PartyType"];
            reason: components["schemas"]["ConsentUpdateReason"];
            /** @enum {string} */
            status: "ACTIVE" | "SUSPENDED";
        };
        /**
         * Consent Resource Type
         * @enum {string}
         */
        ConsentResourceType: "ACCOUNT" | "CUSTOMER" | "DOCUMENT";
        /**
         * Consent Revocation Request
         * @example {
         *       "reason": "USER_ACTION",
         *       "initiator": "INDIVIDUAL"
         *     }
         */
        ConsentRevocationRequest: {
            initiator: components["schemas"]["PartyType"];
            /** @description Free-text detail kept with the revocation record. */
            otherReason?: string;
            reason: components["schemas"]["ConsentUpdateReason"];
        };
        /**
         * Consent transition counts
         * @description Consent status moves in the window.
         */
        ConsentTransitionCounts: {
            /** @description Moves to `ACTIVE` (grants redeemed, resumed consents). */
            granted: number;
            /** @description Moves to `REVOKED`. */
            revoked: number;
        };
        /**
         * Consent Update Reason
         * @enum {string}
         */
        ConsentUpdateReason: "BUSINESS_RULE" | "USER_ACTION";
        /**
         * Content Types
         * @description Types of document formats (FDX suggested values).
         * @enum {string}
         */
        ContentTypes: "application/pdf" | "image/gif" | "image/jpeg" | "image/tiff" | "image/png" | "application/json";
        /**
         * Correlation id
         * @description Printable ASCII without spaces, at most 128 characters (a UUID when generated).
         */
        CorrelationId: string;
        /**
         * Created Notification Subscription
         * @description The new subscription with its signing secret. **The secret is returned only here, once**;
         *     the provider keeps it sealed and never shows it again. It has the Standard Webhooks form
         *     `whsec_<base64 key>`: each delivery carries `webhook-id` (the notificationId, stable
         *     across retries), `webhook-timestamp` (Unix seconds) and `webhook-signature`
         *     `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`, where key is
         *     the base64-decoded part after `whsec_`.
         */
        CreatedNotificationSubscription: components["schemas"]["NotificationSubscription"] & {
            /** @description (Platform addition) Signing secret of this subscription's deliveries; shown once. */
            secret: string;
        };
        /**
         * Currency entity
         * @description ISO 4217 currency of the account or amount.
         */
        Currency: {
            /**
             * @description ISO 4217 code.
             * @example GBP
             */
            currencyCode: string;
        };
        /**
         * Customer entity
         * @description The consent's customer. `customerId` is always present; `name` belongs to both
         *     CUSTOMER_CONTACT and CUSTOMER_PERSONAL, `email`, `addresses` and `telephones` to
         *     CUSTOMER_CONTACT, `dateOfBirth` and `customerStartDate` to CUSTOMER_PERSONAL. Members of
         *     a cluster the consent does not grant are absent.
         * @example {
         *       "customerId": "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f",
         *       "name": {
         *         "first": "Ada",
         *         "last": "Lovelace"
         *       },
         *       "email": [
         *         "ada@example.com"
         *       ],
         *       "dateOfBirth": "1815-12-10",
         *       "customerStartDate": "2026-11-22"
         *     }
         */
        Customer: {
            addresses?: components["schemas"]["Address"][];
            /** @description The customer's id at this provider (the ledger customer id). */
            customerId: string;
            /**
             * Format: date
             * @description When the customer relationship began.
             */
            customerStartDate?: string;
            /** Format: date */
            dateOfBirth?: string;
            email?: string[];
            name?: components["schemas"]["CustomerName"];
            telephones?: components["schemas"]["Telephone"][];
        };
        /**
         * Customer Name entity
         * @description The customer's name.
         */
        CustomerName: {
            /** @description The display name as held when it cannot be split into parts. */
            company?: string;
            first?: string;
            last?: string;
            middle?: string;
        };
        /**
         * Customers entity
         * @description The customers the consent covers (the consent's own customer).
         */
        Customers: {
            customers: components["schemas"]["Customer"][];
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
        };
        /**
         * Data call counts
         * @description Provider data calls (audit actions `data_call*`).
         */
        DataCallCounts: {
            /** @description Calls the consent check refused. */
            rejected: number;
            /** @description Calls the consent check let through. */
            served: number;
            /** @description All data calls. */
            total: number;
        };
        /**
         * Data Cluster
         * @description Name of a permissioned cluster of data elements (FDX Data Clusters). Consent grants and
         *     response minimisation work in these units.
         * @enum {string}
         */
        DataCluster: "ACCOUNT_BASIC" | "ACCOUNT_DETAILED" | "ACCOUNT_PAYMENTS" | "CUSTOMER_CONTACT" | "CUSTOMER_PERSONAL" | "INVESTMENTS" | "STATEMENTS" | "TRANSACTIONS";
        /**
         * Debit Credit Memo
         * @description Whether the transaction moved money out of (`DEBIT`) or into (`CREDIT`) the account.
         * @enum {string}
         */
        DebitCreditMemo: "DEBIT" | "CREDIT" | "MEMO";
        /**
         * FAPI interaction id
         * Format: uuid
         * @description RFC 4122 UUID.
         */
        FapiInteractionId: string;
        /**
         * Amount
         * @description An exact decimal amount. FDX types amounts as JSON numbers; this provider sends the
         *     decimal as a string (`"1250.5"`) so no party ever rounds it through binary floating
         *     point (ADR 0014). Plain notation, no exponent, no trailing zeros.
         * @example 1250.5
         */
        FdxAmount: string;
        /**
         * Error
         * @description The FDX error entity, returned as the body of every non-2xx response under `/fdx/v6/*`.
         *     `code` is a long-term persistent identifier (a string of digits, which can differ from
         *     the HTTP status); `message` is safe to show to an end user; `debugMessage` helps the
         *     recipient's developers and must not drive business logic. No stack trace is ever
         *     included.
         *
         *     FDX error codes and the HTTP status FDX assigns to each (sources: FDX V5.2 YAML
         *     shared components and core/customer APIs; FDX RESTful API design guide section 10.2;
         *     Plaid Core Exchange 6.x; codes marked * appear only in implementer documentation
         *     that publishes the FDX table):
         *
         *     | code | HTTP | message |
         *     |---|---|---|
         *     | 500 | 500 | Internal server error |
         *     | 501 | 500 | Subsystem unavailable |
         *     | 503 | 503 | Scheduled maintenance |
         *     | 601 | 404 | Customer not found |
         *     | 602 | 401 | Customer not authorized |
         *     | 701 | 404 | Account not found |
         *     | 702 | 400 | Invalid start or end date |
         *     | 703 | 400 | Invalid date range |
         *     | 704* | 422 | Account type not supported |
         *     | 705 | 409 | Account is closed |
         *     | 706 | 403 | Access forbidden |
         *     | 800* | 404 | Payee not found |
         *     | 801* | 400 | Payee cannot be modified or deleted |
         *     | 802* | 404 | Payment not found |
         *     | 901 | 404 | Source account not found |
         *     | 902 | 404 | Source account closed |
         *     | 903 | 401 | Source account not authorized for transfer |
         *     | 904 | 404 | Destination account not found |
         *     | 905 | 404 | Destination account closed |
         *     | 906 | 401 | Destination account not authorized for transfer |
         *     | 907 | 404 | Invalid amount |
         *     | 908 | 409 | Duplicate transfer request |
         *     | 909 | 503 | Transfer not available due to end of day processing |
         *     | 910 | 400 | Insufficient funds |
         *     | 911 | 400 | Transaction limit exceeded |
         *     | 950 | 404 | Transfer not found |
         *     | 1106 | 501 | FdxVersion not supported or not implemented |
         *     | 1107 | 404 | Data not found for request parameters |
         *     | 1203 | 406 | Content type not supported |
         *     | 1207* | 429 | Too many requests |
         *
         *     How this platform uses them:
         *
         *     | condition | HTTP | code |
         *     |---|---|---|
         *     | malformed date, or start after end / outside the supported window | 400 | 702 / 703 |
         *     | any other request validation failure (provider-defined code) | 400 | 400 |
         *     | missing, invalid or expired token; no consent, revoked or out-of-scope consent | 401 | 602 |
         *     | the policy gate denies the call | 403 | 706 |
         *     | customer / account / other resource not found | 404 | 601 / 701 / 1107 |
         *     | idempotency key reused with a different body (provider-defined code) | 409 | 409 |
         *     | operation or FDX version this deployment does not support | 501 | 1106 |
         *     | unexpected failure | 500 | 500 |
         *     | a required subsystem (database, event bus) is down | 503 | 503 |
         */
        FdxError: {
            /**
             * @description FDX (or provider-defined) error code, a string of digits.
             * @example 701
             */
            code: string;
            /**
             * @description Developer-level detail for troubleshooting. Carries the correlation id; may change
             *     at any time and must not be used in business logic.
             * @example No account acc_123 in this consent (correlation id 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37)
             */
            debugMessage?: string;
            /**
             * @description End-user displayable information which might help the customer diagnose an error.
             * @example Account not found
             */
            message: string;
        };
        /**
         * FDX Version
         * @description An FDX major.minor (optionally .patch) version in FDX notation, e.g. `V6.5`.
         *     FDX publishes this as a closed enum (`V1.0` ... `V6.x`); it is a pattern here so that a
         *     client asking about a version this deployment has never heard of gets the FDX
         *     "version not supported" error (1106) rather than a schema error.
         * @example V6.5
         */
        FdxVersion: string;
        /**
         * HATEOAS Link
         * @description REST application constraint (Hypermedia As The Engine Of Application State).
         */
        HateoasLink: {
            /** @description HTTP method to use for the request. */
            action?: components["schemas"]["HttpAction"];
            /**
             * Format: uri-template
             * @description URL to invoke the action on the resource: a URI reference, or a URI template
             *     (RFC 6570) such as `/fdx/v6/accounts/{accountId}` where the link describes an
             *     operation rather than one resource (`Capability.operations`).
             * @example /fdx/v6/accounts
             */
            href: string;
            /** @description Relation of this link to its containing entity (RFC 8288 relation types). */
            rel?: string;
            /** @description Content types that can be used in the Accept header. */
            types?: components["schemas"]["ContentTypes"][];
        };
        /**
         * HTTP Action Type
         * @description HTTP method to use for a request.
         * @enum {string}
         */
        HttpAction: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
        /**
         * Message Format
         * @description Message format of the API.
         * @enum {string}
         */
        MessageFormat: "JSON";
        /**
         * Metrics period
         * @description Counts over one window, ending at `endTime`.
         */
        MetricsPeriod: {
            consents: components["schemas"]["ConsentTransitionCounts"];
            dataCalls: components["schemas"]["DataCallCounts"];
            /** @description End of the window. */
            endTime: components["schemas"]["Timestamp"];
            /** @description Data calls per FDX operation, by operationId. */
            operations: components["schemas"]["OperationCallCounts"][];
            /**
             * @description The window.
             * @enum {string}
             */
            period: "LAST_24_HOURS" | "ALL_TIME";
            /** @description Start of the window; absent for `ALL_TIME`. */
            startTime?: components["schemas"]["Timestamp"];
        };
        /**
         * Notification entity
         * @description A notification, as posted to the callback and as listed by `/notifications`.
         *     `deliveryStatus`, `deliveryAttempts` and `nextAttemptTime` are listed only, never posted.
         */
        Notification: {
            category: components["schemas"]["NotificationCategory"];
            /** @description (Platform addition) Delivery attempts made so far. */
            deliveryAttempts?: number;
            deliveryStatus?: components["schemas"]["NotificationDeliveryStatus"];
            /** @description (Platform addition) When delivery is next attempted; absent when delivered or given up. */
            nextAttemptTime?: components["schemas"]["Timestamp"];
            /**
             * Format: uuid
             * @description Id of the notification; also the `webhook-id` of its deliveries.
             */
            notificationId: string;
            notificationPayload: components["schemas"]["NotificationPayload"];
            priority: components["schemas"]["NotificationPriority"];
            publisher: components["schemas"]["ConsentGrantParty"];
            /** @description When the provider issued the notification. */
            sentOn: components["schemas"]["Timestamp"];
            severity: components["schemas"]["NotificationSeverity"];
            subscriber: components["schemas"]["ConsentGrantParty"];
            subscriptionId?: components["schemas"]["SubscriptionId"];
            type: components["schemas"]["NotificationType"];
            /** @description Where the recipient reads the entity the notification is about. */
            url?: components["schemas"]["HateoasLink"];
        };
        /**
         * Notification Category
         * @description FDX notification category. Both published types are in `CONSENT`; FDX's `SECURITY`,
         *     `MAINTENANCE`, `FRAUD` and `NEW_DATA` are not published by this provider.
         * @enum {string}
         */
        NotificationCategory: "CONSENT";
        /**
         * Notification custom field
         * @description A name-value pair of a notification payload.
         */
        NotificationCustomField: {
            name: string;
            value: string;
        };
        /**
         * Notification delivery status
         * @description (Platform addition) Where the notification is in delivery to the subscription's callback:
         *     `PENDING` (queued), `DELIVERED` (the callback answered 2xx) or `FAILED` (the last attempt
         *     failed; `nextAttemptTime` says when it is tried again, absent when it never will be).
         * @enum {string}
         */
        NotificationDeliveryStatus: "PENDING" | "DELIVERED" | "FAILED";
        /**
         * Notification list
         * @description Notifications of the calling recipient's subscriptions, oldest first.
         */
        NotificationList: components["schemas"]["PaginatedArray"] & {
            notifications: components["schemas"]["Notification"][];
        };
        /**
         * Notification Payload entity
         * @description What the notification is about.
         */
        NotificationPayload: {
            /** @description Notification-specific name-value pairs (e.g. `INITIATOR`, `REASON`, `STATUS`). */
            customFields?: components["schemas"]["NotificationCustomField"][];
            /** @description Id of the entity the notification is about (the consent id for consent notifications). */
            id: string;
            idType: components["schemas"]["NotificationPayloadIdType"];
        };
        /**
         * Notification Payload Id Type
         * @description Type of the entity the notification is about.
         * @enum {string}
         */
        NotificationPayloadIdType: "ACCOUNT" | "CUSTOMER" | "PARTY" | "MAINTENANCE" | "CONSENT";
        /**
         * Notification Priority
         * @enum {string}
         */
        NotificationPriority: "HIGH" | "MEDIUM" | "LOW";
        /**
         * Notification Severity
         * @enum {string}
         */
        NotificationSeverity: "EMERGENCY" | "ALERT" | "WARNING" | "NOTICE" | "INFO";
        /**
         * Notification Subscription entity
         * @description A notification subscription of the calling recipient.
         */
        NotificationSubscription: {
            /** Format: uri */
            callbackUrl: string;
            category: components["schemas"]["NotificationCategory"];
            /** @description (Platform addition) When the subscription was created. */
            createdTime?: components["schemas"]["Timestamp"];
            /** Format: date */
            effectiveDate: string;
            subscriber: components["schemas"]["ConsentGrantParty"];
            subscriptionId: components["schemas"]["SubscriptionId"];
            type: components["schemas"]["NotificationType"];
        };
        /**
         * Notification Subscription list
         * @description The calling recipient's subscriptions, oldest first.
         */
        NotificationSubscriptionList: components["schemas"]["PaginatedArray"] & {
            subscriptions: components["schemas"]["NotificationSubscription"][];
        };
        /**
         * Notification Subscription request
         * @description A new subscription: the type and category of notifications to receive and the callback
         *     they are posted to. `callbackUrl` must be `https`; plain `http` is accepted only for a
         *     loopback host (`localhost`, `127.0.0.1`, `[::1]`) outside production. Redirects from the
         *     callback are never followed. `effectiveDate` (default: today, UTC) is the first day whose
         *     events are notified.
         * @example {
         *       "type": "CONSENT_REVOKED",
         *       "category": "CONSENT",
         *       "callbackUrl": "https://fintech.example/fdx/notifications",
         *       "effectiveDate": "2026-05-04"
         *     }
         */
        NotificationSubscriptionRequest: {
            /**
             * Format: uri
             * @description Where notifications are posted (HTTP POST, JSON body, Standard Webhooks signature headers).
             */
            callbackUrl: string;
            category: components["schemas"]["NotificationCategory"];
            /**
             * Format: date
             * @description First day (UTC) whose events are notified.
             */
            effectiveDate?: string;
            /** @description The subscribing party as the recipient names itself; defaults to the consent's recipient. */
            subscriber?: components["schemas"]["ConsentGrantParty"];
            type: components["schemas"]["NotificationType"];
        };
        /**
         * Notification Type
         * @description The FDX notification types this provider publishes. FDX also defines `CUSTOM`,
         *     `SERVICE`, `BALANCE` and `PLANNED_OUTAGE`; this provider produces none of them, so a
         *     subscription to them is refused (400) rather than accepted and never served.
         * @enum {string}
         */
        NotificationType: "CONSENT_REVOKED" | "CONSENT_UPDATED";
        /**
         * Operation entity
         * @description A supported FDX operation in the `/capability` response.
         */
        Operation: {
            /** @description FDX versions supported at this operation. */
            fdxVersions?: components["schemas"]["FdxVersion"][];
            id: components["schemas"]["OperationId"];
            /** @description The operation's link (method and content types), without path parameter values. */
            link: components["schemas"]["HateoasLink"];
            /** @description The provider's implementation version of this operation (unrelated to the FDX version). */
            version?: string;
        };
        /**
         * Operation call counts
         * @description Data calls of one operation.
         */
        OperationCallCounts: {
            /** @description FDX operationId. */
            operationId: string;
            /** @description Refused calls. */
            rejected: number;
            /** @description Served calls. */
            served: number;
        };
        /**
         * FDX Resource Operation ID
         * @description An FDX operationId, e.g. `searchForAccounts`.
         * @example getCapability
         */
        OperationId: string;
        /**
         * Operation support
         * @description One FDX operation and whether this deployment serves it.
         */
        OperationSupport: {
            method: components["schemas"]["HttpAction"];
            operationId: components["schemas"]["OperationId"];
            /** @description Path template, e.g. `/fdx/v6/accounts/{accountId}`. */
            path: string;
            /** @description Scopes a token needs for this operation; absent for discovery operations. */
            scopes?: string[];
            /** @description True when the operation is served; false answers 501 (FDX 1106). */
            supported: boolean;
        };
        /**
         * Operation support list
         * @description Response of `/operation-support`.
         */
        OperationSupportList: {
            fdxVersion: components["schemas"]["FdxVersion"];
            /** @description Every FDX operation of the provider surface. */
            operations: components["schemas"]["OperationSupport"][];
        };
        /**
         * Page Metadata
         * @description Opaque identifiers for navigating a paginated FDX result set.
         */
        PageMetadata: {
            /**
             * @deprecated
             * @description Deprecated by FDX in favour of `nextPageKey`; same value.
             * @example B47D80MVP23T
             */
            nextOffset?: string;
            /**
             * @description Opaque identifier of the next page; absent on the last page.
             * @example B47D80MVP23T
             */
            nextPageKey?: string;
            /**
             * @deprecated
             * @description Opaque identifier of the previous page (deprecated by FDX).
             */
            prevOffset?: string;
            /**
             * @description Total number of elements, when the provider knows it cheaply.
             * @example 3
             */
            totalElements?: number;
        };
        /**
         * Page Metadata Links
         * @description Resource URLs for retrieving the next or previous page.
         */
        PageMetadataLinks: {
            /** @description Resource URL for retrieving the next page. */
            next?: components["schemas"]["HateoasLink"];
            /** @description Resource URL for retrieving the previous page. */
            prev?: components["schemas"]["HateoasLink"];
        };
        /**
         * Paginated Array
         * @description Base of FDX results that may be paginated; list schemas add their array next to these.
         */
        PaginatedArray: {
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
        };
        /**
         * Paging limits
         * @description (Platform addition) Page sizes applied to every paginated FDX list.
         */
        PagingLimits: {
            /** @description Page size when the request has no `limit`. */
            defaultPageSize: number;
            /** @description Largest page returned whatever `limit` asks for. */
            maxPageSize: number;
        };
        /**
         * Party email
         * Format: email
         */
        PartyEmail: string;
        /**
         * Party home URI
         * Format: uri
         */
        PartyHomeUri: string;
        /**
         * Party identification
         * @description ISO 20022 identification of the party; at least one identifier.
         */
        PartyIdentification: {
            /** @description Business Identifier Code (ISO 9362). */
            bic?: string;
            /** @description Legal Entity Identifier (ISO 17442). */
            lei?: string;
            /** @description Another identifier, named by `otherIdScheme`. */
            otherId?: string;
            /** @description Scheme of `otherId` (e.g. a tax id or a registry name). */
            otherIdScheme?: string;
        };
        /**
         * Party name
         * @description Legal or trading name.
         */
        PartyName: string;
        /** Postal address */
        PartyPostalAddress: {
            city: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string;
            line1: string;
            line2?: string;
            line3?: string;
            postalCode?: string;
            region?: string;
        };
        /**
         * Party Type
         * @enum {string}
         */
        PartyType: "DATA_ACCESS_PLATFORM" | "DATA_PROVIDER" | "DATA_RECIPIENT" | "INDIVIDUAL" | "MERCHANT" | "VENDOR";
        /**
         * Payment Initiation Party entity
         * @description A registered party (the fields it was registered with) and its active payment-method registrations.
         */
        PaymentInitiationParty: {
            createdTime: components["schemas"]["Timestamp"];
            email?: components["schemas"]["PartyEmail"];
            homeUri?: components["schemas"]["PartyHomeUri"];
            identification?: components["schemas"]["PartyIdentification"];
            name: components["schemas"]["PartyName"];
            paymentInitiationPartyId: components["schemas"]["PaymentInitiationPartyId"];
            paymentMethods: components["schemas"]["PaymentMethodRegistration"][];
            postalAddress?: components["schemas"]["PartyPostalAddress"];
            type: components["schemas"]["PaymentInitiationPartyType"];
        };
        /**
         * Payment Initiation Party Identifier
         * Format: uuid
         * @example 7c1e4b2a-9d3f-4a6b-8e5c-0f1a2b3c4d5e
         */
        PaymentInitiationPartyId: string;
        /**
         * Payment Initiation Party request
         * @description A party that will initiate payments for the consent's customer (an employer, a biller, a wallet).
         * @example {
         *       "name": "Acme Payroll Inc",
         *       "type": "BUSINESS",
         *       "identification": {
         *         "lei": "5493001KJTIIGC8Y1R12"
         *       },
         *       "postalAddress": {
         *         "line1": "1 Market Street",
         *         "city": "San Francisco",
         *         "region": "CA",
         *         "postalCode": "94105",
         *         "country": "US"
         *       }
         *     }
         */
        PaymentInitiationPartyRequest: {
            email?: components["schemas"]["PartyEmail"];
            homeUri?: components["schemas"]["PartyHomeUri"];
            identification?: components["schemas"]["PartyIdentification"];
            name: components["schemas"]["PartyName"];
            postalAddress?: components["schemas"]["PartyPostalAddress"];
            type: components["schemas"]["PaymentInitiationPartyType"];
        };
        /**
         * Payment Initiation Party Type
         * @enum {string}
         */
        PaymentInitiationPartyType: "INDIVIDUAL" | "BUSINESS";
        /**
         * Payment method purpose
         * @description What the party will use the registered method for: `DIRECT_DEPOSIT` (the party pays
         *     into the account, e.g. payroll), `BILL_PAYMENT` (the party collects from the account),
         *     `ACCOUNT_FUNDING` (the party moves the customer's money between the account and itself).
         * @enum {string}
         */
        PaymentMethodPurpose: "DIRECT_DEPOSIT" | "BILL_PAYMENT" | "ACCOUNT_FUNDING";
        /**
         * Payment method registration
         * @description An account of the consent registered for a party on a payment network.
         */
        PaymentMethodRegistration: {
            accountId: string;
            createdTime: components["schemas"]["Timestamp"];
            paymentInitiationPartyId: components["schemas"]["PaymentInitiationPartyId"];
            paymentNetworkType: components["schemas"]["PaymentNetworkType"];
            purpose: components["schemas"]["PaymentMethodPurpose"];
            registrationId: components["schemas"]["PaymentMethodRegistrationId"];
            status: components["schemas"]["PaymentMethodRegistrationStatus"];
        };
        /**
         * Payment Method Registration Identifier
         * Format: uuid
         * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
         */
        PaymentMethodRegistrationId: string;
        /**
         * Payment method registrations
         * @description The registrations, in request order.
         */
        PaymentMethodRegistrationList: {
            paymentMethods: components["schemas"]["PaymentMethodRegistration"][];
        };
        /**
         * Payment method registration status
         * @enum {string}
         */
        PaymentMethodRegistrationStatus: "ACTIVE" | "DELETED";
        /**
         * Payment method
         * @description One account of the consent to register on a network for a purpose.
         */
        PaymentMethodRequest: {
            /** @description An account the calling consent grants. */
            accountId: string;
            paymentNetworkType: components["schemas"]["PaymentNetworkType"];
            purpose: components["schemas"]["PaymentMethodPurpose"];
        };
        /**
         * Payment Network entity
         * @description How the account is reached on one payment network (cluster ACCOUNT_PAYMENTS).
         * @example {
         *       "paymentNetworkId": "gb-fps",
         *       "bankId": "040004",
         *       "identifier": "6f0c1b9e2d4a4e8b9c3f1a2b3c4d5e6f",
         *       "type": "GB_FPS",
         *       "transferIn": true,
         *       "transferOut": true
         *     }
         */
        PaymentNetwork: {
            /** @description Bank identifier on the network (sort code, routing number or BIC). */
            bankId: string;
            /** @description The account's number on the network. */
            identifier: string;
            paymentNetworkId: components["schemas"]["PaymentNetworkId"];
            /** @description Money can be received over this network. */
            transferIn: boolean;
            /** @description Money can be sent over this network. */
            transferOut: boolean;
            type: components["schemas"]["AccountPaymentNetworkType"];
        };
        /**
         * Payment network id
         * @description Id of a payment network binding of one account.
         * @example gb-fps
         */
        PaymentNetworkId: string;
        /**
         * Payment network revocation request
         * @description Why and by whom the payment network is revoked for this consent.
         */
        PaymentNetworkRevocationRequest: {
            initiator: components["schemas"]["PartyType"];
            reason: components["schemas"]["ConsentUpdateReason"];
        };
        /**
         * Payment Networks entity
         * @description The account's payment networks the consent has not revoked.
         */
        PaymentNetworks: {
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
            paymentNetworks: components["schemas"]["PaymentNetwork"][];
        };
        /**
         * Payment Network Type
         * @description FDX payment network types.
         * @enum {string}
         */
        PaymentNetworkType: "US_ACH" | "US_FEDWIRE" | "US_FEDNOW" | "US_RTP" | "US_CHIPS" | "CA_ACSS" | "CA_LVTS";
        /**
         * Planned Availability entity
         * @description A planned availability window.
         */
        PlannedAvailability: {
            /** @description Description of the window. */
            description?: string;
            /** @description End of the window. */
            endTime?: components["schemas"]["Timestamp"];
            /** @description Start of the window. */
            startTime: components["schemas"]["Timestamp"];
            status: components["schemas"]["AvailabilityStatus"];
        };
        /**
         * Environment id
         * @description Identifier of a tenant environment (lower-case letters, digits, `_` and `-`, starting with a letter or digit).
         */
        PlatformEnvId: string;
        /** Register payment methods request */
        RegisterPaymentMethodsRequest: {
            paymentMethods: components["schemas"]["PaymentMethodRequest"][];
        };
        /**
         * Statement entity
         * @description An account statement (cluster STATEMENTS); `links` leads to the document.
         * @example {
         *       "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "statementId": "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
         *       "statementDate": "2026-10-31",
         *       "description": "Statement 2026-10-01 to 2026-10-31 (GBP)",
         *       "status": "AVAILABLE",
         *       "links": [
         *         {
         *           "href": "/fdx/v6/accounts/6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f/statements/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
         *           "action": "GET",
         *           "rel": "self",
         *           "types": [
         *             "application/json"
         *           ]
         *         }
         *       ]
         *     }
         */
        Statement: {
            accountId: components["schemas"]["AccountId"];
            description?: string;
            links?: components["schemas"]["HateoasLink"][];
            /**
             * Format: date
             * @description Last day of the statement period.
             */
            statementDate: string;
            /** Format: uuid */
            statementId: string;
            /** @enum {string} */
            status: "AVAILABLE" | "PROCESSING" | "FAILED";
        };
        /**
         * Statements entity
         * @description One page of the account's statements, latest period first.
         */
        Statements: {
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
            statements: components["schemas"]["Statement"][];
        };
        /**
         * Subscription Identifier
         * Format: uuid
         * @description Unique id of a notification subscription.
         * @example 3d6f0a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6
         */
        SubscriptionId: string;
        /**
         * Subsystem availability
         * @description (Platform addition) Result of one live dependency check.
         */
        SubsystemAvailability: {
            /** @description Kind of subsystem or reason it is down (never a stack trace). */
            description?: string;
            /** @description Check round-trip time in milliseconds; null when the check failed. */
            latencyMs?: number | null;
            /**
             * @description The subsystem.
             * @enum {string}
             */
            name: "database" | "event_bus";
            status: components["schemas"]["AvailabilityStatus"];
        };
        /** Telephone Number entity */
        Telephone: {
            number: string;
            /** @enum {string} */
            type?: "HOME" | "BUSINESS" | "CELL" | "FAX";
        };
        /**
         * Timestamp
         * Format: date-time
         * @description ISO 8601 date-time (RFC 3339), e.g. `2021-07-15T14:46:41.375Z`.
         * @example 2021-07-15T14:46:41.375Z
         */
        Timestamp: string;
        /**
         * Transaction entity
         * @description One booked movement of the account (cluster TRANSACTIONS).
         * @example {
         *       "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "transactionId": "3d6f8a2b-1c4e-4f7a-8b9c-0d1e2f3a4b5c",
         *       "referenceTransactionId": "salary-2026-11",
         *       "postedTimestamp": "2026-11-21T09:00:01.250Z",
         *       "transactionTimestamp": "2026-11-21T09:00:00.000Z",
         *       "description": "Inbound hard settlement salary-2026-11",
         *       "amount": "1500",
         *       "currency": {
         *         "currencyCode": "GBP"
         *       },
         *       "debitCreditMemo": "CREDIT",
         *       "status": "POSTED"
         *     }
         */
        Transaction: {
            accountId: components["schemas"]["AccountId"];
            /** @description Absolute amount; `debitCreditMemo` gives the direction. */
            amount: components["schemas"]["FdxAmount"];
            currency?: components["schemas"]["Currency"];
            debitCreditMemo: components["schemas"]["DebitCreditMemo"];
            description?: string;
            /** @description When the ledger booked the movement. */
            postedTimestamp: components["schemas"]["Timestamp"];
            /** @description The client transaction id of the posting instruction. */
            referenceTransactionId?: string;
            status: components["schemas"]["TransactionStatus"];
            /**
             * Format: uuid
             * @description Long-term persistent identity of the transaction (the ledger leg id).
             */
            transactionId: string;
            /** @description When the movement takes economic effect (value date); `startTime`, `endTime` and the lookback window filter on it. */
            transactionTimestamp: components["schemas"]["Timestamp"];
        };
        /**
         * Transactions entity
         * @description One page of the account's transactions, newest first.
         */
        Transactions: {
            links?: components["schemas"]["PageMetadataLinks"];
            page?: components["schemas"]["PageMetadata"];
            transactions: components["schemas"]["Transaction"][];
        };
        /**
         * Transaction Status
         * @description Only booked (`POSTED`) movements are served.
         * @enum {string}
         */
        TransactionStatus: "PENDING" | "POSTED" | "AUTHORIZATION" | "MEMO";
    };
    responses: {
        /** @description The request is invalid (unknown or malformed parameter, invalid date or date range). */
        FdxBadRequest: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /** @description The request conflicts with the resource's state (FDX 705, 908; provider code 409 for idempotency conflicts). */
        FdxConflict: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /** @description The policy gate denied the call (FDX 706). */
        FdxForbidden: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /** @description Catch-all for a request that was not processed because of an internal failure (FDX 500). */
        FdxInternalServerError: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /** @description The customer, account or requested data does not exist (FDX 601, 701, 1107). */
        FdxNotFound: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /** @description The operation or the requested FDX version is not supported by this deployment (FDX 1106). */
        FdxNotImplemented: {
            headers: {
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /**
         * @description A subsystem the operation needs is down, in maintenance (FDX 503) or not yet up to date
         *     (FDX 501, with `Retry-After`: the consent named by a just-issued token is still on its way
         *     to the provider's grant ledger).
         */
        FdxServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
        /**
         * @description No valid credential, or no active consent for the caller's environment and token
         *     subject (FDX 602).
         */
        FdxUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FdxError"];
            };
        };
    };
    parameters: {
        /**
         * @description Id of an account the consent grants (the ledger account id).
         * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
         */
        AccountIdPath: components["schemas"]["AccountId"];
        /**
         * @description Consent Grant id (the `consent_id` the authorization server returned with the tokens).
         * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
         */
        ConsentIdPath: components["schemas"]["ConsentId"];
        /**
         * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
         *     the response. When absent the platform generates one.
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationIdHeader: components["schemas"]["CorrelationId"];
        /**
         * @description Latest date (`YYYY-MM-DD`, UTC, the whole day included) or instant (RFC 3339,
         *     exclusive) to return. Malformed: 400 (FDX 702).
         * @example 2026-10-31
         */
        EndTimeQuery: string;
        /**
         * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
         *     response; when absent the provider generates one.
         * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
         */
        FapiInteractionIdHeader: components["schemas"]["FapiInteractionId"];
        /**
         * @description Number of elements the consumer wishes to receive. The provider applies its default when
         *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
         */
        FdxLimitQuery: number;
        /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
        FdxPageKeyQuery: string;
        /** @description The FDX version the caller wants the capability for; this deployment implements `V6.5` only. */
        FdxVersionQuery: components["schemas"]["FdxVersion"];
        /**
         * @description Makes the creation idempotent for the calling client: a repeat with the same key and
         *     body answers the original party (200); the same key with another body is a 409 (FDX 409).
         * @example party-2026-05-04-0001
         */
        IdempotencyKeyHeader: string;
        /** @description Narrow the answer to this FDX operationId. */
        OperationIdQuery: components["schemas"]["OperationId"];
        /**
         * @description Id of the payment-initiation party (`paymentInitiationPartyId`).
         * @example 7c1e4b2a-9d3f-4a6b-8e5c-0f1a2b3c4d5e
         */
        PartyIdPath: components["schemas"]["PaymentInitiationPartyId"];
        /**
         * @description Id of one of the account's payment networks (`gb-fps`, `us-ach`, ...).
         * @example gb-fps
         */
        PaymentNetworkIdPath: components["schemas"]["PaymentNetworkId"];
        /**
         * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
         *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
         * @example demo
         */
        PlatformEnvIdHeader: components["schemas"]["PlatformEnvId"];
        /**
         * @description Id of the payment-method registration (`registrationId`).
         * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
         */
        RegistrationIdPath: components["schemas"]["PaymentMethodRegistrationId"];
        /**
         * @description Earliest date (`YYYY-MM-DD`, UTC) or instant (RFC 3339) to return, inclusive. A value
         *     that is neither answers 400 (FDX 702); a start after `endTime` answers 400 (FDX 703).
         *     Never reaches before the consent's lookback window.
         * @example 2026-10-01
         */
        StartTimeQuery: string;
        /**
         * @description Id of one of the account's statements.
         * @example 0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e
         */
        StatementIdPath: string;
        /**
         * @description Id of the notification subscription (`subscriptionId` from its creation).
         * @example 3d6f0a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6
         */
        SubscriptionIdPath: components["schemas"]["SubscriptionId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Correlation id of this request (the caller's value, or the one the platform generated).
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationId: components["schemas"]["CorrelationId"];
        /**
         * @description FAPI / FDX interaction id, echoed from the request or generated by the provider.
         * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
         */
        FapiInteractionId: components["schemas"]["FapiInteractionId"];
        /**
         * @description Seconds after which the same request may succeed (RFC 9110 section 10.2.3). Sent when the
         *     refusal is transient and nothing was done, e.g. a consent the authorization server has just
         *     granted that the provider's grant ledger has not recorded yet (ADR 0024).
         * @example 1
         */
        RetryAfter: string;
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
    searchForAccounts: {
        parameters: {
            query?: {
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The granted accounts. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Accounts"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
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
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getAccountPaymentNetworks: {
        parameters: {
            query?: {
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's payment networks. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNetworks"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getAccountPaymentNetwork: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
                /**
                 * @description Id of one of the account's payment networks (`gb-fps`, `us-ach`, ...).
                 * @example gb-fps
                 */
                paymentNetworkId: components["parameters"]["PaymentNetworkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment network. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNetwork"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    revokePaymentNetwork: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
                /**
                 * @description Id of one of the account's payment networks (`gb-fps`, `us-ach`, ...).
                 * @example gb-fps
                 */
                paymentNetworkId: components["parameters"]["PaymentNetworkIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "USER_ACTION",
                 *       "initiator": "INDIVIDUAL"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentNetworkRevocationRequest"];
            };
        };
        responses: {
            /** @description The payment network is revoked for this consent. */
            204: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    searchForAccountStatements: {
        parameters: {
            query?: {
                /**
                 * @description Latest date (`YYYY-MM-DD`, UTC, the whole day included) or instant (RFC 3339,
                 *     exclusive) to return. Malformed: 400 (FDX 702).
                 * @example 2026-10-31
                 */
                endTime?: components["parameters"]["EndTimeQuery"];
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
                /**
                 * @description Earliest date (`YYYY-MM-DD`, UTC) or instant (RFC 3339) to return, inclusive. A value
                 *     that is neither answers 400 (FDX 702); a start after `endTime` answers 400 (FDX 703).
                 *     Never reaches before the consent's lookback window.
                 * @example 2026-10-01
                 */
                startTime?: components["parameters"]["StartTimeQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
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
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statements"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getAccountStatement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
                /**
                 * @description Id of one of the account's statements.
                 * @example 0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e
                 */
                statementId: components["parameters"]["StatementIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the signed URL of the statement document. */
            302: {
                headers: {
                    /** @description Signed, expiring URL of the statement document. */
                    Location: string;
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    searchForAccountTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Latest date (`YYYY-MM-DD`, UTC, the whole day included) or instant (RFC 3339,
                 *     exclusive) to return. Malformed: 400 (FDX 702).
                 * @example 2026-10-31
                 */
                endTime?: components["parameters"]["EndTimeQuery"];
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
                /**
                 * @description Earliest date (`YYYY-MM-DD`, UTC) or instant (RFC 3339) to return, inclusive. A value
                 *     that is neither answers 400 (FDX 702); a start after `endTime` answers 400 (FDX 703).
                 *     Never reaches before the consent's lookback window.
                 * @example 2026-10-01
                 */
                startTime?: components["parameters"]["StartTimeQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of an account the consent grants (the ledger account id).
                 * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
                 */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transactions. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transactions"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getAvailability: {
        parameters: {
            query?: {
                /** @description Narrow the answer to this FDX operationId. */
                operationId?: components["parameters"]["OperationIdQuery"];
            };
            header?: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
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
            /** @description Current availability of this provider's operations and subsystems. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityList"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            500: components["responses"]["FdxInternalServerError"];
        };
    };
    getCapability: {
        parameters: {
            query?: {
                /** @description The FDX version the caller wants the capability for; this deployment implements `V6.5` only. */
                fdxVersion?: components["parameters"]["FdxVersionQuery"];
                /** @description Narrow the answer to this FDX operationId. */
                operationId?: components["parameters"]["OperationIdQuery"];
            };
            header?: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
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
            /** @description Capability of this provider. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Capability"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            500: components["responses"]["FdxInternalServerError"];
            501: components["responses"]["FdxNotImplemented"];
        };
    };
    getCertificationMetrics: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
                 *     the response. When absent the platform generates one.
                 * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
                 */
                "x-platform-correlation-id"?: components["parameters"]["CorrelationIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics of the environment. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificationMetrics"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Consent Grant id (the `consent_id` the authorization server returned with the tokens).
                 * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent grant. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentGrant"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getConsentLifecycle: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Consent Grant id (the `consent_id` the authorization server returned with the tokens).
                 * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lifecycle. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentLifecycle"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    updateConsentLifecycle: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Consent Grant id (the `consent_id` the authorization server returned with the tokens).
                 * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "SUSPENDED",
                 *       "reason": "USER_ACTION",
                 *       "initiator": "DATA_RECIPIENT"
                 *     }
                 */
                "application/json": components["schemas"]["ConsentLifecycleRequest"];
            };
        };
        responses: {
            /** @description The lifecycle after the move. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentLifecycle"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            409: components["responses"]["FdxConflict"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    revokeConsent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Consent Grant id (the `consent_id` the authorization server returned with the tokens).
                 * @example 5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "USER_ACTION",
                 *       "initiator": "INDIVIDUAL"
                 *     }
                 */
                "application/json": components["schemas"]["ConsentRevocationRequest"];
            };
        };
        responses: {
            /** @description The consent is revoked. */
            204: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            409: components["responses"]["FdxConflict"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    searchForCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent's customers. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customers"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getCustomerInfo: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    searchForNotificationSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSubscriptionList"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    createNotificationSubscription: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "CONSENT_REVOKED",
                 *       "category": "CONSENT",
                 *       "callbackUrl": "https://fintech.example/fdx/notifications"
                 *     }
                 */
                "application/json": components["schemas"]["NotificationSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription, with its signing secret (shown only here). */
            201: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subscriptionId": "3d6f0a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6",
                     *       "type": "CONSENT_REVOKED",
                     *       "category": "CONSENT",
                     *       "callbackUrl": "https://fintech.example/fdx/notifications",
                     *       "subscriber": {
                     *         "name": "Demo fintech",
                     *         "type": "DATA_RECIPIENT",
                     *         "registry": "PRIVATE",
                     *         "registeredEntityName": "Demo fintech",
                     *         "registeredEntityId": "fintech-client"
                     *       },
                     *       "effectiveDate": "2026-05-04",
                     *       "createdTime": "2026-05-04T09:30:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedNotificationSubscription"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getNotificationSubscription: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of the notification subscription (`subscriptionId` from its creation).
                 * @example 3d6f0a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6
                 */
                subscriptionId: components["parameters"]["SubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSubscription"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    searchForNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Number of elements the consumer wishes to receive. The provider applies its default when
                 *     absent and never returns more than its maximum (see `limits` in `/fdx/v6/capability`).
                 */
                limit?: components["parameters"]["FdxLimitQuery"];
                /** @description Opaque cursor from `page.nextPageKey` of the previous response. */
                pageKey?: components["parameters"]["FdxPageKeyQuery"];
            };
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getOperationSupport: {
        parameters: {
            query?: {
                /** @description Narrow the answer to this FDX operationId. */
                operationId?: components["parameters"]["OperationIdQuery"];
            };
            header?: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
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
            /** @description The FDX operations and whether each is supported. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationSupportList"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            500: components["responses"]["FdxInternalServerError"];
        };
    };
    createPaymentInitiationParty: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Makes the creation idempotent for the calling client: a repeat with the same key and
                 *     body answers the original party (200); the same key with another body is a 409 (FDX 409).
                 * @example party-2026-05-04-0001
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Payroll Inc",
                 *       "type": "BUSINESS",
                 *       "identification": {
                 *         "lei": "5493001KJTIIGC8Y1R12"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentInitiationPartyRequest"];
            };
        };
        responses: {
            /** @description The party created earlier with the same `Idempotency-Key` and body. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationParty"];
                };
            };
            /** @description The registered party. */
            201: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationParty"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            409: components["responses"]["FdxConflict"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    getPaymentInitiationParty: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of the payment-initiation party (`paymentInitiationPartyId`).
                 * @example 7c1e4b2a-9d3f-4a6b-8e5c-0f1a2b3c4d5e
                 */
                partyId: components["parameters"]["PartyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party. */
            200: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationParty"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    registerPaymentMethods: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of the payment-initiation party (`paymentInitiationPartyId`).
                 * @example 7c1e4b2a-9d3f-4a6b-8e5c-0f1a2b3c4d5e
                 */
                partyId: components["parameters"]["PartyIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentMethods": [
                 *         {
                 *           "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
                 *           "paymentNetworkType": "US_ACH",
                 *           "purpose": "DIRECT_DEPOSIT"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RegisterPaymentMethodsRequest"];
            };
        };
        responses: {
            /** @description The registrations, in request order. */
            201: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethodRegistrationList"];
                };
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
    deletePaymentMethodRegistration: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
                 *     response; when absent the provider generates one.
                 * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
                 */
                "x-fapi-interaction-id"?: components["parameters"]["FapiInteractionIdHeader"];
                /**
                 * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
                 *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
                 * @example demo
                 */
                "X-Platform-Env-Id": components["parameters"]["PlatformEnvIdHeader"];
            };
            path: {
                /**
                 * @description Id of the payment-initiation party (`paymentInitiationPartyId`).
                 * @example 7c1e4b2a-9d3f-4a6b-8e5c-0f1a2b3c4d5e
                 */
                partyId: components["parameters"]["PartyIdPath"];
                /**
                 * @description Id of the payment-method registration (`registrationId`).
                 * @example 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d
                 */
                registrationId: components["parameters"]["RegistrationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration is deleted. */
            204: {
                headers: {
                    "x-fapi-interaction-id": components["headers"]["FapiInteractionId"];
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["FdxBadRequest"];
            401: components["responses"]["FdxUnauthorized"];
            403: components["responses"]["FdxForbidden"];
            404: components["responses"]["FdxNotFound"];
            500: components["responses"]["FdxInternalServerError"];
            503: components["responses"]["FdxServiceUnavailable"];
        };
    };
}
