// GET /v1/health of every service: live checks, never a constant.
import type { components } from '../../../generated/types/ledger.ts';
import type { Database } from '../db/pool.ts';
import type { EventBus } from '../events/bus.ts';
import { PLATFORM_VERSION } from '../version.ts';

export type HealthReport = components['schemas']['Health'];

const DB_CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(
  service: string,
  db: Database,
  bus: EventBus,
): Promise<{ status: 200 | 503; body: HealthReport }> {
  let latency: number | null = null;
  try {
    latency = await Promise.race([
      db.ping(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_CHECK_TIMEOUT_MS).unref()),
    ]);
  } catch {
    latency = null;
  }
  const database = { status: latency === null ? ('down' as const) : ('ok' as const), latency_ms: latency };
  const eventBus = { status: bus.healthy() ? ('ok' as const) : ('down' as const), kind: bus.kind };
  const ok = database.status === 'ok' && eventBus.status === 'ok';
  return {
    status: ok ? 200 : 503,
    body: {
      status: ok ? 'ok' : 'degraded',
      service,
      version: PLATFORM_VERSION,
      checks: { database, event_bus: eventBus },
    },
  };
}
