// The ledger service. Its contract is openapi/ledger.yaml; routes appear there only once they work.
import type { operations } from '../../../generated/types/ledger.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';
import { listAudit } from './audit/handlers.ts';

export const createLedgerService: ServiceFactory = ({ db, bus }) => ({
  name: 'ledger',
  apis: ['ledger'],
  schema: 'ledger',
  handlers: handlerTable<operations>({
    getLedgerHealth: () => checkHealth('ledger', db, bus),
    listAuditEvents: listAudit,
  }),
});
