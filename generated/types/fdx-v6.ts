// DO NOT EDIT — generated from openapi/fdx-v6.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
         * Data Cluster
         * @description Name of a permissioned cluster of data elements (FDX Data Clusters). Consent grants and
         *     response minimisation work in these units.
         * @enum {string}
         */
        DataCluster: "ACCOUNT_BASIC" | "ACCOUNT_DETAILED" | "ACCOUNT_PAYMENTS" | "CUSTOMER_CONTACT" | "CUSTOMER_PERSONAL" | "INVESTMENTS" | "STATEMENTS" | "TRANSACTIONS";
        /**
         * FAPI interaction id
         * Format: uuid
         * @description RFC 4122 UUID.
         */
        FapiInteractionId: string;
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
             * Format: uri-reference
             * @description URL to invoke the action on the resource.
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
         * Party Type
         * @enum {string}
         */
        PartyType: "DATA_ACCESS_PLATFORM" | "DATA_PROVIDER" | "DATA_RECIPIENT" | "INDIVIDUAL" | "MERCHANT" | "VENDOR";
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
         * @description Identifier of a tenant environment.
         */
        PlatformEnvId: string;
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
        /**
         * Timestamp
         * Format: date-time
         * @description ISO 8601 date-time (RFC 3339), e.g. `2021-07-15T14:46:41.375Z`.
         * @example 2021-07-15T14:46:41.375Z
         */
        Timestamp: string;
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
         * @description FAPI / FDX interaction id (RFC 4122 UUID). When present it is echoed unchanged in the
         *     response; when absent the provider generates one.
         * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
         */
        FapiInteractionIdHeader: components["schemas"]["FapiInteractionId"];
        /** @description The FDX version the caller wants the capability for; this deployment implements `V6.5` only. */
        FdxVersionQuery: components["schemas"]["FdxVersion"];
        /** @description Narrow the answer to this FDX operationId. */
        OperationIdQuery: components["schemas"]["OperationId"];
        /**
         * @description Tenant (environment) the request is served in. Used by the FDX provider plane and by
         *     ledger requests forwarded by the backend-for-frontend. An unknown environment is rejected.
         * @example env_01HZX3P8Q2M4N6R8T0V2W4Y6A8
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
         * @description FAPI / FDX interaction id, echoed from the request or generated by the provider.
         * @example c770aef3-6784-41f7-8e0e-ff5f97bddb3a
         */
        FapiInteractionId: components["schemas"]["FapiInteractionId"];
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
                 * @example env_01HZX3P8Q2M4N6R8T0V2W4Y6A8
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
                 * @example env_01HZX3P8Q2M4N6R8T0V2W4Y6A8
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
                 * @example env_01HZX3P8Q2M4N6R8T0V2W4Y6A8
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
                 * @example env_01HZX3P8Q2M4N6R8T0V2W4Y6A8
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
}
