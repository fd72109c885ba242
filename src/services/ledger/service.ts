// The ledger service. Its contract is openapi/ledger.yaml; routes appear there only once they work.
import type { operations } from '../../../generated/types/ledger.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';
import { listActionLogsHandler, listAudit } from './audit/handlers.ts';
import { accountReadHandlers } from './account-reads/handlers.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { adminHandlers } from './admin/handlers.ts';
import { balanceHandlers } from './balances/handlers.ts';
import { customerHandlers } from './customers/handlers.ts';
import { internalAccountHandlers } from './internal-accounts/handlers.ts';
import { seedInternalAccounts } from './internal-accounts/seed.ts';
import { holderVisibility } from './holders/guard.ts';
import { productHandlers } from './products/handlers.ts';
import { postingConsumers } from './postings/consumer.ts';
import { postingHandlers, postingPrefetch } from './postings/handlers.ts';
import { statementHandlers } from './statements/handlers.ts';

export const createLedgerService: ServiceFactory = ({ platform, db, bus }) => ({
  name: 'ledger',
  apis: ['ledger'],
  schema: 'ledger',
  // Idempotent (runs at every start): the internal product and its counterparty accounts.
  initializeEnvironment: seedInternalAccounts,
  guard: holderVisibility,
  prefetch: postingPrefetch,
  handlers: handlerTable<operations>({
    getLedgerHealth: () => checkHealth('ledger', db, bus),
    listAuditEvents: listAudit,
    listActionLogs: listActionLogsHandler,
    ...customerHandlers,
    ...productHandlers,
    ...internalAccountHandlers,
    ...accountHandlers,
    ...postingHandlers,
    ...accountReadHandlers,
    ...balanceHandlers,
    ...statementHandlers(platform.storage),
    ...adminHandlers(platform.storage),
  }),
  consumers: postingConsumers(db),
});
