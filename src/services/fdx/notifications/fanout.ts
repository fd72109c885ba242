// Notification fan-out (ADR 0015): a consumer of the service's own vert:fdx:* events that turns
// each notifiable event into one queued notification per matching subscription of the clients
// it concerns. Idempotent twice over: the consumer's processed-event marker, and the queue's
// unique (event, subscription).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { components } from '../../../../generated/types/fdx-v6.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import type { EventEnvelope } from '../../../platform/events/envelope.ts';
import type { ServiceConsumer } from '../../../platform/host.ts';
import { findConsent } from '../consents/queries.ts';
import { auditRejectedEvent } from '../events.ts';
import {
  clientsGrantedAccount,
  enqueueNotifications,
  providerDisplayName,
  subscriptionsFor,
  type NewNotification,
  type NotificationType,
} from './queries.ts';

type Schemas = components['schemas'];

export const FANOUT_CONSUMER = 'fdx-notification-fanout';

/** What one event notifies, and to which recipient clients. */
interface Occurrence {
  clientIds: readonly string[];
  type: NotificationType;
  severity: Schemas['NotificationSeverity'];
  priority: Schemas['NotificationPriority'];
  payload: Schemas['NotificationPayload'];
  url: Schemas['HateoasLink'];
}

const consentRevoked = z.object({ consent_id: z.string().uuid(), reason: z.string().max(64), initiator: z.string().max(64) });
const consentUpdated = z.object({ consent_id: z.string().uuid(), client_id: z.string().min(1).max(256), status: z.string().max(32) });
const networkRevoked = z.object({ account_id: z.string().min(1).max(256), network_id: z.string().min(1).max(256) });

const link = (href: string, rel: string): Schemas['HateoasLink'] => ({ href, action: 'GET', rel, types: ['application/json'] });

/** The notification an event makes, or null when the event notifies nobody. */
async function occurrenceOf(tx: Tx, event: EventEnvelope): Promise<Occurrence | null | z.ZodError> {
  switch (event.type) {
    case 'vert:fdx:consent:revoked': {
      const parsed = consentRevoked.safeParse(event.data);
      if (!parsed.success) return parsed.error;
      const consent = await findConsent(tx, event.env_id, parsed.data.consent_id);
      if (!consent) return null;
      return {
        clientIds: [consent.clientId],
        type: 'CONSENT_REVOKED',
        severity: 'WARNING',
        priority: 'HIGH',
        payload: {
          id: consent.id,
          idType: 'CONSENT',
          customFields: [
            { name: 'INITIATOR', value: parsed.data.initiator },
            { name: 'REASON', value: parsed.data.reason },
          ],
        },
        url: link(`/fdx/v6/consents/${consent.id}`, 'consent'),
      };
    }
    case 'vert:fdx:consent:updated': {
      const parsed = consentUpdated.safeParse(event.data);
      if (!parsed.success) return parsed.error;
      return {
        clientIds: [parsed.data.client_id],
        type: 'CONSENT_UPDATED',
        severity: 'NOTICE',
        priority: 'MEDIUM',
        payload: { id: parsed.data.consent_id, idType: 'CONSENT', customFields: [{ name: 'STATUS', value: parsed.data.status }] },
        url: link(`/fdx/v6/consents/${parsed.data.consent_id}`, 'consent'),
      };
    }
    case 'vert:fdx:paymentnetwork:revoked': {
      const parsed = networkRevoked.safeParse(event.data);
      if (!parsed.success) return parsed.error;
      const { account_id: accountId, network_id: networkId } = parsed.data;
      return {
        clientIds: await clientsGrantedAccount(tx, event.env_id, accountId),
        type: 'CONSENT_UPDATED',
        severity: 'NOTICE',
        priority: 'MEDIUM',
        payload: {
          id: accountId,
          idType: 'ACCOUNT',
          customFields: [
            { name: 'CHANGE', value: 'PAYMENT_NETWORK_REVOKED' },
            { name: 'PAYMENT_NETWORK_ID', value: networkId },
          ],
        },
        url: link(`/fdx/v6/accounts/${encodeURIComponent(accountId)}/payment-networks/${encodeURIComponent(networkId)}`, 'payment-network'),
      };
    }
    default:
      return null;
  }
}

export async function fanOut(tx: Tx, event: EventEnvelope): Promise<number> {
  const occurrence = await occurrenceOf(tx, event);
  if (occurrence instanceof z.ZodError) {
    // Redelivering a malformed event would never succeed: record it and move on.
    await auditRejectedEvent(tx, event, FANOUT_CONSUMER, 'notification_event.rejected', occurrence.issues);
    return 0;
  }
  if (!occurrence || occurrence.clientIds.length === 0) return 0;
  const sentOn = new Date(event.time).toISOString();
  const providerName = await providerDisplayName(tx, event.env_id);
  const publisher: Schemas['ConsentGrantParty'] = {
    name: providerName,
    type: 'DATA_PROVIDER',
    registry: 'PRIVATE',
    registeredEntityName: providerName,
    registeredEntityId: event.env_id,
  };
  const rows: NewNotification[] = [];
  for (const clientId of occurrence.clientIds) {
    for (const subscription of await subscriptionsFor(tx, event.env_id, clientId, occurrence.type, event.time)) {
      const id = randomUUID();
      const body: Schemas['Notification'] = {
        notificationId: id,
        subscriptionId: subscription.id,
        type: occurrence.type,
        sentOn,
        category: 'CONSENT',
        severity: occurrence.severity,
        priority: occurrence.priority,
        publisher,
        subscriber: subscription.subscriber,
        notificationPayload: occurrence.payload,
        url: occurrence.url,
      };
      rows.push({
        id,
        subscriptionId: subscription.id,
        clientId,
        eventId: event.id,
        type: occurrence.type,
        category: 'CONSENT',
        body: body as unknown as Record<string, unknown>,
        signingKeyId: subscription.signing_key_id,
      });
    }
  }
  return enqueueNotifications(tx, event.env_id, rows);
}

export function notificationConsumers(onEnqueued: () => void = () => undefined): ServiceConsumer[] {
  return [
    {
      name: FANOUT_CONSUMER,
      patterns: ['vert:fdx:*'],
      handle: async (tx, event) => {
        const queued = await fanOut(tx, event);
        // Runs before the commit; the worker's short coalescing delay lets the commit land.
        if (queued > 0) onEnqueued();
      },
    },
  ];
}
