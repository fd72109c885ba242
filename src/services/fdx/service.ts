// The consent and data-sharing service (seed 000): FDX v6.5 provider, recipient, hosted
// consent and administration surfaces. Each surface has its own OpenAPI document.
import type { operations as AdminOperations } from '../../../generated/types/fdx-admin.ts';
import type { operations as ProviderOperations } from '../../../generated/types/fdx-v6.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { loadDocument, operationsOf } from '../../platform/http/operations.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';
import { discoveryHandlers } from './discovery/handlers.ts';

export const createFdxService: ServiceFactory = ({ platform, db, bus }) => {
  const handlers = handlerTable<ProviderOperations & AdminOperations>({
    getFdxHealth: () => checkHealth('fdx', db, bus),
    ...discoveryHandlers({ db, bus, issuer: platform.issuerUrl, served: () => served }),
  });
  // Supported = in the provider contract and handled; computed once, the route table is fixed.
  const served: ReadonlySet<string> = new Set(
    operationsOf('fdx-v6', loadDocument('fdx-v6')).map((o) => o.operationId).filter((id) => id in handlers),
  );
  return {
    name: 'fdx',
    apis: ['fdx-v6', 'fdx-recipient', 'fdx-consent', 'fdx-admin'],
    schema: 'fdx',
    handlers,
  };
};
