// How one service reaches another's public API: a directory of base URLs (filled by the host
// as services start, or pinned by SERVICE_URLS for separate deployments) and short-lived
// service credentials — client-credentials tokens of the calling service, scoped to one
// environment, audience and scope set, cached until shortly before they expire.
import type { DevIssuer } from './auth/dev-issuer.ts';

export class ServiceDirectory {
  private readonly urls = new Map<string, string>();

  constructor(pinned: Record<string, string> = {}) {
    for (const [name, url] of Object.entries(pinned)) this.urls.set(name, url.replace(/\/$/, ''));
  }

  /** Registers a running service unless a pinned URL already names it. */
  register(name: string, url: string): void {
    if (!this.urls.has(name)) this.urls.set(name, url.replace(/\/$/, ''));
  }

  url(name: string): string {
    const url = this.urls.get(name);
    if (url === undefined) throw new Error(`service ${name} is not reachable: not hosted here and not in SERVICE_URLS`);
    return url;
  }
}

/** Parses `ledger=http://host:4002,payments=http://host:4003`. */
export function parseServiceUrls(value: string | undefined): Record<string, string> {
  if (!value) return {};
  return Object.fromEntries(
    value.split(',').filter(Boolean).map((pair) => {
      const [name, url] = pair.split('=', 2);
      if (!name || !url) throw new Error(`SERVICE_URLS entry "${pair}" is not name=url`);
      return [name.trim(), new URL(url.trim()).href];
    }),
  );
}

export interface ServiceTokenRequest {
  /** The calling service (the token's client id and subject is `vert-<caller>`). */
  caller: string;
  envId: string;
  /** Audience of the called service, e.g. `vert-ledger`. */
  audience: string;
  scopes: string[];
}

export interface ServiceCredentials {
  token(request: ServiceTokenRequest): Promise<string>;
}

const TTL_SECONDS = 300;
const REFRESH_MARGIN_MS = 60_000;

/** Service credentials minted by the built-in issuer (client-credentials tokens, kind `client`). */
export function devIssuerCredentials(issuer: DevIssuer): ServiceCredentials {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  return {
    async token({ caller, envId, audience, scopes }) {
      const key = `${caller}\u0000${envId}\u0000${audience}\u0000${[...scopes].sort().join(' ')}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt - REFRESH_MARGIN_MS > Date.now()) return cached.token;
      const subject = `vert-${caller}`;
      const token = await issuer.mint({ subject, clientId: subject, envId, audience, scopes, ttlSeconds: TTL_SECONDS });
      if (cache.size > 1000) cache.clear();
      cache.set(key, { token, expiresAt: Date.now() + TTL_SECONDS * 1000 });
      return token;
    },
  };
}

/** Without the built-in issuer a deployment must bring its own client-credentials source. */
export const unavailableCredentials: ServiceCredentials = {
  token: () => Promise.reject(new Error('no service credentials: the built-in issuer is off (AUTH_ISSUER) and no client-credentials source is configured')),
};
