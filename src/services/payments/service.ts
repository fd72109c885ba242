// The payments service. Its contract is openapi/payments.yaml; routes appear there only once they work.
import type { operations } from '../../../generated/types/payments.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';

export const createPaymentsService: ServiceFactory = ({ db, bus }) => ({
  name: 'payments',
  apis: ['payments'],
  schema: 'payments',
  handlers: handlerTable<operations>({
    getPaymentsHealth: () => checkHealth('payments', db, bus),
  }),
});
