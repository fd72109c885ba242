// The notification delivery worker (seed 000: one worker, serial batches; ADR 0015). Each batch
// claims up to `batchSize` due notifications of every environment, resolves the subscriptions'
// secrets, POSTs every notification of the batch (concurrently, each under its own timeout, so
// a hanging callback delays its batch by one timeout at most and blocks nothing behind it),
// then records the outcomes. No row lock or transaction is held across an HTTP call.
import type { Database } from '../../../platform/db/pool.ts';
import type { ServiceWorker } from '../../../platform/host.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { callbackUrlProblem } from './callback-url.ts';
import { claimDue, deliveryTargets, recordResults, type ClaimedNotification, type DeliveryResult } from './queries.ts';
import { webhookHeaders } from './signing.ts';

/**
 * Seconds to wait after failed attempt n (1-based) before attempt n + 1. Six attempts over
 * about 10.6 hours, then the notification stays failed for good (ADR 0015).
 */
export const RETRY_SCHEDULE_SECONDS: readonly number[] = [60, 300, 1800, 7200, 28800];
export const DELIVERY_TIMEOUT_MS = 5000;
export const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1024;

export interface DeliveryWorkerOptions {
  db: Database;
  secrets: SecretStore;
  /** Plain http to loopback hosts is allowed outside production (callback-url.ts). */
  allowLoopbackHttp: boolean;
  logger?: Logger;
  batchSize?: number;
  timeoutMs?: number;
  /** Must exceed the timeout: a claimed row is not claimed again while its call may still run. */
  leaseSeconds?: number;
  idleMs?: number;
  /** After a kick, wait this long so the enqueuing transaction has committed. */
  coalesceMs?: number;
  retryScheduleSeconds?: readonly number[];
}

export interface DeliveryWorker extends ServiceWorker {
  /** Delivers one batch of due notifications; returns how many were attempted. */
  drainOnce(): Promise<number>;
  /** Wakes the loop (notifications were just queued). */
  kick(): void;
}

interface Target {
  callbackUrl: string;
  key: Buffer;
}

/** Why a notification cannot be sent now, and whether a later attempt could succeed. */
type Unusable = { final: string } | { retryable: string };

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const leaseSeconds = options.leaseSeconds ?? Math.ceil(timeoutMs / 1000) * 4 + 30;
  const idleMs = options.idleMs ?? 1000;
  const coalesceMs = options.coalesceMs ?? 25;
  const schedule = options.retryScheduleSeconds ?? RETRY_SCHEDULE_SECONDS;
  let running = false;
  let wake: (() => void) | undefined;
  let kicked = false;
  let loop: Promise<void> | undefined;

  /** Callback and key of each subscription, read in one tenant transaction per environment. */
  async function targetsOf(rows: readonly ClaimedNotification[]): Promise<Map<string, Target | Unusable>> {
    const targets = new Map<string, Target | Unusable>();
    const byEnv = new Map<string, ClaimedNotification[]>();
    for (const row of rows) byEnv.set(row.env_id, [...(byEnv.get(row.env_id) ?? []), row]);
    for (const [envId, envRows] of byEnv) {
      await options.db.withTenant(envId, async (tx) => {
        const found = await deliveryTargets(tx, envId, [...new Set(envRows.map((r) => r.subscription_id))]);
        for (const subscription of found) {
          const key = `${envId}/${subscription.id}`;
          if (subscription.status !== 'ACTIVE') {
            targets.set(key, { final: 'subscription is not active' });
            continue;
          }
          try {
            targets.set(key, { callbackUrl: subscription.callback_url, key: await options.secrets.resolve(tx, envId, subscription.secret_ref, 'webhook_hmac') });
          } catch (error) {
            // Retried on the schedule: an operator can repair a secret; a missing subscription cannot come back.
            options.logger?.error({ err: error, subscriptionId: subscription.id }, 'notification secret unavailable');
            targets.set(key, { retryable: 'signing secret unavailable' });
          }
        }
      });
    }
    return targets;
  }

  async function deliver(row: ClaimedNotification, target: Target | Unusable | undefined): Promise<DeliveryResult> {
    const attemptedAt = new Date();
    const outcome = (delivered: boolean, error: string | null, httpStatus: number | null, final = false): DeliveryResult => ({
      env_id: row.env_id,
      id: row.id,
      delivered,
      error: error === null ? null : error.slice(0, MAX_ERROR_LENGTH),
      http_status: httpStatus,
      attempted_at: attemptedAt.toISOString(),
      retry_in_seconds: delivered || final ? null : (schedule[row.attempts - 1] ?? null),
    });
    // Nothing to retry against: the subscription is gone.
    if (target === undefined) return outcome(false, 'subscription not found', null, true);
    if ('final' in target) return outcome(false, target.final, null, true);
    if ('retryable' in target) return outcome(false, target.retryable, null);
    const refused = callbackUrlProblem(target.callbackUrl, { allowLoopbackHttp: options.allowLoopbackHttp });
    if (refused) return outcome(false, refused, null, true);
    const body = JSON.stringify(row.body);
    try {
      const response = await fetch(target.callbackUrl, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'user-agent': 'vert-fdx-notifications/1', ...webhookHeaders(target.key, row.id, body, attemptedAt) },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not needed; release the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return outcome(true, null, response.status);
      if (response.status >= 300 && response.status < 400) return outcome(false, `redirect not followed (HTTP ${response.status})`, response.status);
      return outcome(false, `HTTP ${response.status}`, response.status);
    } catch (error) {
      return outcome(false, describeFailure(error, timeoutMs), null);
    }
  }

  async function drainOnce(): Promise<number> {
    const claimed = await claimDue(options.db, options.secrets.keyId, batchSize, leaseSeconds);
    if (claimed.length === 0) return 0;
    const targets = await targetsOf(claimed);
    const results = await Promise.all(claimed.map((row) => deliver(row, targets.get(`${row.env_id}/${row.subscription_id}`))));
    await recordResults(options.db, results);
    const failed = results.filter((r) => !r.delivered).length;
    if (failed > 0) options.logger?.info({ attempted: results.length, failed }, 'notification deliveries failed');
    return claimed.length;
  }

  async function run(): Promise<void> {
    while (running) {
      let attempted = 0;
      try {
        attempted = await drainOnce();
      } catch (error) {
        options.logger?.error({ err: error }, 'notification delivery iteration failed');
      }
      if (!running) break;
      // A full batch: more may be due at once. Otherwise wait for a kick or the poll.
      if (attempted >= batchSize) continue;
      if (!kicked) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      if (kicked && running) await new Promise((resolve) => setTimeout(resolve, coalesceMs));
      kicked = false;
    }
  }

  return {
    drainOnce,
    kick() {
      kicked = true;
      wake?.();
    },
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `timed out after ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (cause && typeof cause.code === 'string') return `connection failed: ${cause.code}`;
  if (cause && typeof cause.message === 'string') return `request failed: ${cause.message}`;
  return `request failed: ${error instanceof Error ? error.message : String(error)}`;
}
