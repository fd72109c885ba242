// One error type for every surface. Renderers in http/error-shapes.ts turn it into the
// FDX error entity on /fdx/v6/* and into RFC 9457 problem details everywhere else.

export interface ApiErrorInit {
  /** HTTP status. */
  status: number;
  /** Stable, machine-readable code; also the last segment of the problem `type`. */
  code: string;
  /** Short, human-readable summary that does not change between occurrences. */
  title: string;
  /** Occurrence-specific explanation, safe to show to the caller. */
  detail?: string;
  /**
   * FDX error code (string of digits) used when rendered on the FDX surface: 602 customer not
   * authorized (401), 706 access forbidden (403), 1107 data not found (404), 400/409 provider
   * codes for validation and idempotency conflicts, 500/501 server errors.
   */
  fdxCode?: string;
  /** Extra response headers, e.g. WWW-Authenticate or DPoP-Nonce. */
  headers?: Record<string, string>;
  /** Extension members for problem details (e.g. `errors` from validation). */
  extensions?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly fdxCode: string | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.fdxCode = init.fdxCode;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }

  /** Expected client errors are logged at info; server errors at error. */
  get isClientError(): boolean {
    return this.status < 500;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Constructors for the errors every service raises. Domain errors build ApiError directly. */
export const Errors = {
  badRequest: (detail: string, extensions?: Record<string, unknown>) =>
    new ApiError({ status: 400, code: 'bad_request', title: 'Bad request', detail, fdxCode: '400', ...(extensions ? { extensions } : {}) }),
  unauthorized: (code: string, detail: string, headers?: Record<string, string>) =>
    new ApiError({ status: 401, code, title: 'Unauthorized', detail, fdxCode: '602', ...(headers ? { headers } : {}) }),
  forbidden: (code: string, detail: string) =>
    new ApiError({ status: 403, code, title: 'Forbidden', detail, fdxCode: '706' }),
  notFound: (detail: string, fdxCode = '1107') =>
    new ApiError({ status: 404, code: 'not_found', title: 'Not found', detail, fdxCode }),
  conflict: (code: string, detail: string) =>
    new ApiError({ status: 409, code, title: 'Conflict', detail, fdxCode: '409' }),
  notImplemented: (operationId: string) =>
    new ApiError({ status: 501, code: 'not_implemented', title: 'Not implemented', detail: `Operation ${operationId} has no handler`, fdxCode: '501' }),
  unavailable: (detail: string) =>
    new ApiError({ status: 503, code: 'unavailable', title: 'Service unavailable', detail, fdxCode: '501' }),
  /** An admin alias (`POST /v1/admin/{resource}`, ADR 0010) named an action the resource lacks. */
  unsupportedAdminAction: (resource: string, action: string, supported: string[]) =>
    new ApiError({
      status: 400,
      code: 'unsupported_admin_action',
      title: 'Unsupported admin action',
      detail: `Resource ${resource} supports ${supported.map((a) => `'${a}'`).join(', ')}, not '${action}'`,
      fdxCode: '400',
    }),
  internal: () =>
    new ApiError({ status: 500, code: 'internal_error', title: 'Internal error', detail: 'An unexpected error occurred', fdxCode: '500' }),
} as const;
