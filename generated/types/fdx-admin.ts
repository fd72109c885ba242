// DO NOT EDIT — generated from openapi/fdx-admin.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
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
         * @description POST aliases of the console's updates and deletes: `policy-sets` `publish` (a new Cedar
         *     policy set version, validated, active from the next request); `relations` `update`
         *     (replace an entity's parents) and `attributes` `update` (replace its attributes), both
         *     keeping the other half; `relations` / `attributes` `delete` (remove the entity).
         *     Consents have their own route, `POST /v1/admin/consents`. Unknown resources answer 404;
         *     an action the resource does not offer 400.
         */
        post: operations["runFdxAdminAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consents
         * @description The provider grant ledger, newest first, keyset-paginated (pass `next_cursor` back as
         *     `cursor` until it is null). Filters combine with AND.
         */
        get: operations["listFdxAdminConsents"];
        put?: never;
        /**
         * Consent data action
         * @description The console's POST alias on consents: action `revoke` revokes a consent as the
         *     provider (initiator `DATA_PROVIDER`), with the same revocation row, status history and
         *     `vert:fdx:consent:revoked` event as the FDX revocation route. Idempotent: a revoked
         *     consent answers `already_revoked`; an expired one 409; an unknown one 404.
         */
        post: operations["runFdxAdminConsentAction"];
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
         * @description The definition of one fdx page of the admin console (ADR 0010, ADR 0016), with live
         *     data: `overview` and `provider` are dashboards; `consents` lists `GET /v1/admin/consents`;
         *     `recipients`, `csdf` (consent-scoped data flows: the data-call audit), `notifications`,
         *     `policy-sets`, `policy-decisions`, `relations` and `attributes` carry their newest rows
         *     inline; `settings` shows this deployment's consent and data-sharing settings. Any other
         *     page answers 404.
         */
        get: operations["getFdxAdminPage"];
        put?: never;
        post?: never;
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
         * @description Live health of the fdx service process: a database round trip and the event bus
         *     connection. Answers 200 when every check is `ok` and 503 with the same body when any
         *     check is `down`. Needs no credential and no tenant; reveals no tenant data.
         */
        get: operations["getFdxHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/internal/steps/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Execute a workflow step
         * @description The fdx step profile for the workflow engine. `fdx.consent.expire_due` moves consents
         *     past their window to EXPIRED (at most `limit` per run, oldest window first; each with
         *     `vert:fdx:consent:updated`); `fdx.consent.revoke` revokes `consent_id` as the provider
         *     (idempotent; `vert:fdx:consent:revoked`). An unknown step type or a missing input
         *     answers 400; an unknown consent 404; an expired one 409.
         */
        post: operations["executeFdxWorkflowStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/provider/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider profile
         * @description This environment's provider profile: issuer of its authorization server, FDX base URL
         *     and version, the data clusters a consent can grant and the authorization requirements.
         *     Registered (and re-registered) at environment initialization with the event
         *     `vert:fdx:providerprofile:updated`.
         */
        get: operations["getProviderProfile"];
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
        /** Admin data action */
        AdminAction: {
            /** @description Fixed body members (e.g. `action`). */
            body: {
                [key: string]: string;
            };
            /** @description Inputs the console collects into the body. */
            fields: components["schemas"]["AdminField"][];
            /** @description Action id. */
            id: string;
            /** @description Button label. */
            label: string;
            /**
             * @description Always POST (updates and deletes are POST aliases).
             * @enum {string}
             */
            method: "POST";
            /** @description The alias route, `/v1/admin/{resource}`. */
            path: string;
        };
        /**
         * FDX admin data action
         * @description Body of `POST /v1/admin/{resource}`; `action` with the members of the operation it stands
         *     for: `consents` `revoke`; `policy-sets` `publish`; `relations` `update` (parents) and
         *     `delete`; `attributes` `update` (attrs) and `delete`.
         */
        AdminActionRequest: components["schemas"]["AdminConsentRevoke"] | components["schemas"]["AdminPolicySetPublish"] | components["schemas"]["AdminRelationsUpdate"] | components["schemas"]["AdminAttributesUpdate"] | components["schemas"]["AdminEntityDelete"];
        /** FDX admin data action result */
        AdminActionResult: {
            /** @description The action. */
            action: string;
            /** @description The resource. */
            resource: string;
            /** @description What the action did. */
            result: components["schemas"]["ConsentRevocationResult"] | components["schemas"]["PolicySetResult"] | components["schemas"]["EntityResult"];
        };
        /**
         * Set an entity's attributes
         * @description Resource `attributes`; replaces the entity's attributes, keeping its relations.
         */
        AdminAttributesUpdate: {
            /**
             * @description Always `update`.
             * @enum {string}
             */
            action: "update";
            /** @description Attributes declared for the type in the policy schema. */
            attrs: {
                [key: string]: string | boolean | number;
            };
            /** @description Entity id. */
            entity_id: string;
            /** @description Entity type. */
            entity_type: string;
        };
        /** Admin dashboard card */
        AdminCard: {
            /** @description Card id. */
            id: string;
            /** @description Page id the card links to. */
            link?: string;
            /** @description Card title. */
            title: string;
            /** @description Display value, computed when the page is requested. */
            value: string;
        };
        /** Admin table column */
        AdminColumn: {
            /** @description Row member shown. */
            key: string;
            /** @description Column heading. */
            label: string;
            /**
             * @description Display type.
             * @enum {string}
             */
            type: "text" | "id" | "datetime" | "status" | "count" | "list" | "json" | "link";
        };
        /**
         * Admin consent
         * @description A row of the provider grant ledger as the admin console lists it.
         */
        AdminConsent: {
            /** @description Granted accounts. */
            account_ids: string[];
            /** @description Recipient client id. */
            client_id: string;
            /** @description Recipient name at grant time. */
            client_name: string | null;
            /**
             * Format: date-time
             * @description When the grant row was created.
             */
            created_at: string;
            /** @description Provider user id (token subject). */
            customer_id: string;
            /** @description Granted FDX data clusters. */
            data_clusters: string[];
            /** @description Days, for TIME_BOUND. */
            duration_period: number | null;
            /**
             * @description FDX duration type.
             * @enum {string}
             */
            duration_type: "ONE_TIME" | "PERSISTENT" | "TIME_BOUND";
            /**
             * Format: date-time
             * @description End of the window; null for PERSISTENT.
             */
            expires_at: string | null;
            /**
             * Format: uuid
             * @description Consent id.
             */
            id: string;
            /** @description Days of history shared. */
            lookback_period: number | null;
            status: components["schemas"]["ConsentStatus"];
            /**
             * Format: date-time
             * @description Last status change.
             */
            updated_at: string;
        };
        /**
         * Admin consent page
         * @description One page of consents, newest first.
         */
        AdminConsentPage: {
            /** @description Consents. */
            items: components["schemas"]["AdminConsent"][];
            /** @description Opaque cursor of the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * Revoke a consent
         * @description Resource `consents`; provider-initiated revocation (initiator `DATA_PROVIDER`), as the FDX revocation route.
         */
        AdminConsentRevoke: {
            /**
             * @description Always `revoke`.
             * @enum {string}
             */
            action: "revoke";
            /**
             * Format: uuid
             * @description The consent.
             */
            consent_id: string;
            /** @description Free text kept with the revocation. */
            other_reason?: string;
            /**
             * @description FDX revocation reason; `BUSINESS_RULE` when absent.
             * @enum {string}
             */
            reason?: "BUSINESS_RULE" | "USER_ACTION";
        };
        /**
         * Admin page data source
         * @description The fdx route the console calls for the page's rows.
         */
        AdminDataSource: {
            /**
             * @description Always GET.
             * @enum {string}
             */
            method: "GET";
            /** @description Route path. */
            path: string;
            /** @description Fixed query parameters. */
            query?: {
                [key: string]: string;
            };
        };
        /**
         * Delete an entity
         * @description Resources `relations` and `attributes`; removes the entity with its relations and attributes.
         */
        AdminEntityDelete: {
            /**
             * @description Always `delete`.
             * @enum {string}
             */
            action: "delete";
            /** @description Entity id. */
            entity_id: string;
            /** @description Entity type. */
            entity_type: string;
        };
        /** Admin action input field */
        AdminField: {
            /** @description Input label. */
            label: string;
            /** @description Body member the input becomes. */
            name: string;
            /** @description Choices of a `select` input. */
            options?: string[];
            /** @description Whether the input must be filled. */
            required: boolean;
            /**
             * @description Input kind; `json` inputs are parsed before sending.
             * @enum {string}
             */
            type: "text" | "uuid" | "textarea" | "json" | "select";
        };
        /**
         * FDX admin page definition
         * @description A page the admin console renders (ADR 0010). `dashboard` pages carry `cards` computed
         *     when the page is requested. `table` pages list rows of `data_source` in `columns`; when
         *     no other route serves the rows, `data_source` is the page itself and the rows come
         *     inline in `items` (newest first, at most 50; `has_more` says whether older rows exist).
         */
        AdminPage: {
            /** @description Data actions offered on the page. */
            actions?: components["schemas"]["AdminAction"][];
            /** @description Dashboard cards. */
            cards?: components["schemas"]["AdminCard"][];
            /** @description Row members the table shows. */
            columns?: components["schemas"]["AdminColumn"][];
            data_source: components["schemas"]["AdminDataSource"];
            /** @description What the page shows. */
            description: string;
            /** @description Whether rows older than `items` exist. */
            has_more?: boolean;
            /** @description Inline rows, when `data_source` is the page itself; every value is a display string or null. */
            items?: components["schemas"]["AdminRow"][];
            /**
             * @description How the console renders the page.
             * @enum {string}
             */
            kind: "dashboard" | "table";
            /** @description Page id. */
            page: string;
            /** @description Page title. */
            title: string;
        };
        /**
         * Publish a policy set version
         * @description Resource `policy-sets`; validates the Cedar text and appends it as the next version, active from the next request.
         */
        AdminPolicySetPublish: {
            /**
             * @description Always `publish`.
             * @enum {string}
             */
            action: "publish";
            /** @description Cedar policy text (the whole set). */
            policies: string;
        };
        /**
         * Set an entity's relations
         * @description Resource `relations`; replaces the entity's parents (roles, group membership), keeping its attributes.
         */
        AdminRelationsUpdate: {
            /**
             * @description Always `update`.
             * @enum {string}
             */
            action: "update";
            /** @description Entity id. */
            entity_id: string;
            /** @description Entity type. */
            entity_type: string;
            /** @description The entity's parents. */
            parents: components["schemas"]["EntityRef"][];
        };
        /**
         * Admin page row
         * @description One row of an inline table; keys are the `columns` keys.
         */
        AdminRow: {
            [key: string]: string | null;
        };
        /**
         * Check status
         * @description Result of one check.
         * @enum {string}
         */
        CheckStatus: "ok" | "down";
        /** Consent revocation result */
        ConsentRevocationResult: {
            /**
             * Format: uuid
             * @description The consent.
             */
            consent_id: string;
            /**
             * @description Whether this call revoked it or it already was.
             * @enum {string}
             */
            outcome: "revoked" | "already_revoked";
        };
        /**
         * Consent status
         * @description Status of a provider consent (ADR 0013).
         * @enum {string}
         */
        ConsentStatus: "PENDING" | "ACTIVE" | "SUSPENDED" | "EXPIRED" | "REVOKED";
        /**
         * Correlation id
         * @description Printable ASCII without spaces, at most 128 characters (a UUID when generated).
         */
        CorrelationId: string;
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
        /** Policy entity reference */
        EntityRef: {
            /** @description Entity id. */
            id: string;
            /** @description Entity type (User, Client, Service, Group, ...). */
            type: string;
        };
        /** Entity change */
        EntityResult: {
            /** @description Entity id. */
            entity_id: string;
            /** @description Entity type. */
            entity_type: string;
            /**
             * @description What happened.
             * @enum {string}
             */
            outcome: "updated" | "deleted" | "not_found";
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
        /** Expire-due output */
        ExpireDueOutput: {
            /** @description Those consents. */
            consent_ids: string[];
            /** @description How many consents this run moved to EXPIRED. */
            expired: number;
            /** @description Whether more consents are past their window (run the step again). */
            more_due: boolean;
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
        /** Policy set version */
        PolicySetResult: {
            /** @description The version now active. */
            version: number;
        };
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
         * Provider capabilities
         * @description What a recipient must do and may ask for at this provider.
         */
        ProviderCapabilities: {
            /** @description Tokens are DPoP-bound (RFC 9449). */
            dpop_required: boolean;
            /** @description Consent duration types offered. */
            duration_types: ("ONE_TIME" | "PERSISTENT" | "TIME_BOUND")[];
            /** @description Pushed authorization requests (RFC 9126) are required. */
            par_required: boolean;
            /** @description PKCE S256 (RFC 7636) is required. */
            pkce_required: boolean;
            /** @description Scope values a recipient may request. */
            scopes: string[];
        };
        /**
         * Provider profile
         * @description This environment as an FDX provider: where its authorization server and data API are,
         *     the FDX version and what a consent can grant. Registered at environment initialization.
         */
        ProviderProfile: {
            capabilities: components["schemas"]["ProviderCapabilities"];
            /** @description FDX data clusters a consent can grant. */
            data_clusters: string[];
            /** @description The provider's name. */
            display_name: string;
            /** @description The provider environment. */
            env_id: string;
            /**
             * Format: uri
             * @description Base URL of the FDX data API (`/fdx/v6` is under it).
             */
            fdx_base_url: string;
            /** @description FDX version served. */
            fdx_version: string;
            /**
             * Format: uri
             * @description Issuer of the environment's authorization server (metadata at `/.well-known/openid-configuration`).
             */
            issuer: string;
            /**
             * Format: date-time
             * @description First registration.
             */
            registered_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
            /** @description Increases when a re-registration changes the profile. */
            version: number;
        };
        /** Revoke step output */
        RevokeStepOutput: {
            /**
             * Format: uuid
             * @description The consent.
             */
            consent_id: string;
            /**
             * @description Whether this run revoked it.
             * @enum {string}
             */
            outcome: "revoked" | "already_revoked";
        };
        /**
         * Workflow step execution
         * @description One step of a workflow run, sent by the workflow engine. Step types:
         *     `fdx.consent.expire_due` (input `limit`) and `fdx.consent.revoke` (input `consent_id`,
         *     `reason`, `other_reason`).
         */
        StepExecutionRequest: {
            input: components["schemas"]["StepInput"];
            /** @description The engine's id of this step run (echoed). */
            step_id?: string;
            /** @description Which step to run. */
            step_type: string;
        };
        /** Workflow step result */
        StepExecutionResult: {
            output: components["schemas"]["ExpireDueOutput"] | components["schemas"]["RevokeStepOutput"];
            /**
             * @description Failures answer problem details instead.
             * @enum {string}
             */
            status: "COMPLETED";
            /** @description Echo of the request's `step_id`. */
            step_id?: string;
            /** @description The step run. */
            step_type: string;
        };
        /**
         * Step input
         * @description Inputs of the step types; which are required depends on `step_type`.
         */
        StepInput: {
            /**
             * Format: uuid
             * @description `fdx.consent.revoke`: the consent.
             */
            consent_id?: string;
            /** @description `fdx.consent.expire_due`: at most this many consents per run (100 when absent). */
            limit?: number;
            /** @description `fdx.consent.revoke`: free text. */
            other_reason?: string;
            /**
             * @description `fdx.consent.revoke`: FDX reason; `BUSINESS_RULE` when absent.
             * @enum {string}
             */
            reason?: "BUSINESS_RULE" | "USER_ACTION";
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
         * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
         *     the response. When absent the platform generates one.
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationIdHeader: components["schemas"]["CorrelationId"];
        /** @description Page size; 25 when absent, at most 100. */
        CursorLimitQuery: number;
        /** @description Opaque cursor from `next_cursor` of the previous page. */
        CursorQuery: string;
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
    runFdxAdminAction: {
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
                 * @example relations
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
    listFdxAdminConsents: {
        parameters: {
            query?: {
                /**
                 * @description Only consents of this recipient client.
                 * @example fintech-client
                 */
                client_id?: string;
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: components["parameters"]["CursorQuery"];
                /**
                 * @description Only consents of this provider user.
                 * @example user_7Hq2Lm9Xp4
                 */
                customer_id?: string;
                /** @description Page size; 25 when absent, at most 100. */
                limit?: components["parameters"]["CursorLimitQuery"];
                /**
                 * @description Only consents in this status.
                 * @example ACTIVE
                 */
                status?: components["schemas"]["ConsentStatus"];
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
                    "application/json": components["schemas"]["AdminConsentPage"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalServerError"];
        };
    };
    runFdxAdminConsentAction: {
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
                "application/json": components["schemas"]["AdminConsentRevoke"];
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
    getFdxAdminPage: {
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
    getFdxHealth: {
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
    executeFdxWorkflowStep: {
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
                "application/json": components["schemas"]["StepExecutionRequest"];
            };
        };
        responses: {
            /** @description The step completed. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StepExecutionResult"];
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
    getProviderProfile: {
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
            /** @description The profile. */
            200: {
                headers: {
                    "x-platform-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderProfile"];
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
