// The consent host's client of the FDX provider's hosted-consent endpoints (/v1/auth/consent/*).
// Each call carries a short-lived bearer token minted for the logged-in customer by this
// environment's issuer, and the provider tenant in X-Platform-Env-Id.
import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey, type KeyObject } from 'jose';
import { z } from 'zod';
import { FDX_AUDIENCE } from './scopes.ts';

export const CONSENT_HOST_SCOPE = 'vert:fdx:consent:host';
const TOKEN_TTL_SECONDS = 120;
const REQUEST_TIMEOUT_MS = 10_000;

export const consentUiSchema = z.object({
  interaction_id: z.string(),
  recipient: z.object({ client_id: z.string(), client_name: z.string().nullish() }),
  data_clusters: z.array(z.object({ name: z.string(), title: z.string(), description: z.string().nullish() })).max(64),
  duration: z.object({ type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']), period_days: z.number().int().positive().nullish() }),
  lookback_period_days: z.number().int().positive().nullish(),
});
export type ConsentUi = z.infer<typeof consentUiSchema>;

export const consentAccountsSchema = z.object({
  accounts: z
    .array(
      z.object({
        account_id: z.string(),
        display_name: z.string(),
        masked_number: z.string().nullish(),
        account_type: z.string().nullish(),
        currency: z.string().nullish(),
      }),
    )
    .max(500),
});
export type ConsentAccount = z.infer<typeof consentAccountsSchema>['accounts'][number];

export const approvalSchema = z.object({
  approved: z.literal(true),
  data_clusters: z.array(z.string()),
  account_ids: z.array(z.string()),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().int().positive().nullish(),
  lookback_period: z.number().int().positive().nullish(),
});
export type Approval = z.infer<typeof approvalSchema>;

export interface ApprovalRequest {
  interaction_id: string;
  client_id: string;
  data_clusters: string[];
  account_ids: string[];
  duration_type: string;
  duration_period?: number;
  lookback_period?: number;
}

/** The hosted-consent endpoint answered with an error; `status` and the problem body are kept. */
export class ConsentHostError extends Error {
  constructor(
    readonly status: number,
    readonly problem: { title?: string; detail?: string } | undefined,
  ) {
    super(`hosted consent endpoint answered ${status}${problem?.detail ? `: ${problem.detail}` : ''}`);
  }
}

export interface ConsentClientOptions {
  fdxBaseUrl: string;
  signingKey: CryptoKey | KeyObject;
  kid: string;
}

export interface ConsentSession {
  envId: string;
  issuer: string;
  userId: string;
  clientId: string;
}

export function createConsentClient(options: ConsentClientOptions) {
  const base = options.fdxBaseUrl.replace(/\/+$/, '');

  const mint = (s: ConsentSession) =>
    new SignJWT({ env_id: s.envId, scope: CONSENT_HOST_SCOPE, client_id: s.clientId })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: options.kid })
      .setIssuer(s.issuer)
      .setSubject(s.userId)
      .setAudience(FDX_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .setJti(randomUUID())
      .sign(options.signingKey);

  async function call<T>(s: ConsentSession, method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await mint(s)}`,
        'x-platform-env-id': s.envId,
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw new ConsentHostError(response.status, json as { title?: string; detail?: string } | undefined);
    return schema.parse(json);
  }

  return {
    ui(s: ConsentSession, query: { interactionId: string; clientName: string; scope: string }): Promise<ConsentUi> {
      // RFC 3986 percent-encoding of every reserved character (space as %20): URLSearchParams
      // writes `+` and keeps `'()*!`, which the provider's contract refuses in query values.
      const params = Object.entries({ interaction_id: query.interactionId, client_id: s.clientId, client_name: query.clientName, scope: query.scope })
        .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`)
        .join('&');
      return call(s, 'GET', `/v1/auth/consent/ui?${params}`, consentUiSchema);
    },
    accounts(s: ConsentSession): Promise<ConsentAccount[]> {
      return call(s, 'GET', '/v1/auth/consent/accounts', consentAccountsSchema).then((r) => r.accounts);
    },
    approve(s: ConsentSession, request: ApprovalRequest): Promise<Approval> {
      return call(s, 'POST', '/v1/auth/consent/approve', approvalSchema, request);
    },
    deny(s: ConsentSession, request: { interaction_id: string; client_id: string; reason?: string }): Promise<void> {
      return call(s, 'POST', '/v1/auth/consent/deny', z.object({ denied: z.literal(true) }), request).then(() => undefined);
    },
  };
}

export type ConsentClient = ReturnType<typeof createConsentClient>;
