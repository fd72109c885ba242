// Typed client for the FDX recipient API. Types come from generated/types/fdx-recipient.ts
// (openapi/fdx-recipient.yaml via `npm run generate`), so the client only knows operations that work.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../../../generated/types/fdx-recipient.ts';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type Provider = Schemas['Provider'];
export type ConsentStart = Schemas['ConsentStart'];
export type ConsentStarted = Schemas['ConsentStarted'];
export type RecipientConsent = Schemas['RecipientConsent'];
export type RecipientConsentStatus = Schemas['RecipientConsentStatus'];
export type RecipientAccount = Schemas['RecipientAccount'];
export type RecipientTransaction = Schemas['RecipientTransaction'];
export type RecipientNotification = Schemas['RecipientNotification'];

/** An access token, or a function returning a fresh one for every request. */
export type TokenSource = string | (() => string | Promise<string>);

export interface RecipientClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The customer's (or application's) bearer token with `vert:fdx:recipient:*` scopes; its `env_id` selects the environment. */
  token?: TokenSource;
  /** Produces the `x-platform-correlation-id` of a request that has none; a random UUID by default. */
  correlationId?: () => string;
}

export type RecipientClient = Client<paths>;

/** Creates a client for the fdx service's recipient surfaces at `baseUrl` (e.g. `http://localhost:4001`). */
export function createRecipientClient(baseUrl: string, options: RecipientClientOptions = {}): RecipientClient {
  const { token, correlationId = () => crypto.randomUUID(), ...clientOptions } = options;
  const client = createClient<paths>({ ...clientOptions, baseUrl });
  client.use({
    async onRequest({ request }) {
      if (!request.headers.has('x-platform-correlation-id')) request.headers.set('x-platform-correlation-id', correlationId());
      if (token !== undefined) request.headers.set('authorization', `Bearer ${typeof token === 'string' ? token : await token()}`);
      return request;
    },
  });
  return client;
}
