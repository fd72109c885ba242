// FDX representations of subscriptions and notifications.
import type { components } from '../../../../generated/types/fdx-v6.ts';
import { iso } from '../consents/views.ts';
import type { NotificationRow, SubscriptionRow } from './queries.ts';

type Schemas = components['schemas'];

export function subscriptionView(row: SubscriptionRow): Schemas['NotificationSubscription'] {
  return {
    subscriptionId: row.id,
    type: row.notification_type,
    category: row.category,
    callbackUrl: row.callback_url,
    subscriber: row.subscriber,
    effectiveDate: row.effective_date,
    createdTime: iso(row.created_at),
  };
}

const DELIVERY_STATUS = { pending: 'PENDING', delivered: 'DELIVERED', failed: 'FAILED' } as const;

/** A queued notification as listed: the posted body plus its delivery state. */
export function notificationView(row: NotificationRow): Schemas['Notification'] {
  return {
    ...(row.body as unknown as Schemas['Notification']),
    deliveryStatus: DELIVERY_STATUS[row.status],
    deliveryAttempts: row.attempts,
    ...(row.next_attempt_at && row.status !== 'delivered' ? { nextAttemptTime: iso(row.next_attempt_at) } : {}),
  };
}
