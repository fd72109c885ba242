// DO NOT EDIT — generated from openapi/fdx-recipient.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
    "/fdx/consents/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth callback
         * @description The registered redirect target. Needs no credential: the customer's browser brings the
         *     authorization response. The `env` parameter selects the recipient environment; the `state`
         *     selects its pending registry row (unknown: 400). `state` and `iss` are checked (RFC 9207);
         *     on success the code is exchanged with the PKCE verifier and a DPoP proof, the tokens are
         *     sealed as secret references, the provider's consent id and the selected accounts are recorded
         *     and the row becomes `ACTIVE`. An `error` response (e.g. `access_denied`) marks it `DENIED`,
         *     a failed check or exchange `FAILED`. Answers 303 to the environment's application return URL
         *     when one is configured, else 200 with the outcome. A second visit changes nothing.
         */
        get: operations["handleRecipientConsentCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consented accounts
         * @description Reads `GET /fdx/v6/accounts` of the consent's provider with the DPoP-bound delegated token
         *     (nonce challenges followed; an expired access token is refreshed once). Only the accounts and
         *     members the customer granted come back - the provider minimises. 409 `consent_not_active` for a
         *     consent that is not `ACTIVE`, `consent_revoked_at_provider` when the provider no longer honours
         *     it; 502 for other provider failures.
         */
        get: operations["listRecipientAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/accounts/{accountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's transactions
         * @description One page of `GET /fdx/v6/accounts/{accountId}/transactions` of the consent's provider (same
         *     token handling as the account list). Pass `next_page_key` back as `pageKey`. An account the
         *     consent does not grant answers 404 (the provider's FDX 701).
         */
        get: operations["listRecipientAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my consents
         * @description The caller's own consents (token subject), oldest first, keyset-paginated, optionally filtered
         *     by status or provider.
         */
        get: operations["listRecipientConsents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/consents/{consentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of my consents
         * @description One consent of the caller; another customer's consent answers 404 like an unknown id.
         */
        get: operations["getRecipientConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/consents/{consentId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh the delegated token
         * @description Refreshes the delegated access token at the provider's server (refresh_token grant with
         *     `private_key_jwt` and a DPoP proof); the new token references replace the old ones, the
         *     consent stays `ACTIVE` and `vert:fdx:recipientconsent:refreshed` `{consent_id}` is emitted.
         *     When the provider answers `invalid_grant` (the consent was revoked or expired there) the
         *     registry row becomes `REVOKED` (notification `consent.revoked_by_provider`) and is returned as
         *     such. 409 when the consent is not `ACTIVE` or holds no refresh token (`ONE_TIME`).
         */
        post: operations["refreshRecipientConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/consents/{consentId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a consent
         * @description Stops sharing: revokes the consent at the provider's FDX API
         *     (`POST /fdx/v6/consents/{id}/revocation` with the DPoP-bound token) and the tokens at its
         *     authorization server (RFC 7009), then marks the row `REVOKED`, drops the token references and
         *     emits `vert:fdx:recipientconsent:revoked` `{consent_id}`. Idempotent: a revoked consent answers
         *     200 unchanged without a new event. A consent that never became active is marked `REVOKED`
         *     without calling the provider. 502 (nothing changed) when the provider cannot be reached.
         */
        post: operations["revokeRecipientConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/consents/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a consent
         * @description Starts the consent ceremony with a provider for the calling customer (the token subject):
         *     registers this environment's OAuth client at the provider's authorization server (RFC 7591,
         *     `private_key_jwt`, redirect URI = this environment's callback) or reuses the cached
         *     registration, creates the PKCE verifier (S256), sends the pushed authorization request with a
         *     DPoP proof and `dpop_jkt`, writes the registry row as `PENDING` and emits
         *     `vert:fdx:recipientconsent:started` `{consent_id, provider_id, scopes}` in the same
         *     transaction. Send the customer's browser to `authorization_url`. Only `accountbasic`,
         *     `accountdetailed` and `transactions` can be requested. `TIME_BOUND` needs `duration_period`
         *     (400). 404 for an unknown provider; 502 when the provider's server refuses or fails.
         */
        post: operations["startRecipientConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my notifications
         * @description What happened to the caller's consents, newest first: activation, denial or failure at the
         *     callback, refresh, revocation by the recipient and revocation noticed at the provider.
         *     Keyset-paginated.
         */
        get: operations["listRecipientNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List providers
         * @description The providers in the recipient environment's directory, oldest first, keyset-paginated
         *     (`next_cursor` back as `cursor` until it is null). Entries are added by discovery of the
         *     issuer's metadata and the provider's FDX capability, never by hand-written data.
         */
        get: operations["listRecipientProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipient/providers/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a provider
         * @description One provider of the directory; 404 when the id is unknown in the caller's environment.
         */
        get: operations["getRecipientProvider"];
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
         * Callback result
         * @description Outcome of the OAuth callback when no application return URL is configured.
         */
        CallbackResult: {
            consent_id: components["schemas"]["RecipientConsentId"];
            /** @description OAuth error when the consent did not become active. */
            error?: string;
            status: components["schemas"]["RecipientConsentStatus"];
        };
        /**
         * Consent start request
         * @description Which provider, which data, and for how long.
         */
        ConsentStart: {
            /** @description The application's own opaque reference for this connection, echoed back. */
            customer_ref?: string;
            /** @description Data clusters to request; all three when absent. */
            data_clusters?: components["schemas"]["RecipientDataCluster"][];
            /** @description Days, for `TIME_BOUND` (90 when the type is absent). */
            duration_period?: number;
            duration_type?: components["schemas"]["DurationType"];
            /** @description Days of transaction history requested. */
            lookback_period?: number;
            provider_id: components["schemas"]["ProviderId"];
        };
        /**
         * Consent started
         * @description The pending registry row and the URL to send the customer to.
         */
        ConsentStarted: {
            /**
             * Format: uri
             * @description The provider's authorization endpoint with `client_id` and the PAR `request_uri`.
             */
            authorization_url: string;
            consent_id: components["schemas"]["RecipientConsentId"];
            /** @description Seconds until the pushed request expires at the provider. */
            expires_in: number;
            /**
             * Format: uri
             * @description Same value as `authorization_url` (seed 000 names both).
             */
            redirectUrl: string;
            status: components["schemas"]["RecipientConsentStatus"];
        };
        /**
         * Correlation id
         * @description Printable ASCII without spaces, at most 128 characters (a UUID when generated).
         */
        CorrelationId: string;
        /**
         * Currency
         * @description ISO 4217 currency.
         */
        Currency: {
            /** @description ISO 4217 code. */
            currencyCode: string;
        };
        /**
         * Cursor page
         * @description Pagination members of a platform list response; list schemas add `items` next to it.
         */
        CursorPage: {
            /**
             * @description Opaque cursor of the next page; null on the last page.
             * @example eyJpZCI6ImFjY18xMjMifQ
             */
            next_cursor: string | null;
        };
        /**
         * Amount
         * @description Exact decimal amount as a string, as the provider sent it.
         * @example 1250.5
         */
        DecimalAmount: string;
        /**
         * Consent duration type
         * @description FDX consent duration (`TIME_BOUND` needs `duration_period`).
         * @enum {string}
         */
        DurationType: "ONE_TIME" | "PERSISTENT" | "TIME_BOUND";
        /**
         * Environment id
         * @description Identifier of a tenant environment (lower-case letters, digits, `_` and `-`, starting with a letter or digit).
         */
        PlatformEnvId: string;
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
         * Provider
         * @description A provider (data holder) in the recipient's directory, as discovery validated it.
         * @example {
         *       "id": "0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f",
         *       "display_name": "Demo Bank",
         *       "issuer": "http://127.0.0.1:4000/oauth/demo",
         *       "fdx_base_url": "http://127.0.0.1:4001",
         *       "provider_env_id": "demo",
         *       "fdx_versions": [
         *         "V6.5"
         *       ],
         *       "data_clusters": [
         *         "ACCOUNT_BASIC",
         *         "TRANSACTIONS"
         *       ],
         *       "authorization": {
         *         "pushed_authorization_request_endpoint": "http://127.0.0.1:4000/oauth/demo/request",
         *         "require_pushed_authorization_requests": true,
         *         "code_challenge_methods_supported": [
         *           "S256"
         *         ],
         *         "dpop_signing_alg_values_supported": [
         *           "ES256"
         *         ],
         *         "token_endpoint_auth_methods_supported": [
         *           "private_key_jwt"
         *         ],
         *         "authorization_response_iss_parameter_supported": true
         *       },
         *       "discovered_at": "2026-11-22T10:00:00.000Z"
         *     }
         */
        Provider: {
            authorization: components["schemas"]["ProviderAuthorization"];
            /** @description Data clusters the provider can share (from its capability). */
            data_clusters: string[];
            discovered_at: components["schemas"]["Timestamp"];
            /** @description Name shown to customers. */
            display_name: string;
            /**
             * Format: uri
             * @description Base URL of the provider's FDX API (`/fdx/v6/*` below it).
             */
            fdx_base_url: string;
            /** @description FDX versions from the provider's capability. */
            fdx_versions: string[];
            id: components["schemas"]["ProviderId"];
            /**
             * Format: uri
             * @description Issuer identifier of the provider's authorization server.
             */
            issuer: string;
            /** @description The provider's environment, sent as `X-Platform-Env-Id` on its FDX API. */
            provider_env_id: string;
        };
        /**
         * Provider authorization facts
         * @description What the issuer's metadata offered when the provider was registered.
         */
        ProviderAuthorization: {
            /** @description Authorization endpoint. */
            authorization_endpoint?: string;
            /** @description RFC 9207 `iss` in the authorization response. */
            authorization_response_iss_parameter_supported?: boolean;
            /** @description PKCE methods. */
            code_challenge_methods_supported?: string[];
            /** @description DPoP proof algorithms. */
            dpop_signing_alg_values_supported?: string[];
            /** @description PAR endpoint (RFC 9126). */
            pushed_authorization_request_endpoint?: string;
            /** @description Whether the server refuses authorization requests without PAR. */
            require_pushed_authorization_requests?: boolean;
            /** @description Client authentication methods. */
            token_endpoint_auth_methods_supported?: string[];
        };
        /**
         * Provider id
         * Format: uuid
         * @description Id of a provider in the recipient's directory.
         * @example 0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f
         */
        ProviderId: string;
        /**
         * Provider page
         * @description One page of the provider directory.
         */
        ProviderPage: components["schemas"]["CursorPage"] & {
            /** @description Providers, oldest first. */
            items: components["schemas"]["Provider"][];
        };
        /**
         * Consented account
         * @description An FDX account entity as the provider served it, reduced to the members the recipient
         *     understands. The provider minimises to the granted clusters: balances and dates
         *     (ACCOUNT_DETAILED) are absent unless granted.
         */
        RecipientAccount: {
            /** @description FDX account category (e.g. `DEPOSIT_ACCOUNT`). */
            accountCategory?: string;
            /** @description The provider's account id. */
            accountId: string;
            /** @description Masked account number. */
            accountNumberDisplay?: string;
            /** @description FDX account type (e.g. `CHECKING`). */
            accountType?: string;
            availableBalance?: components["schemas"]["DecimalAmount"];
            /**
             * Format: date-time
             * @description When the balances were read.
             */
            balanceAsOf?: string;
            currency?: components["schemas"]["Currency"];
            currentBalance?: components["schemas"]["DecimalAmount"];
            /** @description Account name. */
            displayName?: string;
            /**
             * Format: date
             * @description Date of the last booked movement.
             */
            lastActivityDate?: string;
            /** @description Name given by the customer. */
            nickname?: string;
            openingDayBalance?: components["schemas"]["DecimalAmount"];
            /** @description FDX account status. */
            status?: string;
        };
        /**
         * Consented accounts
         * @description The accounts the consent grants, read from the provider.
         * @example {
         *       "consent_id": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "provider_id": "0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f",
         *       "accounts": [
         *         {
         *           "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *           "accountCategory": "DEPOSIT_ACCOUNT",
         *           "accountType": "CHECKING",
         *           "displayName": "Alice's current account",
         *           "status": "OPEN",
         *           "currency": {
         *             "currencyCode": "GBP"
         *           },
         *           "accountNumberDisplay": "****5e6f"
         *         }
         *       ]
         *     }
         */
        RecipientAccounts: {
            /** @description Accounts in the provider's order. */
            accounts: components["schemas"]["RecipientAccount"][];
            consent_id: components["schemas"]["RecipientConsentId"];
            provider_id: components["schemas"]["ProviderId"];
        };
        /**
         * Recipient consent
         * @description One row of the recipient registry. Tokens, keys and the PKCE verifier are never
         *     returned; `has_refresh_token` says whether the consent can be refreshed.
         * @example {
         *       "id": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "provider_id": "0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f",
         *       "customer_ref": "conn-42",
         *       "status": "ACTIVE",
         *       "scopes": [
         *         "openid",
         *         "offline_access",
         *         "vert:fdx:consents:read",
         *         "vert:fdx:consents:write",
         *         "fdx:accountbasic",
         *         "fdx:transactions"
         *       ],
         *       "granted_scopes": [
         *         "openid",
         *         "offline_access",
         *         "vert:fdx:consents:read",
         *         "vert:fdx:consents:write",
         *         "fdx:accountbasic",
         *         "fdx:transactions"
         *       ],
         *       "data_clusters": [
         *         "accountbasic",
         *         "transactions"
         *       ],
         *       "duration_type": "TIME_BOUND",
         *       "duration_period": 90,
         *       "lookback_period": 365,
         *       "provider_consent_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "account_ids": [
         *         "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f"
         *       ],
         *       "has_refresh_token": true,
         *       "access_token_expires_at": "2026-11-22T10:05:00.000Z",
         *       "error": null,
         *       "error_description": null,
         *       "created_at": "2026-11-22T10:00:00.000Z",
         *       "updated_at": "2026-11-22T10:00:05.000Z",
         *       "activated_at": "2026-11-22T10:00:05.000Z",
         *       "refreshed_at": null,
         *       "revoked_at": null
         *     }
         */
        RecipientConsent: {
            /**
             * Format: date-time
             * @description Expiry of the current delegated access token.
             */
            access_token_expires_at?: string | null;
            /** @description Accounts the customer selected at the provider (from the provider's consent record). */
            account_ids: string[];
            /**
             * Format: date-time
             * @description When the callback activated the consent.
             */
            activated_at?: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** @description The application's reference given at start. */
            customer_ref?: string | null;
            /** @description Data clusters requested. */
            data_clusters: components["schemas"]["RecipientDataCluster"][];
            /** @description Days, for `TIME_BOUND`. */
            duration_period?: number | null;
            duration_type: components["schemas"]["DurationType"];
            /** @description OAuth error or revocation cause (`access_denied`, `invalid_grant`, `recipient_revoked`, ...). */
            error?: string | null;
            /** @description Human-readable detail of `error`. */
            error_description?: string | null;
            /** @description Scopes the provider granted (token response), once active. */
            granted_scopes?: string[] | null;
            /** @description Whether a refresh token is held (not for `ONE_TIME` consents). */
            has_refresh_token: boolean;
            id: components["schemas"]["RecipientConsentId"];
            /** @description Days of history requested. */
            lookback_period?: number | null;
            /** @description The provider's consent id (from the token response), once active. */
            provider_consent_id?: string | null;
            provider_id: components["schemas"]["ProviderId"];
            /**
             * Format: date-time
             * @description Last delegated-token refresh.
             */
            refreshed_at?: string | null;
            /**
             * Format: date-time
             * @description When the consent was revoked.
             */
            revoked_at?: string | null;
            /** @description Scopes requested at the provider's server. */
            scopes: string[];
            status: components["schemas"]["RecipientConsentStatus"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * Recipient consent id
         * Format: uuid
         * @description Id of a consent in the recipient registry.
         * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
         */
        RecipientConsentId: string;
        /**
         * Recipient consent page
         * @description One page of the caller's consents.
         */
        RecipientConsentPage: components["schemas"]["CursorPage"] & {
            /** @description Consents, oldest first. */
            items: components["schemas"]["RecipientConsent"][];
        };
        /**
         * Recipient consent status
         * @description `PENDING` from start until the callback; `ACTIVE` after a successful code exchange;
         *     `DENIED` when the customer refused at the provider; `FAILED` when the authorization or
         *     the exchange failed; `REVOKED` (terminal) after a revocation by the recipient or when the
         *     provider's server no longer honours the grant.
         * @enum {string}
         */
        RecipientConsentStatus: "PENDING" | "ACTIVE" | "DENIED" | "FAILED" | "REVOKED";
        /**
         * Requestable data cluster
         * @description The FDX data clusters the recipient application may request, in the authorization
         *     server's scope spelling (`fdx:<cluster>`): account basics, account details (balances)
         *     and transactions.
         * @enum {string}
         */
        RecipientDataCluster: "accountbasic" | "accountdetailed" | "transactions";
        /**
         * Recipient notification
         * @description Something the recipient learnt about one of the caller's consents.
         */
        RecipientNotification: {
            consent_id: components["schemas"]["RecipientConsentId"];
            created_at: components["schemas"]["Timestamp"];
            /** @description Facts of the occurrence (provider id, OAuth error, selected accounts). */
            detail: {
                [key: string]: unknown;
            };
            /**
             * Format: uuid
             * @description Notification id.
             */
            id: string;
            /**
             * @description What happened.
             * @enum {string}
             */
            type: "consent.activated" | "consent.denied" | "consent.failed" | "consent.refreshed" | "consent.revoked" | "consent.revoked_by_provider";
        };
        /**
         * Recipient notification page
         * @description One page of notifications, newest first.
         */
        RecipientNotificationPage: components["schemas"]["CursorPage"] & {
            /** @description Notifications, newest first. */
            items: components["schemas"]["RecipientNotification"][];
        };
        /**
         * Consented transaction
         * @description An FDX transaction entity as the provider served it, reduced to the members the recipient understands.
         */
        RecipientTransaction: {
            /** @description The provider's account id. */
            accountId?: string;
            amount?: components["schemas"]["DecimalAmount"];
            currency?: components["schemas"]["Currency"];
            /** @description `DEBIT`, `CREDIT` or `MEMO`. */
            debitCreditMemo?: string;
            /** @description Description. */
            description?: string;
            /**
             * Format: date-time
             * @description When the provider booked it.
             */
            postedTimestamp?: string;
            /** @description Reference of the originating instruction. */
            referenceTransactionId?: string;
            /** @description FDX transaction status. */
            status?: string;
            /** @description The provider's transaction id. */
            transactionId: string;
            /**
             * Format: date-time
             * @description When it takes economic effect.
             */
            transactionTimestamp?: string;
        };
        /**
         * Consented transactions
         * @description One page of an account's transactions, read from the provider.
         * @example {
         *       "consent_id": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *       "account_id": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *       "transactions": [
         *         {
         *           "accountId": "6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f",
         *           "transactionId": "3d6f8a2b-1c4e-4f7a-8b9c-0d1e2f3a4b5c",
         *           "postedTimestamp": "2026-11-21T09:00:01.250Z",
         *           "transactionTimestamp": "2026-11-21T09:00:00.000Z",
         *           "amount": "1500",
         *           "currency": {
         *             "currencyCode": "GBP"
         *           },
         *           "debitCreditMemo": "CREDIT",
         *           "status": "POSTED"
         *         }
         *       ],
         *       "next_page_key": null
         *     }
         */
        RecipientTransactions: {
            /** @description The provider's account id. */
            account_id: string;
            consent_id: components["schemas"]["RecipientConsentId"];
            /** @description The provider's opaque `nextPageKey`; pass it back as `pageKey`. Null on the last page. */
            next_page_key: string | null;
            /** @description Transactions in the provider's order (newest first for FDX). */
            transactions: components["schemas"]["RecipientTransaction"][];
        };
        /**
         * Timestamp
         * Format: date-time
         * @description ISO 8601 date-time in UTC.
         * @example 2026-11-22T10:00:00.000Z
         */
        Timestamp: string;
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
    };
    responses: {
        /** @description The provider's authorization server or FDX API failed or answered with an error. */
        ProblemBadGateway: {
            headers: {
                "x-platform-correlation-id": components["headers"]["CorrelationId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
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
        /**
         * @description The provider's account id, as listed by `GET /v1/recipient/accounts`.
         * @example 6f0c1b9e-2d4a-4e8b-9c3f-1a2b3c4d5e6f
         */
        AccountIdPath: string;
        /**
         * @description Id of a consent in the recipient registry (not the provider's consent id).
         * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
         */
        ConsentIdPath: string;
        /**
         * @description The recipient registry consent whose delegated token reads the data.
         * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
         */
        ConsentIdQuery: string;
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
         * @description Id of a provider in the recipient's directory.
         * @example 0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f
         */
        ProviderIdPath: string;
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
    handleRecipientConsentCallback: {
        parameters: {
            query: {
                /**
                 * @description Authorization code (success).
                 * @example SplxlOBeZQQYbYS6WxSbIA
                 */
                code?: string;
                /**
                 * @description The recipient environment, part of the registered redirect URI.
                 * @example fintech
                 */
                env: components["schemas"]["PlatformEnvId"];
                /**
                 * @description OAuth error code (failure).
                 * @example access_denied
                 */
                error?: string;
                /**
                 * @description OAuth error description.
                 * @example The customer denied the request
                 */
                error_description?: string;
                /**
                 * @description OAuth error URI.
                 * @example https://bank.example/errors/access_denied
                 */
                error_uri?: string;
                /**
                 * @description Issuer identifier of the authorization server (RFC 9207).
                 * @example http://127.0.0.1:4000/oauth/demo
                 */
                iss?: string;
                /**
                 * @description OAuth state of the authorization request.
                 * @example b6Xh2kR0mQv9yT4pL7sN1cE8
                 */
                state: string;
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
            /** @description The outcome, when this environment has no application return URL. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallbackResult"];
                };
            };
            /** @description Back to the recipient application with `consent_id` and `status` (and `error`) in the query. */
            303: {
                headers: {
                    /** @description The configured application return URL with the outcome. */
                    Location: string;
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ProblemBadRequest"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listRecipientAccounts: {
        parameters: {
            query: {
                /**
                 * @description The recipient registry consent whose delegated token reads the data.
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId: components["parameters"]["ConsentIdQuery"];
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
            /** @description The consented accounts. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientAccounts"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
            502: components["responses"]["ProblemBadGateway"];
        };
    };
    listRecipientAccountTransactions: {
        parameters: {
            query: {
                /**
                 * @description The recipient registry consent whose delegated token reads the data.
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId: components["parameters"]["ConsentIdQuery"];
                /**
                 * @description Page size asked of the provider (it applies its own maximum).
                 * @example 25
                 */
                limit?: number;
                /**
                 * @description Opaque `next_page_key` of the previous page.
                 * @example B47D80MVP23T
                 */
                pageKey?: string;
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
                 * @description The provider's account id, as listed by `GET /v1/recipient/accounts`.
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
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientTransactions"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
            502: components["responses"]["ProblemBadGateway"];
        };
    };
    listRecipientConsents: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only consents with this provider.
                 * @example 0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f
                 */
                provider_id?: string;
                /**
                 * @description Only consents in this status.
                 * @example ACTIVE
                 */
                status?: components["schemas"]["RecipientConsentStatus"];
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
            /** @description One page of consents. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientConsentPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getRecipientConsent: {
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
                 * @description Id of a consent in the recipient registry (not the provider's consent id).
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientConsent"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    refreshRecipientConsent: {
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
                 * @description Id of a consent in the recipient registry (not the provider's consent id).
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent after the refresh. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientConsent"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
            502: components["responses"]["ProblemBadGateway"];
        };
    };
    revokeRecipientConsent: {
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
                 * @description Id of a consent in the recipient registry (not the provider's consent id).
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId: components["parameters"]["ConsentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked consent. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientConsent"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
            502: components["responses"]["ProblemBadGateway"];
        };
    };
    startRecipientConsent: {
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
                "application/json": components["schemas"]["ConsentStart"];
            };
        };
        responses: {
            /** @description The consent is pending; send the customer to `authorization_url`. */
            201: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentStarted"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalServerError"];
            502: components["responses"]["ProblemBadGateway"];
        };
    };
    listRecipientNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Only notifications of this consent.
                 * @example 5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d
                 */
                consentId?: string;
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
            /** @description One page of notifications. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    listRecipientProviders: {
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
            /** @description One page of providers. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getRecipientProvider: {
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
                 * @description Id of a provider in the recipient's directory.
                 * @example 0b7c8f6e-2a41-4d3b-9e5f-6a7b8c9d0e1f
                 */
                providerId: components["parameters"]["ProviderIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
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
