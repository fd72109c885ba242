// oidc-provider 9 ships no type declarations: this is the part of its surface the authorization
// server uses, typed loosely where the library's own objects are open-ended.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
    grantTypeAllowed(type: string): boolean;
    [key: string]: unknown;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    exp?: number;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface BaseToken {
    jti: string;
    kind: string;
    grantId?: string;
    accountId?: string;
    clientId?: string;
    scope?: string;
    [key: string]: unknown;
  }

  export interface OIDCContext {
    route: string;
    client?: Client;
    params?: Record<string, unknown>;
    entities: Record<string, (BaseToken & Partial<Grant>) | undefined>;
    [key: string]: unknown;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    status: number;
    body: unknown;
    method: string;
    path: string;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export type InteractionResult = Record<string, unknown>;

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    readonly Client: { find(id: string): Promise<Client | undefined> };
    readonly RefreshToken: { find(value: string): Promise<BaseToken | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: {
    InvalidRequest: new (description?: string) => Error;
    InvalidScope: new (description?: string, scope?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
    [key: string]: new (description?: string) => Error;
  };

  export type { IncomingMessage, ServerResponse };
}
