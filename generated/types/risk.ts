// DO NOT EDIT — generated from openapi/risk.yaml by `npm run generate`; edit the OpenAPI document instead.
export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Live health of the risk service process: a database round trip and the event bus
         *     connection. Answers 200 when every check is `ok` and 503 with the same body when any
         *     check is `down`. Needs no credential and no tenant; reveals no tenant data.
         */
        get: operations["getRiskHealth"];
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
         * Check status
         * @description Result of one check.
         * @enum {string}
         */
        CheckStatus: "ok" | "down";
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
    };
    parameters: {
        /**
         * @description Caller-chosen correlation id, logged with every line this request produces and echoed in
         *     the response. When absent the platform generates one.
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationIdHeader: components["schemas"]["CorrelationId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Correlation id of this request (the caller's value, or the one the platform generated).
         * @example 7f1d9c52-6a3e-4b8f-9d61-2f0c4a8e1b37
         */
        CorrelationId: components["schemas"]["CorrelationId"];
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRiskHealth: {
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
}
