// `npm run bench:ceremony`: wall-clock time of the whole FAPI 2.0 ceremony at the built-in
// authorization server, as a recipient and a customer go through it: discovery, dynamic client
// registration (private_key_jwt), PAR with DPoP (nonce round trip), authorization request,
// login form, consent page (served from a local double of the FDX hosted-consent endpoints),
// consent, callback validation (iss, state) and the PKCE + DPoP code exchange.
// Sequential runs after a warm-up; prints p50 / p95 / max in milliseconds. Target: p95 < 1 s.
//
// Knobs (environment): BENCH_RUNS (50), BENCH_WARMUP (5). Engines as everywhere: DATABASE_URL /
// NATS_URL, else embedded PGlite and the in-process bus.
import { intFromEnv } from './bench/env.ts';
import { percentile } from './bench/stats.ts';
import { fullCeremony, startTestAuthServer } from '../test/support/auth-server.ts';

const TARGET_MS = 1000;

async function main(): Promise<void> {
  const runs = intFromEnv('BENCH_RUNS', 50, 0, 10_000);
  const warmup = intFromEnv('BENCH_WARMUP', 5, 0, 1000);
  const server = await startTestAuthServer({ logLevel: 'warn' });
  try {
    const env = await server.newEnvironment();
    const issuer = server.issuerFor(env.envId);
    for (let i = 0; i < warmup; i += 1) await fullCeremony(issuer, env);
    const timesMs: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const { tokens } = await fullCeremony(issuer, env);
      timesMs.push(performance.now() - started);
      if (!tokens.access_token) throw new Error('ceremony returned no access token');
    }
    const sorted = [...timesMs].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const max = sorted[sorted.length - 1] ?? 0;
    const engines = `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.NATS_URL ? 'NATS' : 'in-process bus'}`;
    console.log(`FAPI 2.0 ceremony (registration → token), ${runs} sequential runs after ${warmup} warm-up, ${engines}`);
    console.log(`  p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   max ${max.toFixed(1)} ms   target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'MET' : 'MISS'}`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
