// FDX Customer API: the consent's customer is the ledger customer linked to the consent's
// customer id (the token subject, a user at the authorization server), read through the ledger's
// public API by the operations' preparers (outside any transaction) and projected onto
// CUSTOMER_CONTACT / CUSTOMER_PERSONAL.
import type { operations } from '../../../../generated/types/fdx-v6.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { OperationPreparer } from '../../../platform/http/service-app.ts';
import type { Handlers } from '../../../platform/http/typed-routes.ts';
import { consentGrant, CUSTOMER_MEMBERS, project, type FdxCustomer } from '../accounts/minimisation.ts';
import { grantedConsent } from '../consents/chokepoint.ts';
import type { FdxLedgerFactory, LedgerCustomer } from '../ledger-client.ts';

type CustomerOperations = Pick<operations, 'searchForCustomers' | 'getCustomerInfo'>;

const customerNotFound = () =>
  new ApiError({ status: 404, code: 'customer_not_found', title: 'Customer not found', detail: 'No customer is linked to this consent', fdxCode: '601' });
const invalidPageKey = () =>
  new ApiError({ status: 400, code: 'invalid_page_key', title: 'Invalid pageKey', detail: 'A consent covers one customer: there is no further page', fdxCode: '400' });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : undefined;

/** FDX name parts from the held display name: first, last and (with three or more words) middle. */
function nameOf(displayName: string): NonNullable<FdxCustomer['name']> {
  const words = displayName.trim().split(/\s+/);
  if (words.length < 2) return { company: displayName.slice(0, 200) };
  return {
    first: words[0]!.slice(0, 200),
    ...(words.length > 2 ? { middle: words.slice(1, -1).join(' ').slice(0, 200) } : {}),
    last: words[words.length - 1]!.slice(0, 200),
  };
}

/** `details.address`: `{line1, line2, city, postal_code, country}` when the bank recorded one. */
function addressOf(value: unknown): NonNullable<FdxCustomer['addresses']>[number] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const a = value as Record<string, unknown>;
  const country = text(a.country, 2);
  const address = {
    ...(text(a.line1, 200) ? { line1: text(a.line1, 200) } : {}),
    ...(text(a.line2, 200) ? { line2: text(a.line2, 200) } : {}),
    ...(text(a.city, 100) ? { city: text(a.city, 100) } : {}),
    ...(text(a.postal_code, 16) ? { postalCode: text(a.postal_code, 16) } : {}),
    ...(country && COUNTRY.test(country) ? { country } : {}),
  };
  return Object.keys(address).length > 0 ? address : undefined;
}

/** The ledger customer as an FDX Customer (before minimisation). */
export function customerView(customer: LedgerCustomer): FdxCustomer {
  const details = customer.details as Record<string, unknown>;
  const phone = text(details.phone, 32);
  const address = addressOf(details.address);
  const dateOfBirth = text(details.date_of_birth, 10);
  return {
    customerId: customer.id,
    name: nameOf(customer.display_name),
    ...(customer.email ? { email: [customer.email] } : {}),
    ...(address ? { addresses: [address] } : {}),
    ...(phone ? { telephones: [{ number: phone }] } : {}),
    ...(dateOfBirth && DATE.test(dateOfBirth) ? { dateOfBirth } : {}),
    customerStartDate: customer.created_at.slice(0, 10),
  };
}

export function customerOperations(ledgerFor: FdxLedgerFactory): { handlers: Handlers<CustomerOperations>; preparers: Record<string, OperationPreparer> } {
  /** The consent's customer, minimised; null when no ledger customer is linked to it. */
  const current: OperationPreparer = async (_request, context) => {
    const consent = grantedConsent(context);
    const customer = await ledgerFor(context.envId!, context.correlationId).customerOfIdentity(consent.customerId);
    return customer ? project(customerView(customer), CUSTOMER_MEMBERS, consentGrant(consent)) : null;
  };

  return {
    preparers: { searchForCustomers: current, getCustomerInfo: current },
    handlers: {
      async searchForCustomers({ query }, context) {
        if (query.pageKey !== undefined) throw invalidPageKey();
        const customer = context.prepared as FdxCustomer | null;
        return { status: 200, body: { customers: customer ? [customer] : [] } };
      },

      async getCustomerInfo(_request, context) {
        const customer = context.prepared as FdxCustomer | null;
        if (!customer) throw customerNotFound();
        return { status: 200, body: customer };
      },
    },
  };
}
