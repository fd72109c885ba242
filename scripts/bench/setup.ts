// Boots the platform in-process with the ledger service on whatever engines the environment
// names (DATABASE_URL → PostgreSQL, else embedded PGlite; NATS_URL → NATS, else in-process bus),
// then prepares a fresh environment: funded customer accounts, the internal accounts and a token.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { loadConfig } from '../../src/platform/config.ts';
import { sql } from '../../src/platform/db/pool.ts';
import { hostService, initializeEnvironment, type RunningService } from '../../src/platform/host.ts';
import { audienceOf, startPlatform, type Platform } from '../../src/platform/runtime.ts';
import { createLedgerService } from '../../src/services/ledger/service.ts';
import { ledgerFixture } from '../../test/support/ledger-fixtures.ts';

export interface BenchPlatform {
  platform: Platform;
  ledger: RunningService;
  engine: 'PostgreSQL' | 'PGlite';
  close(): Promise<void>;
}

export async function bootPlatform(): Promise<BenchPlatform> {
  const config = loadConfig({
    ...process.env,
    // Production pipeline: request validation on, response validation (a test aid) off.
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  // Two pools' worth of embedded connections: the ledger's and the raw-SQL baseline's.
  const platform = await startPlatform({ config, services: 2 });
  const ledger = await hostService(platform, createLedgerService, { host: '127.0.0.1', port: 0 });
  return {
    platform,
    ledger,
    engine: platform.embedded ? 'PGlite' : 'PostgreSQL',
    async close() {
      await ledger.close();
      await platform.close();
    },
  };
}

export interface BenchEnvironment {
  envId: string;
  token: string;
  customers: string[];
  /** The internal account of the hot run. */
  hotInternalId: string;
  /** The internal account the customers were funded from. */
  fundingInternalId: string;
  tsides: Map<string, 'ASSET' | 'LIABILITY'>;
}

const FUNDING_BATCH_SIZE = 50;
const tsideRow = z.object({ id: z.string(), tside: z.enum(['ASSET', 'LIABILITY']) });

export async function prepareEnvironment(
  bench: BenchPlatform,
  options: { customers: number; initialDeposit: string; denomination: string },
): Promise<BenchEnvironment> {
  const { platform, ledger } = bench;
  const envId = `bench-${randomUUID().slice(0, 8)}`;
  await initializeEnvironment(platform, [ledger], envId, 'Ledger benchmark');
  const fx = await ledgerFixture(ledger.db, envId);
  const customers = await Promise.all(Array.from({ length: options.customers }, () => fx.account()));
  const hotInternalId = await fx.internal('cash', options.denomination);
  const fundingInternalId = await fx.internal('liquidity', options.denomination);
  if (!platform.issuer) throw new Error('the benchmark mints its token with the development issuer (unset AUTH_ISSUER)');
  const token = await platform.issuer.mint({
    subject: 'bench-teller',
    scopes: ['vert:ledger:postings:write'],
    audience: audienceOf('ledger'),
    envId,
    ttlSeconds: 3600,
  });

  // Funding goes through the API too, so every balance in the environment comes from postings.
  for (let start = 0; start < customers.length; start += FUNDING_BATCH_SIZE) {
    const slice = customers.slice(start, start + FUNDING_BATCH_SIZE);
    const key = `bench-funding-${start}`;
    const response = await fetch(`${ledger.url}/v1/postings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        idempotency_key: key,
        batch_id: 'bench-funding',
        instructions: slice.map((account, i) => ({
          type: 'inbound_hard_settlement',
          client_transaction_id: `${key}-${i}`,
          amount: options.initialDeposit,
          denomination: options.denomination,
          target_account_id: account,
          internal_account_id: fundingInternalId,
        })),
      }),
    });
    const text = await response.text();
    if (response.status !== 201 || !text.includes('"status":"accepted"')) throw new Error(`funding batch failed: ${response.status} ${text.slice(0, 500)}`);
  }

  const ids = [...customers, hotInternalId, fundingInternalId];
  const rows = await ledger.db.withTenant(envId, (tx) =>
    tx.any(sql.type(tsideRow)`select id, tside from ledger.accounts where env_id = ${envId} and id = any(${sql.array(ids, 'uuid')})`),
  );
  return { envId, token, customers, hotInternalId, fundingInternalId, tsides: new Map(rows.map((r) => [r.id, r.tside])) };
}
