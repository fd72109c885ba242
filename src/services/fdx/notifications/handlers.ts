// FDX Event Notifications handlers. Subscriptions and notifications belong to the token's client
// (the consent's recipient): another client's are invisible (404, FDX 1107). The chokepoint has
// already required an ACTIVE consent.
import { randomUUID } from 'node:crypto';
import type { operations } from '../../../../generated/types/fdx-v6.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { Handlers } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { grantedConsent } from '../consents/chokepoint.ts';
import { emitFdxEvent } from '../events.ts';
import { callbackUrlProblem } from './callback-url.ts';
import { findSubscription, insertSubscription, listNotifications, listSubscriptions } from './queries.ts';
import { newWebhookSecret } from './signing.ts';
import { notificationView, subscriptionView } from './views.ts';

type NotificationOperations = Pick<
  operations,
  'searchForNotificationSubscriptions' | 'createNotificationSubscription' | 'getNotificationSubscription' | 'searchForNotifications'
>;

export interface NotificationDeps {
  secrets: SecretStore;
  /** Plain http callbacks to loopback hosts (development and test only). */
  allowLoopbackHttp: boolean;
}

const invalidCallback = (detail: string) =>
  new ApiError({ status: 400, code: 'invalid_callback_url', title: 'Invalid callback URL', detail, fdxCode: '400' });

/** FDX page metadata: `nextPageKey` only when there is a next page. */
const pageOf = (next: string | null) => (next ? { nextPageKey: next } : {});

export function notificationHandlers(deps: NotificationDeps): Handlers<NotificationOperations> {
  return {
    async searchForNotificationSubscriptions({ query }, context) {
      const { consent } = grantedConsent(context);
      const limit = pageSize(query.limit);
      const rows = await listSubscriptions(context.tx, context.envId!, consent.clientId, decodeCursor(query.pageKey), limit);
      const page = toPage(rows, limit);
      return { status: 200, body: { page: pageOf(page.next_cursor), subscriptions: page.items.map(subscriptionView) } };
    },

    async createNotificationSubscription({ body }, context) {
      const { tx } = context;
      const envId = context.envId!;
      const { consent } = grantedConsent(context);
      const problem = callbackUrlProblem(body.callbackUrl, { allowLoopbackHttp: deps.allowLoopbackHttp });
      if (problem) throw invalidCallback(problem);
      const secret = newWebhookSecret();
      const secretRef = await deps.secrets.put(tx, envId, 'webhook_hmac', secret.key);
      const row = await insertSubscription(tx, envId, {
        id: randomUUID(),
        clientId: consent.clientId,
        consentId: consent.id,
        type: body.type,
        category: body.category,
        callbackUrl: body.callbackUrl,
        secretRef,
        subscriber: body.subscriber ?? {
          name: consent.clientName ?? consent.clientId,
          type: 'DATA_RECIPIENT',
          registry: 'PRIVATE',
          registeredEntityName: consent.clientName ?? consent.clientId,
          registeredEntityId: consent.clientId,
        },
        effectiveDate: body.effectiveDate,
      });
      await emitFdxEvent(tx, envId, 'vert:fdx:notificationsubscription:created', { subscription_id: row.id }, context.correlationId);
      // The only time the secret leaves the provider.
      return { status: 201, body: { ...subscriptionView(row), secret: secret.display } };
    },

    async getNotificationSubscription({ path }, context) {
      const { consent } = grantedConsent(context);
      const row = await findSubscription(context.tx, context.envId!, consent.clientId, path.subscriptionId);
      if (!row) throw Errors.notFound(`No notification subscription ${path.subscriptionId}`);
      return { status: 200, body: subscriptionView(row) };
    },

    async searchForNotifications({ query }, context) {
      const { consent } = grantedConsent(context);
      const limit = pageSize(query.limit);
      const rows = await listNotifications(context.tx, context.envId!, consent.clientId, decodeCursor(query.pageKey), limit);
      const page = toPage(rows, limit);
      return { status: 200, body: { page: pageOf(page.next_cursor), notifications: page.items.map(notificationView) } };
    },
  };
}
