// A small HTTP client for JSON reads between services (the fdx service reading the ledger's public
// API). node:http over a keep-alive agent: no WHATWG Request, Headers or Response objects per
// call, which in Node's fetch cost more CPU than the called service's whole query (ADR 0020).
// It answers every HTTP status as a value; only an unreachable service, a timeout or a body that
// is not JSON throws.
import http from 'node:http';
import https from 'node:https';

export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface JsonReply<T> {
  status: number;
  /** The parsed body of a 2xx answer; undefined otherwise (and for an empty body). */
  data: T | undefined;
  /** The parsed body of any other answer (a problem document), when it was JSON. */
  error: unknown;
}

export interface JsonClient {
  get<T>(path: string, options?: { query?: Record<string, QueryValue>; headers?: Record<string, string> }): Promise<JsonReply<T>>;
  /** Closes idle keep-alive connections. */
  close(): void;
}

export interface JsonClientOptions {
  /** Bound on silence: a call whose connection sends or receives nothing for this long fails. */
  timeoutMs: number;
  /** Connections kept to the service (default 32). */
  maxSockets?: number;
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** `a=1&b=x&b=y`: arrays repeat the key (OpenAPI form style, exploded — openapi-fetch's default). */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) for (const item of value) parts.push(`${name}=${encodeURIComponent(item)}`);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function createJsonClient(baseUrl: string, options: JsonClientOptions): JsonClient {
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 32, scheduling: 'lifo' });
  const prefix = base.pathname.replace(/\/$/, '');

  return {
    async get<T>(path: string, call: { query?: Record<string, QueryValue>; headers?: Record<string, string> } = {}): Promise<JsonReply<T>> {
      const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
      return new Promise<JsonReply<T>>((resolve, reject) => {
        const request = transport.request(
          {
            agent,
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port,
            method: 'GET',
            path: `${prefix}${path}${queryString(call.query)}`,
            headers,
            timeout: options.timeoutMs,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > MAX_BODY_BYTES) request.destroy(new Error(`response body over ${MAX_BODY_BYTES} bytes`));
              else chunks.push(chunk);
            });
            response.on('error', reject);
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
              let body: unknown;
              try {
                body = text.length > 0 && /json/i.test(response.headers['content-type'] ?? '') ? JSON.parse(text) : undefined;
              } catch (error) {
                return reject(new Error(`${path}: the answer is not JSON (${(error as Error).message})`));
              }
              const ok = status >= 200 && status < 300;
              resolve({ status, data: ok ? (body as T) : undefined, error: ok ? undefined : body });
            });
          },
        );
        request.on('timeout', () => request.destroy(new Error(`no answer for ${options.timeoutMs} ms`)));
        request.on('error', reject);
        request.end();
      });
    },
    close: () => agent.destroy(),
  };
}
