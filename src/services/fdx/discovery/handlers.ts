// FDX discovery (no credential): facts about this deployment, computed from the route table,
// the configured authorization server and live checks — never from a static file.
import type { components, operations } from '../../../../generated/types/fdx-v6.ts';
import { DEFAULT_DPOP_ALGS } from '../../../platform/auth/index.ts';
import type { Database } from '../../../platform/db/pool.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { EventBus } from '../../../platform/events/bus.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../platform/pagination.ts';
import { FDX_OPERATIONS, type FdxOperation } from './catalogue.ts';

type Schemas = components['schemas'];
export const FDX_VERSION = 'V6.5';
const FDX_PREFIX = '/fdx/v6';

export interface DiscoveryFacts {
  db: Database;
  bus: EventBus;
  issuer: string;
  /** operationIds the running service serves (in the contract and with a handler). */
  served: () => ReadonlySet<string>;
}

const unsupportedVersion = (version: string) =>
  new ApiError({ status: 501, code: 'fdx_version_not_supported', title: 'Version not supported', detail: `This deployment implements ${FDX_VERSION}, not ${version}`, fdxCode: '1106' });

function narrow(operations: readonly FdxOperation[], operationId: string | undefined): readonly FdxOperation[] {
  return operationId === undefined ? operations : operations.filter((o) => o.operationId === operationId);
}

export function discoveryHandlers(facts: DiscoveryFacts) {
  const servedOperations = () => FDX_OPERATIONS.filter((o) => facts.served().has(o.operationId));

  const getCapability: Handler<operations['getCapability']> = async ({ query }) => {
    if (query.fdxVersion !== undefined && query.fdxVersion !== FDX_VERSION) throw unsupportedVersion(query.fdxVersion);
    const served = servedOperations();
    const clusters = [...new Set(served.flatMap((o) => o.clusters))].sort();
    return {
      status: 200,
      body: {
        fdxVersions: [FDX_VERSION],
        messageFormat: 'JSON',
        dataClusters: clusters,
        authorization: {
          issuer: facts.issuer,
          parRequired: true,
          pkceRequired: true,
          pkceCodeChallengeMethods: ['S256'],
          dpopRequired: true,
          dpopSigningAlgValues: [...DEFAULT_DPOP_ALGS],
        },
        limits: { defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE },
        operations: narrow(served, query.operationId).map((o) => ({
          id: o.operationId,
          fdxVersions: [FDX_VERSION],
          link: { href: `${FDX_PREFIX}${o.path}`, action: o.method, rel: o.operationId },
        })),
        jwksUrl: { href: `${facts.issuer}/.well-known/jwks.json`, action: 'GET', rel: 'jwks' },
      },
    };
  };

  const getAvailability: Handler<operations['getAvailability']> = async ({ query }) => {
    const subsystems = await checkSubsystems(facts);
    const database = subsystems.find((s) => s.name === 'database')!;
    const bus = subsystems.find((s) => s.name === 'event_bus')!;
    const statusOf = (o: FdxOperation): Schemas['AvailabilityStatus'] => {
      if (o.scopes.length === 0) return 'ALIVE'; // discovery needs nothing but this process
      if (database.status === 'DOWN') return 'DOWN';
      return bus.status === 'ALIVE' ? 'ALIVE' : 'PARTIAL';
    };
    return {
      status: 200,
      body: {
        availability: narrow(servedOperations(), query.operationId).map((o) => ({
          operationId: o.operationId,
          status: statusOf(o),
        })),
        subsystems,
        checkedAt: new Date().toISOString(),
      },
    };
  };

  const getOperationSupport: Handler<operations['getOperationSupport']> = async ({ query }) => {
    const served = facts.served();
    return {
      status: 200,
      body: {
        fdxVersion: FDX_VERSION,
        operations: narrow(FDX_OPERATIONS, query.operationId).map((o) => ({
          operationId: o.operationId,
          method: o.method,
          path: `${FDX_PREFIX}${o.path}`,
          ...(o.scopes.length > 0 ? { scopes: o.scopes } : {}),
          supported: served.has(o.operationId),
        })),
      },
    };
  };

  return { getCapability, getAvailability, getOperationSupport };
}

async function checkSubsystems(facts: DiscoveryFacts): Promise<Schemas['SubsystemAvailability'][]> {
  let latencyMs: number | null = null;
  try {
    latencyMs = await facts.db.ping();
  } catch {
    latencyMs = null;
  }
  return [
    {
      name: 'database',
      status: latencyMs === null ? 'DOWN' : 'ALIVE',
      latencyMs,
      description: latencyMs === null ? 'Database unreachable' : 'Round trip through the service pool',
    },
    {
      name: 'event_bus',
      status: facts.bus.healthy() ? 'ALIVE' : 'DOWN',
      description: facts.bus.kind === 'nats' ? 'NATS JetStream' : 'In-process bus',
    },
  ];
}
