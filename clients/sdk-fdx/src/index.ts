// Typed client for the FDX v6.5 provider API. Types come from generated/types/fdx-v6.ts
// (openapi/fdx-v6.yaml via `npm run generate`), so the client only knows operations that work.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../../../generated/types/fdx-v6.ts';

export type { components, operations, paths };

export type FdxError = components['schemas']['FdxError'];
export type Capability = components['schemas']['Capability'];
export type AvailabilityList = components['schemas']['AvailabilityList'];
export type OperationSupportList = components['schemas']['OperationSupportList'];
export type ConsentGrant = components['schemas']['ConsentGrant'];
export type ConsentLifecycle = components['schemas']['ConsentLifecycle'];
export type Account = components['schemas']['Account'];
export type Transaction = components['schemas']['Transaction'];
export type Statement = components['schemas']['Statement'];
export type PaymentNetwork = components['schemas']['PaymentNetwork'];
export type Customer = components['schemas']['Customer'];

/** Headers to add to one request, e.g. `Authorization: DPoP <token>` and its `DPoP` proof. */
export type AuthorizeRequest = (request: Request) => Record<string, string> | Promise<Record<string, string>>;

export interface FdxClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /**
   * Credentials for the data routes. Called for every request with its final method and URL, so
   * a DPoP proof (`htm`, `htu`, `ath`) can be signed per request. Discovery routes need none.
   */
  authorize?: AuthorizeRequest;
  /** Produces the `x-fapi-interaction-id` of a request that has none; a random UUID by default. */
  interactionId?: () => string;
  /** The provider's environment, sent as `X-Platform-Env-Id` on every request (the data routes need it). */
  envId?: string;
}

export type FdxClient = Client<paths>;

/**
 * Creates a client for the provider at `baseUrl` (scheme, host and port, e.g.
 * `http://localhost:4001`; the paths carry the `/fdx/v6` prefix themselves).
 */
export function createFdxClient(baseUrl: string, options: FdxClientOptions = {}): FdxClient {
  const { authorize, interactionId = () => crypto.randomUUID(), envId, ...clientOptions } = options;
  const client = createClient<paths>({ ...clientOptions, baseUrl });
  client.use({
    async onRequest({ request }) {
      if (!request.headers.has('x-fapi-interaction-id')) request.headers.set('x-fapi-interaction-id', interactionId());
      if (envId !== undefined && !request.headers.has('x-platform-env-id')) request.headers.set('x-platform-env-id', envId);
      if (authorize) {
        for (const [name, value] of Object.entries(await authorize(request))) request.headers.set(name, value);
      }
      return request;
    },
  });
  return client;
}
