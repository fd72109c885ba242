// The request pipeline every service runs, in the order of the architecture:
// correlation → operation match → authentication → tenant → OpenAPI validation →
// (tenant transaction: policy gate → handler) → serialisation; errors rendered in one place.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { ApiError, Errors } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { deferRead, flushDeferredReads, sql, unawaited, type Database, type Tx } from '../db/pool.ts';
import { z } from 'zod';
import type { Principal } from '../auth/types.ts';
import type { GateLookahead } from '../policy/gate.ts';
import { resolveTenant, tenantUnresolved, ENV_HEADER } from '../tenancy.ts';
import { isUuid } from '../uuid.ts';
import { dropDiscriminatorMappings } from './discriminators.ts';
import { sendError, toApiError } from './error-shapes.ts';
import { InFlight, type RequestTracking } from './in-flight.ts';
import { compileMatcher } from './matcher.ts';
import { loadDocument, mergeDocuments, operationsOf, type ApiName, type OpenApiDocument, type OperationSpec } from './operations.ts';
import type { AnyHandler, RequestContext, TypedRequest } from './typed-routes.ts';

export interface Authenticator {
  authenticate(
    request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
    requirement: NonNullable<OperationSpec['security']>['requirement'],
  ): Promise<Principal>;
}

export interface Authorizer {
  authorize(
    tx: Tx,
    input: {
      envId: string;
      principal: Pick<Principal, 'kind' | 'subject' | 'clientId' | 'scopes'>;
      operationId: string;
      requiredScopes: string[];
      context?: Record<string, string | boolean | number>;
      correlationId?: string;
      /** Answer 4xx tenant_unresolved when the environment is not registered (when `checksEnvironment`). */
      requireEnvironment?: boolean;
      lookahead?: GateLookahead;
    },
  ): Promise<{ allowed: boolean; decisionId: string; reasons: string[] }>;
  /** Queues the decision's reads to travel with the transaction's next statement (the policy gate's `lookahead`). */
  lookahead?(tx: Tx, input: { envId: string; principal: Pick<Principal, 'kind' | 'subject'> }): GateLookahead;
  /** `authorize` checks that the environment exists in its own lookup, saving the pipeline a round trip. */
  readonly checksEnvironment?: boolean;
}

export interface PipelineDeps {
  logger: Logger;
  db: Database;
  authenticator: Authenticator;
  gate: Authorizer;
  /** Base URL clients address this service by, when behind a path-prefixed proxy (DPoP htu). */
  publicBaseUrl?: string;
  /** Validate responses against the contract (on in tests and development). */
  validateResponses: boolean;
}

/** A contract the service serves: a generated API by name, or a document given inline (unit tests). */
export type ApiSource = ApiName | { name: string; document: OpenApiDocument };

/**
 * A check some operations pass before the policy gate, inside the tenant transaction (the FDX
 * consent chokepoint). It answers with a value handed to the handler as `context.guarded`, or
 * with an ApiError that is sent after the transaction commits (so what it recorded stays).
 */
export interface OperationGuard {
  appliesTo(operation: OperationSpec): boolean;
  /**
   * False for a guard that only queues deferred statements (nothing it does answers before the
   * gate has checked the environment): the pipeline then leaves the environment check to the
   * gate instead of a round trip of its own. Default true.
   */
  readsTenantData?: boolean;
  check(
    tx: Tx,
    input: { envId: string; principal: Principal; operation: OperationSpec; path: Record<string, string>; correlationId: string },
  ): Promise<{ value: unknown; context?: Record<string, string> } | ApiError>;
}

/**
 * Work an operation needs from other services over the network (e.g. the fdx service reading the
 * ledger's public API). It runs after the policy gate allowed the call and outside any tenant
 * transaction — holding one across a network call would pin a pooled connection, and on the
 * embedded database (one backend serialising transactions) deadlock against the called service.
 * It sees what the guard established (`guarded`, e.g. the consent); its value reaches the handler
 * as `context.prepared`, in a second tenant transaction.
 */
export type OperationPreparer = (
  request: TypedRequest<unknown>,
  context: Omit<RequestContext, 'tx' | 'prepared'>,
) => Promise<unknown>;

/**
 * The handler's first read, queued (`deferRead`) before the policy gate so that it travels in the
 * gate's round trip instead of one of its own after it. It runs in the request's tenant
 * transaction under row-level security; its rows reach only the handler, as
 * `context.prefetched`, and only once the gate allowed the call — a denied call's rows are
 * dropped unread. It must not throw, and must queue reads only (locks included), never writes.
 */
