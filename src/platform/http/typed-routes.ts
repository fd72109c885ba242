// Handlers are typed from the generated `operations` interfaces: a wrong parameter, body or
// response shape for an operationId is a compile error. Handlers are data in, data out;
// the pipeline validates, authorises, opens the tenant transaction and serialises.
import type { Tx } from '../db/pool.ts';
import type { Principal } from '../auth/types.ts';
import type { Logger } from '../logger.ts';

type JsonOf<T> = T extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends Record<string, infer B>
      ? B
      : never
  : undefined;

type Part<Op, K extends string> = Op extends { parameters: infer P }
  ? P extends Record<K, infer V>
    ? V extends undefined | never
      ? Record<string, never>
      : NonNullable<V>
    : Record<string, never>
  : Record<string, never>;

type BodyOf<Op> = Op extends { requestBody: infer R }
  ? JsonOf<NonNullable<R>>
  : Op extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>> | undefined
    : undefined;

/** Success and redirect statuses a handler may answer with; errors are thrown as ApiError. */
type ReplyStatus = 200 | 201 | 202 | 204 | 302 | 303 | 503;

export type Reply<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R & ReplyStatus]: {
        status: S;
        body: JsonOf<R[S]>;
        headers?: Record<string, string>;
      };
    }[keyof R & ReplyStatus]
  : never;

export interface TypedRequest<Op> {
  path: Part<Op, 'path'>;
  query: Part<Op, 'query'>;
  headers: Record<string, string | undefined>;
  body: BodyOf<Op>;
}

export interface RequestContext {
  operationId: string;
  correlationId: string;
  logger: Logger;
  /** Absent on public operations. */
  principal: Principal | undefined;
  /** Tenant of the request; absent on public operations. */
  envId: string | undefined;
  /** The request's tenant transaction; throws on public operations, which have none. */
  readonly tx: Tx;
  /** What the service's operation guard established (e.g. the FDX consent), when one ran. */
  guarded?: unknown;
  /** What the operation's preparer read over the network before the transaction (see OperationPreparer). */
  prepared?: unknown;
  /** What the operation's prefetch queued before the gate (see OperationPrefetch). */
  prefetched?: unknown;
}

export type Handler<Op> = (request: TypedRequest<Op>, context: RequestContext) => Promise<Reply<Op>>;

/** Every operation of `Ops` must have a handler: a missing one is a compile error. */
export type Handlers<Ops> = { [K in keyof Ops]: Handler<Ops[K]> };

/** Erased form the pipeline dispatches on. */
export type AnyHandler = (request: TypedRequest<unknown>, context: RequestContext) => Promise<{
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}>;

export function handlerTable<Ops>(handlers: Handlers<Ops>): Record<string, AnyHandler> {
  return handlers as unknown as Record<string, AnyHandler>;
}
