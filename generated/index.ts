// DO NOT EDIT — generated from openapi/*.yaml by `npm run generate`; edit the OpenAPI document instead.
// Where each API document lives and its types. Services load `apiDocuments[name]` into the
// request validator; handlers and SDKs use the namespaces (`FdxV6.operations[...]`).
import { fileURLToPath } from 'node:url';

export const apiNames = ['fdx-v6', 'fdx-recipient', 'fdx-consent', 'fdx-admin', 'ledger', 'payments', 'risk', 'bff'] as const;
export type ApiName = (typeof apiNames)[number];

/** Absolute path of each API's fully dereferenced OpenAPI document (JSON). */
export const apiDocuments: { readonly [name in ApiName]: string } = {
  'fdx-v6': fileURLToPath(new URL('./openapi/fdx-v6.json', import.meta.url)),
  'fdx-recipient': fileURLToPath(new URL('./openapi/fdx-recipient.json', import.meta.url)),
  'fdx-consent': fileURLToPath(new URL('./openapi/fdx-consent.json', import.meta.url)),
  'fdx-admin': fileURLToPath(new URL('./openapi/fdx-admin.json', import.meta.url)),
  'ledger': fileURLToPath(new URL('./openapi/ledger.json', import.meta.url)),
  'payments': fileURLToPath(new URL('./openapi/payments.json', import.meta.url)),
  'risk': fileURLToPath(new URL('./openapi/risk.json', import.meta.url)),
  'bff': fileURLToPath(new URL('./openapi/bff.json', import.meta.url)),
};

export type * as FdxV6 from './types/fdx-v6.ts';
export type * as FdxRecipient from './types/fdx-recipient.ts';
export type * as FdxConsent from './types/fdx-consent.ts';
export type * as FdxAdmin from './types/fdx-admin.ts';
export type * as Ledger from './types/ledger.ts';
export type * as Payments from './types/payments.ts';
export type * as Risk from './types/risk.ts';
export type * as Bff from './types/bff.ts';