export type OperationPrefetch = (tx: Tx, request: TypedRequest<unknown>, envId: string) => unknown;

export interface ServiceDefinition {
  name: string;
  apis: ApiSource[];
  handlers: Record<string, AnyHandler>;
  guard?: OperationGuard;
  /** Per operationId: the handler's first read, sent with the gate's (see OperationPrefetch). */
  prefetch?: Record<string, OperationPrefetch>;
  /** Per operationId: network reads to run between the gate and the handler (see OperationPreparer). */
  prepare?: Record<string, OperationPreparer>;
}

export interface ServiceApp {
  app: express.Express;
  operations: OperationSpec[];
  /** Operations of the contract without a handler (answer 501; listed at start-up). */
  unhandled: string[];
  /** Requests accepted and not finished (a shutdown waits for them). */
  inFlight: InFlight;
}

const environmentRow = z.object({ exists: z.boolean() });

const CORRELATION_HEADER = 'x-platform-correlation-id';
const INTERACTION_HEADER = 'x-fapi-interaction-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface Locals {
  tracking: RequestTracking;
  correlationId: string;
  logger: Logger;
  operation?: OperationSpec;
  principal?: Principal;
  envId?: string;
}

const locals = (res: Response) => res.locals as Locals;

function headerValue(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createServiceApp(definition: ServiceDefinition, deps: PipelineDeps): ServiceApp {
  const documents = definition.apis.map(resolveApi);
  const operations = documents.flatMap(({ api, document }) => operationsOf(api, document));
  const matcher = compileMatcher(operations);
  const spec = mergeDocuments(`vert-${definition.name}`, documents.map((d) => d.document));
  // Only the validator reads `spec`; it checks a discriminated oneOf against the named branch.
  dropDiscriminatorMappings(spec, `vert-${definition.name}`);
  const unhandled = operations.map((o) => o.operationId).filter((id) => !definition.handlers[id]);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  // 0. Every request counts as in flight until its response is closed and its work has settled.
  const inFlight = new InFlight();
  app.use((_req, res, next) => {
    res.locals.tracking = inFlight.request(res);
    next();
  });

  // 1. Correlation ids and a request logger.
  app.use((req, res, next) => {
    const incoming = headerValue(req, CORRELATION_HEADER);
    const correlationId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(CORRELATION_HEADER, correlationId);
    if (req.path.startsWith('/fdx/')) {
      const interaction = headerValue(req, INTERACTION_HEADER);
      res.setHeader(INTERACTION_HEADER, isUuid(interaction) ? interaction : randomUUID());
    }
    res.locals.correlationId = correlationId;
    res.locals.logger = deps.logger.child({ correlationId, service: definition.name });
    next();
  });

  // 2. Operation match: unknown paths and methods never reach authentication.
  app.use((req, res, next) => {
    const match = matcher(req.method, req.path);
    if (match.kind === 'none') return next(Errors.notFound(`No operation at ${req.method} ${req.path}`));
    if (match.kind === 'method') {
      res.setHeader('Allow', match.allowed.join(', '));
      return next(new ApiError({ status: 405, code: 'method_not_allowed', title: 'Method not allowed', detail: `${req.method} is not allowed on ${req.path}`, fdxCode: '400' }));
    }
    res.locals.operation = match.operation;
    next();
  });

  // PostgreSQL text cannot hold NUL: refuse it in any key or string before it reaches a handler.
  app.use(express.json({ limit: '1mb', strict: true, reviver: rejectNul }));
  // ... nor in a query parameter or path segment (decoded `%00`).
  app.use((req, _res, next) => {
    const values = Object.entries(req.query).flatMap(([key, value]) => [key, ...(Array.isArray(value) ? value : [value])]);
    let path = req.path;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      // a malformed escape is the router's and the validator's to refuse
    }
    if (path.includes('\u0000') || values.some((v) => typeof v === 'string' && v.includes('\u0000'))) {
      return next(new ApiError({ status: 400, code: 'validation_failed', title: 'Request validation failed', detail: 'NUL characters are not allowed in the path or query', fdxCode: '400' }));
    }
    next();
  });

  // 3. Authentication, by the operation's security requirement.
  app.use(async (req, res, next) => {
    const operation = locals(res).operation!;
    if (!operation.security) return next();
    try {
      const base = deps.publicBaseUrl ?? `${req.protocol}://${req.get('host')}`;
      locals(res).principal = await deps.authenticator.authenticate(
        { method: req.method, url: `${base}${req.originalUrl}`, headers: req.headers },
        operation.security.requirement,
      );
      next();
    } catch (error) {
      next(error);
    }
  });

  // 4. Tenant resolution.
  app.use((req, res, next) => {
    try {
      res.locals.envId = resolveTenant(locals(res).operation!, locals(res).principal, headerValue(req, ENV_HEADER));
      next();
    } catch (error) {
      next(error);
    }
  });

  // 5. Contract validation: no coercion, unknown query parameters rejected, responses checked.
  app.use(
    OpenApiValidator.middleware({
      apiSpec: spec as never,
      validateApiSpec: false, // linted in CI (npm run lint:api); re-validating costs start-up time
      // discriminator: a oneOf with an OpenAPI discriminator is validated against the branch its tag
      // names only (discriminators.ts).
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false, discriminator: true },
      validateResponses: deps.validateResponses ? { removeAdditional: false, coerceTypes: false } : false,
      validateSecurity: false, // authentication ran above with DPoP and tenancy rules the validator cannot express
      validateFormats: true,
      ignoreUndocumented: false,
    }),
  );

  // 6. Policy gate and handler inside one tenant transaction; the request stays in flight until
  // it settles, even when the client has gone.
  const transactionStage = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const { operation, principal, envId, correlationId, logger } = locals(res) as Required<Locals>;
    const handler = definition.handlers[operation.operationId];
    try {
      if (!handler) throw Errors.notImplemented(operation.operationId);
      const request: TypedRequest<unknown> = {
        path: req.params as never,
        query: req.query as never,
        headers: req.headers as Record<string, string | undefined>,
        body: req.body as never,
      };
      const path = pathParams(operation, req.path);
      const preparer = operation.security ? definition.prepare?.[operation.operationId] : undefined;
      const run = (tx: Tx | undefined, guarded?: unknown, prepared?: unknown, prefetched?: unknown) => {
        const context: RequestContext = {
          guarded,
          prepared,
          prefetched,
          operationId: operation.operationId,
          correlationId,
          logger,
          principal,
          envId,
          get tx(): Tx {
            if (!tx) throw new Error(`${operation.operationId} is public and has no tenant transaction`);
            return tx;
          },
        };
        return handler({ ...request, path: path as never }, context);
      };
      const reply = !operation.security
        ? await run(undefined)
        : await deps.db.withTenant(envId, async (tx) => {
            // The gate checks the environment in its own lookup, but a guard that reads tenant
            // data runs before it and needs the check first. So the gate's reads (the
            // environment among them) are queued to travel with the guard's first statement: one
            // round trip for both. Without a gate that checks the environment, that check travels
            // there alone. What the guard did for an unknown environment rolls back with the error.
            const guarded = definition.guard?.appliesTo(operation) ?? false;
            const early = guarded && definition.guard!.readsTenantData !== false;
            const lookahead = early && deps.gate.lookahead ? deps.gate.lookahead(tx, { envId, principal }) : undefined;
            const environment = lookahead
              ? unawaited(lookahead.lookup.then((lookup) => lookup.environment_exists))
              : !deps.gate.checksEnvironment || early
                ? environmentExists(tx, envId)
                : undefined;
            const guard = guarded
              ? await definition.guard!.check(tx, { envId, principal, operation, path, correlationId })
              : undefined;
            if (environment) await assertEnvironment(tx, envId, environment);
            // A guard's rejection commits what the guard recorded; the gate is not consulted.
            if (guard instanceof ApiError) return guard;
            const prefetch = preparer ? undefined : definition.prefetch?.[operation.operationId];
            const prefetched = prefetch ? prefetch(tx, request, envId) : undefined;
            const decision = await deps.gate.authorize(tx, {
              envId,
              principal,
              operationId: operation.operationId,
              requiredScopes: operation.security!.scopes,
              context: { surface: operation.surface, method: operation.method, path: operation.path, ...guard?.context },
              correlationId,
              requireEnvironment: true,
              ...(lookahead ? { lookahead } : {}),
            });
            // A denial commits its decision record; nothing else was written.
            if (!decision.allowed) return denied(operation, decision.decisionId);
            // With a preparer, the decision commits first and the handler runs in a second transaction.
            return preparer ? new Proceed(guard?.value) : run(tx, guard?.value, undefined, prefetched);
          });
      if (reply instanceof ApiError) throw reply;
      if (reply instanceof Proceed) {
        const prepared = await preparer!({ ...request, path: path as never }, { operationId: operation.operationId, correlationId, logger, principal, envId, guarded: reply.guarded });
        sendReply(res, await deps.db.withTenant(envId, (tx) => run(tx, reply.guarded, prepared)));
      } else {
        sendReply(res, reply);
      }
    } catch (error) {
      next(error);
    }
  };
  app.use((req, res, next) => locals(res).tracking.during(transactionStage(req, res, next)));

  // 7. Errors, rendered in the surface's shape.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The validator answers a missing body with 415 ("unsupported media type undefined").
    const apiError = isMissingBody(error, req) ? bodyRequired() : toApiError(error);
    const { correlationId = randomUUID(), logger = deps.logger, operation } = locals(res);
    if (apiError.isClientError) logger.info({ code: apiError.code, status: apiError.status }, apiError.detail ?? apiError.title);
    // A refusal that tells the client when to retry is expected and transient (ADR 0024).
    else if (apiError.headers['Retry-After'] !== undefined) logger.warn({ code: apiError.code, status: apiError.status }, apiError.detail ?? apiError.title);
    else logger.error({ err: error, code: apiError.code }, 'request failed');
    const surface = operation?.surface ?? (req.path.startsWith('/fdx/v6') ? 'fdx' : 'problem');
    if (res.headersSent) return res.end();
    sendError(res, surface, apiError, correlationId);
  });

  return { app, operations, unhandled, inFlight };
}

