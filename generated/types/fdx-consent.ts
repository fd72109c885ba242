// DO NOT EDIT — generated from openapi/fdx-consent.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
    "/v1/auth/consent/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts the customer may share
         * @description The signed-in customer's own open accounts, read from the ledger's public API with this
         *     service's credential: the ledger customer linked to the token subject
         *     (`platform_auth_user_id`), then its open accounts. A subject with no ledger customer has
         *     no accounts. Fails with 503 when the ledger cannot be reached.
         */
        get: operations["listHostedConsentAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/consent/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a consent request
         * @description Records the customer's approval of one interaction and answers the normalised selection
         *     (FDX cluster names, duplicates removed), which the authorization server grants. Every
         *     account must be one of the customer's own open accounts (else 403, nothing recorded);
         *     `TIME_BOUND` needs `duration_period` (else 400). One decision per interaction: repeating
         *     the same approval answers the same result, a different body (or a denial recorded
         *     earlier) answers 409. The consent row is created from the grant event, not here.
         */
        post: operations["approveHostedConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/consent/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deny a consent request
         * @description Records that the customer refused the interaction. Repeating the same denial answers
         *     200 again; a different reason, or an approval recorded earlier, answers 409.
         */
        post: operations["denyHostedConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/consent/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consent screen definition
         * @description The screen for one authorization interaction: the recipient, the data clusters derived
         *     from `scope` (`fdx:accountbasic`, `fdx:accountdetailed`, `fdx:transactions`,
         *     `fdx:statements`, `fdx:customercontact`, `fdx:customerpersonal`, `fdx:paymentsupport`;
         *     other values are ignored), the duration (default `ONE_TIME`, as at the authorization
         *     server) and the lookback period. No data cluster at all answers 400. `client_id` must be
         *     the token's client.
         */
        get: operations["getHostedConsentScreen"];
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
         * Recipient client id
         * @description OAuth client id of the recipient asking for the data.
         * @example fintech-client
         */
        ClientId: string;
        /**
         * Consent account
         * @description An account as the consent screen shows it.
         */
        ConsentAccount: {
            /**
             * Format: uuid
             * @description Ledger account id (what a consent grants).
             */
            account_id: string;
            /** @description Product type of the account (the ledger product id). */
            account_type: string;
            /** @description The account's first denomination. */
            currency: string;
            /** @description The account's name. */
            display_name: string;
            /** @description The account identifier with all but its last four characters masked. */
            masked_number: string;
        };
        /**
         * Consent account list
         * @description The signed-in customer's own open accounts, the only ones they may share.
         */
        ConsentAccountList: {
            /** @description Open accounts held by the customer, oldest first. */
            accounts: components["schemas"]["ConsentAccount"][];
        };
        /**
         * Consent approval
         * @description The customer's selection on the consent screen. `data_clusters` accepts FDX names or
         *     their scope spelling; `duration_period` is required for `TIME_BOUND`.
         */
        ConsentApproval: {
            /** @description Accounts to share; each must be one of the customer's own open accounts. */
            account_ids: string[];
            client_id: components["schemas"]["ClientId"];
            /** @description Data clusters to share. */
            data_clusters: components["schemas"]["DataClusterName"][];
            duration_period?: components["schemas"]["PeriodDays"];
            duration_type: components["schemas"]["DurationType"];
            interaction_id: components["schemas"]["InteractionId"];
            lookback_period?: components["schemas"]["PeriodDays"];
        };
        /**
         * Consent approved
         * @description The recorded, normalised approval (FDX cluster names, duplicates removed).
         */
        ConsentApproved: {
            /** @description Approved account ids. */
            account_ids: string[];
            /**
             * @description Always true.
             * @constant
             */
            approved: true;
            /** @description FDX data cluster names. */
            data_clusters: components["schemas"]["DataClusterName"][];
            duration_period?: components["schemas"]["PeriodDays"];
            duration_type: components["schemas"]["DurationType"];
            lookback_period?: components["schemas"]["PeriodDays"];
        };
        /**
         * Consent denial
         * @description The customer refused the request.
         */
        ConsentDenial: {
            client_id: components["schemas"]["ClientId"];
            interaction_id: components["schemas"]["InteractionId"];
            /** @description Why, in the consent host's words (e.g. `customer_denied`). */
            reason?: string;
        };
        /**
         * Consent denied
         * @description The denial was recorded.
         */
        ConsentDenied: {
            /**
             * @description Always true.
             * @constant
             */
            denied: true;
        };
        /**
         * Consent screen definition
         * @description What the consent page shows: the recipient, the data clusters it asked for (derived from
         *     the requested `fdx:*` scope values, with a title and a description for each), the
         *     duration and the lookback period.
         */
        ConsentScreen: {
            /** @description The requested data clusters, in FDX order. */
            data_clusters: components["schemas"]["ConsentScreenCluster"][];
            /** @description How long the consent lasts; `period_days` for `TIME_BOUND`. */
            duration: {
                period_days?: components["schemas"]["PeriodDays"];
                type: components["schemas"]["DurationType"];
            };
            interaction_id: components["schemas"]["InteractionId"];
            /** @description How far back history may be shared, when the recipient asked for a limit. */
            lookback_period_days?: components["schemas"]["PeriodDays"];
            /** @description The recipient as registered at the authorization server. */
            recipient: {
                client_id: components["schemas"]["ClientId"];
                /** @description Registered client name; null when the client has none. */
                client_name: string | null;
            };
        };
        /**
         * Consent screen data cluster
         * @description One kind of data the customer is asked to share.
         */
        ConsentScreenCluster: {
            /** @description What the recipient will see. */
            description: string;
            name: components["schemas"]["DataClusterName"];
            /** @description Short human title. */
            title: string;
        };
        /**
         * Correlation id
         * @description Printable ASCII without spaces, at most 128 characters (a UUID when generated).
         */
        CorrelationId: string;
        /**
         * FDX data cluster name
         * @description An FDX data cluster. Requests may also name it with its scope spelling
         *     (`fdx:accountbasic`); answers always use the FDX name.
         * @example ACCOUNT_BASIC
         */
        DataClusterName: string;
        /**
         * Consent duration type
         * @description FDX consent duration types.
         * @enum {string}
         */
        DurationType: "ONE_TIME" | "PERSISTENT" | "TIME_BOUND";
        /**
         * Interaction id
         * @description The authorization server's interaction (one authorization request being consented).
         * @example Pq3m0Lr8vXw2Yt6N
         */
        InteractionId: string;
        /**
         * Period in days
         * @description A whole number of days.
         * @example 90
         */
        PeriodDays: number;
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
        /** @description A subsystem the operation needs (database, event bus) is unavailable; retry later. */
        ProblemServiceUnavailable: {
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
         * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
         *     the response. When absent the platform generates one.
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationIdHeader: components["schemas"]["CorrelationId"];
        /**
         * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
         *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
         * @example demo
         */
        PlatformEnvIdHeader: components["schemas"]["PlatformEnvId"];
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
    listHostedConsentAccounts: {
        parameters: {
            query?: never;
            header: {
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
            /** @description The customer's open accounts. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentAccountList"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
            503: components["responses"]["ProblemServiceUnavailable"];
        };
    };
    approveHostedConsent: {
        parameters: {
            query?: never;
            header: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentApproval"];
            };
        };
        responses: {
            /** @description The approval as recorded. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentApproved"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
            503: components["responses"]["ProblemServiceUnavailable"];
        };
    };
    denyHostedConsent: {
        parameters: {
            query?: never;
            header: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentDenial"];
            };
        };
        responses: {
            /** @description The denial is recorded. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentDenied"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    getHostedConsentScreen: {
        parameters: {
            query: {
                /**
                 * @description The recipient's OAuth client id.
                 * @example fintech-client
                 */
                client_id: components["schemas"]["ClientId"];
                /**
                 * @description The recipient's registered name.
                 * @example Demo fintech
                 */
                client_name?: string;
                /**
                 * @description Days a `TIME_BOUND` consent lasts (required with `TIME_BOUND`).
                 * @example 90
                 */
                duration_period?: components["schemas"]["PeriodDays"];
                /**
                 * @description Requested duration type; `ONE_TIME` when absent.
                 * @example TIME_BOUND
                 */
                duration_type?: components["schemas"]["DurationType"];
                /**
                 * @description The authorization server's interaction id.
                 * @example Pq3m0Lr8vXw2Yt6N
                 */
                interaction_id: components["schemas"]["InteractionId"];
                /**
                 * @description Days of history the recipient asks for.
                 * @example 365
                 */
                lookback_period?: components["schemas"]["PeriodDays"];
                /**
                 * @description The requested scope values, space-separated.
                 * @example openid vert:fdx:consents:read fdx:accountbasic fdx:transactions
                 */
                scope: string;
            };
            header: {
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
            /** @description The screen definition. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentScreen"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
}
