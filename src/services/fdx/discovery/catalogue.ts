// The FDX v6.5 provider operations seed 000 assigns to this service (35 routes), with their
// FDX operationIds. Discovery answers "supported" from the running route table, so an
// operation becomes supported exactly when it enters openapi/fdx-v6.yaml with a handler.
import type { components } from '../../../../generated/types/fdx-v6.ts';

type HttpAction = components['schemas']['HttpAction'];
type DataCluster = components['schemas']['DataCluster'];

export interface FdxOperation {
  operationId: string;
  method: HttpAction;
  /** Path under /fdx/v6. */
  path: string;
  scopes: string[];
  /** Data clusters this operation can share when served. */
  clusters: DataCluster[];
}

const READ = ['vert:fdx:consents:read'];
const WRITE = ['vert:fdx:consents:write'];

const op = (operationId: string, method: HttpAction, path: string, scopes: string[], clusters: DataCluster[] = []): FdxOperation => ({
  operationId,
  method,
  path,
  scopes,
  clusters,
});

export const FDX_OPERATIONS: readonly FdxOperation[] = [
  op('searchForAccounts', 'GET', '/accounts', READ, ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED']),
  op('getAccount', 'GET', '/accounts/{accountId}', READ, ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED']),
  op('searchForAccountTransactions', 'GET', '/accounts/{accountId}/transactions', READ, ['TRANSACTIONS']),
  op('searchForAccountStatements', 'GET', '/accounts/{accountId}/statements', READ, ['STATEMENTS']),
  op('getAccountStatement', 'GET', '/accounts/{accountId}/statements/{statementId}', READ, ['STATEMENTS']),
  op('getAccountPaymentNetworks', 'GET', '/accounts/{accountId}/payment-networks', READ, ['ACCOUNT_PAYMENTS']),
  op('getAccountPaymentNetwork', 'GET', '/accounts/{accountId}/payment-networks/{paymentNetworkId}', READ, ['ACCOUNT_PAYMENTS']),
  op('revokePaymentNetwork', 'POST', '/accounts/{accountId}/payment-networks/{paymentNetworkId}/revocation', WRITE),
  op('searchForCustomers', 'GET', '/customers', READ, ['CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL']),
  op('getCustomerInfo', 'GET', '/customers/current', READ, ['CUSTOMER_PERSONAL']),
  op('getConsent', 'GET', '/consents/{consentId}', READ),
  op('revokeConsent', 'POST', '/consents/{consentId}/revocation', WRITE),
  op('getConsentLifecycle', 'GET', '/consents/{consentId}/lifecycle', READ),
  op('updateConsentLifecycle', 'POST', '/consents/{consentId}/lifecycle', WRITE),
  op('createTransfer', 'POST', '/transfers', WRITE),
  op('getTransfer', 'GET', '/transfers/{transferId}', WRITE),
  op('updateTransfer', 'PATCH', '/transfers/{transferId}', WRITE),
  op('cancelTransfer', 'PUT', '/transfers/{transferId}/cancel', WRITE),
  op('schedulePayment', 'POST', '/payments', WRITE),
  op('getPayment', 'GET', '/payments/{paymentId}', WRITE),
  op('searchForPayees', 'GET', '/payees', WRITE),
  op('createPayee', 'POST', '/payees', WRITE),
  op('updatePayee', 'PUT', '/payees/{payeeId}', WRITE),
  op('createPaymentInitiationParty', 'POST', '/payment-initiation-parties', WRITE),
  op('getPaymentInitiationParty', 'GET', '/payment-initiation-parties/{partyId}', WRITE),
  op('registerPaymentMethods', 'POST', '/payment-initiation-parties/{partyId}/payment-methods', WRITE),
  op('deletePaymentMethodRegistration', 'DELETE', '/payment-initiation-parties/{partyId}/payment-methods/{registrationId}', WRITE),
  op('searchForRecurringPayments', 'GET', '/recurring-payments', READ),
  op('scheduleRecurringPayment', 'POST', '/recurring-payments', WRITE),
  op('getRecurringPayment', 'GET', '/recurring-payments/{recurringPaymentId}', READ),
  op('searchForRecurringPaymentPayments', 'GET', '/recurring-payments/{recurringPaymentId}/payments', READ),
  op('searchForNotificationSubscriptions', 'GET', '/notification-subscriptions', READ),
  op('createNotificationSubscription', 'POST', '/notification-subscriptions', WRITE),
  op('getNotificationSubscription', 'GET', '/notification-subscriptions/{subscriptionId}', READ),
  op('searchForNotifications', 'GET', '/notifications', READ),
  op('getCapability', 'GET', '/capability', []),
  op('getAvailability', 'GET', '/availability', []),
  op('getCertificationMetrics', 'GET', '/certification-metrics', []),
  op('getOperationSupport', 'GET', '/operation-support', []),
];
