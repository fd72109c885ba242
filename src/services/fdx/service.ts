// The consent and data-sharing service (seed 000): FDX v6.5 provider, recipient, hosted
// consent and administration surfaces. Each surface has its own OpenAPI document.
import type { operations as AdminOperations } from '../../../generated/types/fdx-admin.ts';
import type { operations as ProviderOperations } from '../../../generated/types/fdx-v6.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { loadDocument, operationsOf } from '../../platform/http/operations.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';
import { createConsentChokepoint, isProviderDataOperation, type ConsentRules } from './consents/chokepoint.ts';
import { grantConsumers } from './consents/grant-consumer.ts';
import { consentHandlers } from './consents/handlers.ts';
import { discoveryHandlers } from './discovery/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { notificationDelivery } from './notifications/delivery.ts';
import { partyHandlers } from './parties/handlers.ts';
import { recipientPlane } from './recipient/handlers.ts';
import { accountOperations } from './accounts/handlers.ts';
import { customerOperations } from './customers/handlers.ts';
import { ledgerClientFactory } from './ledger-client.ts';
import { hostedConsentHandlers, hostedConsentPreparers } from './hosted-consent/handlers.ts';
import { customerAccountsReader } from './hosted-consent/ledger-accounts.ts';
import { profileHandlers } from './profile/handlers.ts';
import { registerProviderProfile } from './profile/profile.ts';
import { adminHandlers } from './admin/handlers.ts';
import { stepHandlers } from './admin/steps.ts';
import { certificationMetricsHandlers } from './discovery/metrics.ts';
import { authServerIssuerBase } from '../../platform/runtime.ts';
// imports: families

/** What each credentialed /fdx/v6 operation needs from the consent (the chokepoint's table). */
export const CONSENT_RULES: ConsentRules = {
  getConsent: { kind: 'consent' },
  revokeConsent: { kind: 'consent' },
  getConsentLifecycle: { kind: 'consent' },
  updateConsentLifecycle: { kind: 'consent' },
  searchForNotificationSubscriptions: { kind: 'data', clusters: [] },
  createNotificationSubscription: { kind: 'data', clusters: [] },
  getNotificationSubscription: { kind: 'data', clusters: [] },
  searchForNotifications: { kind: 'data', clusters: [] },
  createPaymentInitiationParty: { kind: 'data', clusters: [] },
  getPaymentInitiationParty: { kind: 'data', clusters: [] },
  registerPaymentMethods: { kind: 'data', clusters: [] },
  deletePaymentMethodRegistration: { kind: 'data', clusters: [] },
  searchForAccounts: { kind: 'data', clusters: ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED'] },
  getAccount: { kind: 'data', clusters: ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED'], accountParam: 'accountId' },
  searchForAccountTransactions: { kind: 'data', clusters: ['TRANSACTIONS'], accountParam: 'accountId' },
  searchForAccountStatements: { kind: 'data', clusters: ['STATEMENTS'], accountParam: 'accountId' },
  getAccountStatement: { kind: 'data', clusters: ['STATEMENTS'], accountParam: 'accountId' },
  getAccountPaymentNetworks: { kind: 'data', clusters: ['ACCOUNT_PAYMENTS'], accountParam: 'accountId' },
  getAccountPaymentNetwork: { kind: 'data', clusters: ['ACCOUNT_PAYMENTS'], accountParam: 'accountId' },
  revokePaymentNetwork: { kind: 'data', clusters: ['ACCOUNT_PAYMENTS'], accountParam: 'accountId' },
  searchForCustomers: { kind: 'data', clusters: ['CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL'] },
  getCustomerInfo: { kind: 'data', clusters: ['CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL'] },
  // rules: families
};

export const createFdxService: ServiceFactory = ({ platform, db, bus, logger }) => {
  const allowLoopbackHttp = platform.config.NODE_ENV !== 'production';
  // Accounts and customers read the ledger's public API in preparers, outside the tenant transaction.
  const ledger = ledgerClientFactory(platform);
  const accounts = accountOperations(ledger);
  const customers = customerOperations(ledger);
  // The recipient plane calls other institutions in preparers too (never inside a transaction).
  const recipient = recipientPlane({ db, secrets: platform.secrets, logger: platform.logger, serviceUrl: () => platform.directory.url('fdx') });
  const handlers = handlerTable<ProviderOperations & AdminOperations>({
    getFdxHealth: () => checkHealth('fdx', db, bus),
    ...discoveryHandlers({ db, bus, issuer: platform.issuerUrl, served: () => served }),
    ...consentHandlers(),
    ...notificationHandlers({ secrets: platform.secrets, allowLoopbackHttp }),
    ...partyHandlers(),
    ...recipient.handlers,
    ...accounts.handlers,
    ...customers.handlers,
    ...hostedConsentHandlers(),
    ...profileHandlers(),
    ...adminHandlers({ db, logger }),
    ...stepHandlers(),
    ...certificationMetricsHandlers({ db }),
    // handlers: families
  });
  const providerOperations = operationsOf('fdx-v6', loadDocument('fdx-v6'));
  // Supported = in the provider contract and handled; computed once, the route table is fixed.
  const served: ReadonlySet<string> = new Set(providerOperations.map((o) => o.operationId).filter((id) => id in handlers));
  // Fail at start-up, not per request, when a provider operation has no consent rule.
  const unruled = providerOperations.filter((o) => isProviderDataOperation(o) && !(o.operationId in CONSENT_RULES));
  if (unruled.length > 0) throw new Error(`fdx: no consent rule for ${unruled.map((o) => o.operationId).join(', ')}`);
  const notifications = notificationDelivery({ db, secrets: platform.secrets, logger, allowLoopbackHttp });
  return {
    name: 'fdx',
    apis: ['fdx-v6', 'fdx-recipient', 'fdx-consent', 'fdx-admin'],
    schema: 'fdx',
    handlers,
    guard: createConsentChokepoint(CONSENT_RULES),
    // Ledger reads run after the gate, outside the tenant transaction (hosted consent: the customer's own accounts).
    prepare: { ...accounts.preparers, ...customers.preparers, ...recipient.preparers, ...hostedConsentPreparers(customerAccountsReader(platform)) },
    // The provider profile: this environment's issuer at the built-in authorization server and this service's URL.
    initializeEnvironment: async (tx, envId) => {
      await registerProviderProfile(tx, envId, { issuer: `${authServerIssuerBase(platform.issuerUrl)}/${envId}`, fdxBaseUrl: platform.directory.url('fdx') });
    },
    consumers: [...grantConsumers(), ...notifications.consumers],
    workers: notifications.workers,
  };
};