export function resolveApi(source: ApiSource): { api: string; document: OpenApiDocument } {
  return typeof source === 'string' ? { api: source, document: loadDocument(source) } : { api: source.name, document: source.document };
}

/** Per operation path template: its parameter names and the pattern capturing them (built once). */
const pathTemplates = new Map<string, { names: string[]; pattern: RegExp }>();

function pathParams(operation: OperationSpec, path: string): Record<string, string> {
  let template = pathTemplates.get(operation.path);
  if (!template) {
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    template = { names, pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`) };
    pathTemplates.set(operation.path, template);
  }
  if (template.names.length === 0) return {};
  const values = template.pattern.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(template.names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
}

/** The gate allowed an operation that has a preparer: its handler runs in a second transaction. */
class Proceed {
  constructor(readonly guarded: unknown) {}
}

function sendReply(res: Response, reply: { status: number; body: unknown; headers?: Record<string, string> }): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  if (reply.status === 302 || reply.status === 303 || reply.status === 204) {
    res.status(reply.status).end();
  } else {
    res.status(reply.status).json(reply.body);
  }
}

function rejectNul(key: string, value: unknown): unknown {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw Object.assign(new SyntaxError('NUL characters are not allowed'), { type: 'entity.parse.failed' });
  }
  return value;
}

function isMissingBody(error: unknown, req: Request): boolean {
  return (error as { status?: number })?.status === 415 && req.headers['content-type'] === undefined && !req.body;
}

function bodyRequired(): ApiError {
  return new ApiError({
    status: 400,
    code: 'validation_failed',
    title: 'Request validation failed',
    detail: 'A JSON request body is required',
    fdxCode: '400',
    extensions: { errors: [{ location: 'body', pointer: '', detail: 'is required' }] },
  });
}

function denied(operation: OperationSpec, decisionId: string): ApiError {
  return new ApiError({
    status: 403,
    code: 'forbidden',
    title: 'Forbidden',
    detail: `Access to ${operation.operationId} denied by policy`,
    fdxCode: '706',
    extensions: { decision_id: decisionId },
  });
}

function environmentExists(tx: Tx, envId: string): Promise<boolean> {
  return unawaited(deferRead(tx, sql.type(environmentRow)`select exists (select 1 from platform.environments where env_id = ${envId}) as exists`).then(([row]) => row?.exists === true));
}

/** Awaits a queued environment check, sending it first if no statement has carried it yet. */
async function assertEnvironment(tx: Tx, envId: string, exists: Promise<boolean>): Promise<void> {
  await flushDeferredReads(tx);
  if (!(await exists)) throw tenantUnresolved(`Unknown environment ${envId}`);
}
