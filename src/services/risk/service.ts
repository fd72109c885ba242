// The risk service. Its contract is openapi/risk.yaml; routes appear there only once they work.
import type { operations } from '../../../generated/types/risk.ts';
import type { ServiceFactory } from '../../platform/host.ts';
import { checkHealth } from '../../platform/http/health.ts';
import { handlerTable } from '../../platform/http/typed-routes.ts';

export const createRiskService: ServiceFactory = ({ db, bus }) => ({
  name: 'risk',
  apis: ['risk'],
  schema: 'risk',
  handlers: handlerTable<operations>({
    getRiskHealth: () => checkHealth('risk', db, bus),
  }),
});
