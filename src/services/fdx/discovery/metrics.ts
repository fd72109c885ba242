// GET /fdx/v6/certification-metrics (no credential): per provider environment, data calls from
// the audit records (`data_call*`) and consent grants / revocations from the status history,
// over the last 24 hours and all time. The route is public, so the pipeline opens no tenant
// transaction: the handler validates X-Platform-Env-Id like the provider plane does and reads
// in its own tenant transaction. Answers are cached 30 s per environment (bounded, ADR 0016).
import { z } from 'zod';
import type { components, operations } from '../../../../generated/types/fdx-v6.ts';
import { sql, type Database, type Tx } from '../../../platform/db/pool.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { ENV_HEADER, resolveTenant, tenantUnresolved } from '../../../platform/tenancy.ts';
import { FDX_VERSION } from './handlers.ts';
import { TtlCache } from './metrics-cache.ts';

type Schemas = components['schemas'];
type CertificationMetrics = Schemas['CertificationMetrics'];
type MetricsPeriod = Schemas['MetricsPeriod'];

export const METRICS_CACHE_SECONDS = 30;
/** Environments whose answer is kept at once. */
export const METRICS_CACHE_ENTRIES = 256;
const DAY_MS = 86_400_000;

export interface MetricsOptions {
  db: Database;
  now?: () => number;
  maxEntries?: number;
}

const callRow = z.object({ operation_id: z.string(), span: z.enum(['day', 'all']), served: z.number().int(), rejected: z.number().int() });
const transitionRow = z.object({ span: z.enum(['day', 'all']), granted: z.number().int(), revoked: z.number().int() });

async function computeMetrics(tx: Tx, envId: string, now: Date): Promise<CertificationMetrics> {
  const end = now.toISOString();
  const start = new Date(now.getTime() - DAY_MS).toISOString();
  // Each row counts into "all"; rows after `start` count into "day" as well.
  const calls = await tx.any(sql.type(callRow)`
    select operation_id, w.span,
           count(*) filter (where outcome = 'served')::int as served,
           count(*) filter (where outcome = 'rejected')::int as rejected
    from fdx.audit_events a
    cross join lateral (values ('all'), ('day')) as w(span)
    where a.env_id = ${envId} and a.action like 'data\_call%' and a.created_at <= ${end}::timestamptz
      and (w.span = 'all' or a.created_at > ${start}::timestamptz)
    group by operation_id, w.span
    order by operation_id
    limit 512`);
  const transitions = await tx.any(sql.type(transitionRow)`
    select w.span,
           count(*) filter (where h.to_status = 'ACTIVE')::int as granted,
           count(*) filter (where h.to_status = 'REVOKED')::int as revoked
    from fdx.consent_status_history h
    cross join lateral (values ('all'), ('day')) as w(span)
    where h.env_id = ${envId} and h.to_status in ('ACTIVE', 'REVOKED') and h.created_at <= ${end}::timestamptz
      and (w.span = 'all' or h.created_at > ${start}::timestamptz)
    group by w.span`);

  const period = (window: 'day' | 'all'): MetricsPeriod => {
    const operations = calls.filter((c) => c.span === window).map((c) => ({ operationId: c.operation_id, served: c.served, rejected: c.rejected }));
    const served = operations.reduce((n, o) => n + o.served, 0);
    const rejected = operations.reduce((n, o) => n + o.rejected, 0);
    const moved = transitions.find((t) => t.span === window);
    return {
      period: window === 'day' ? 'LAST_24_HOURS' : 'ALL_TIME',
      ...(window === 'day' ? { startTime: start } : {}),
      endTime: end,
      dataCalls: { total: served + rejected, served, rejected },
      operations,
      consents: { granted: moved?.granted ?? 0, revoked: moved?.revoked ?? 0 },
    };
  };
  return { fdxVersion: FDX_VERSION, cachedAt: end, cacheSeconds: METRICS_CACHE_SECONDS, periods: [period('day'), period('all')] };
}

export function certificationMetricsHandlers(options: MetricsOptions) {
  const now = options.now ?? Date.now;
  const cache = new TtlCache<string, CertificationMetrics>({
    maxEntries: options.maxEntries ?? METRICS_CACHE_ENTRIES,
    ttlMs: METRICS_CACHE_SECONDS * 1000,
    now,
  });

  const getCertificationMetrics: Handler<operations['getCertificationMetrics']> = async ({ headers }) => {
    // Same rules as the provider plane's tenant header (format checked before any query).
    const envId = resolveTenant({ tenancy: 'header' }, undefined, headers[ENV_HEADER])!;
    const body = await cache.getOrCompute(envId, () =>
      options.db.withTenant(envId, async (tx) => {
        const known = await tx.exists(sql.unsafe`select 1 from platform.environments where env_id = ${envId}`);
        if (!known) throw tenantUnresolved(`Unknown environment ${envId}`);
        return computeMetrics(tx, envId, new Date(now()));
      }),
    );
    return { status: 200, body };
  };

  return { getCertificationMetrics };
}
