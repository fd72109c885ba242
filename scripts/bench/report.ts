// Plain-text tables of the benchmark's results (stdout is the report; docs/benchmarks.md quotes it).
import { cpuCost, type CpuShare } from './cpu.ts';
import type { Profile } from './profile.ts';
import { failureCount, postingsPerSecond, type RunStats } from './stats.ts';
import type { Check } from './verify.ts';

export interface MeasuredRun {
  stats: RunStats;
  cpu: CpuShare;
  /** Ratio shown in the table, against another run. */
  ratio?: { to: string; value: number };
  /** Name shown in the table when the reported attempt was a repeat. */
  label?: string;
  /** Other work took more than the threshold of cores during the reported attempt. */
  disturbed?: boolean;
}

/** The run's name as the table shows it (the reported attempt may be a repeat). */
export const runName = (run: MeasuredRun): string => run.label ?? run.stats.name;

/** Sets `run.ratio` to its throughput over `base`'s and returns it. */
export function ratioTo(run: MeasuredRun, base: MeasuredRun): number {
  run.ratio = { to: runName(base), value: postingsPerSecond(run.stats) / postingsPerSecond(base.stats) };
  return run.ratio.value;
}

export function table(headers: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

export function runsTable(runs: MeasuredRun[]): string {
  return table(
    ['run', 'conns', 'seconds', 'postings', 'postings/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'rejected', 'CPU node/pg/nats/other/steal', 'ratio'],
    runs.map(({ stats, cpu, ratio, label, disturbed }) => [
      `${label ?? stats.name}${disturbed ? '*' : ''}`,
      String(stats.connections),
      fixed(stats.seconds, 1),
      String(stats.accepted),
      fixed(postingsPerSecond(stats), 1),
      fixed(stats.p50Ms, 2),
      fixed(stats.p99Ms, 2),
      String(failureCount(stats)),
      String(stats.rejected),
      [cpu.nodeCores, cpu.postgresCores, cpu.natsCores, cpu.otherCores, cpu.stealCores].map((c) => fixed(c, 2)).join('/'),
      ratio ? `${fixed(ratio.value, 2)} of ${ratio.to}` : '',
    ]),
    [false, true, true, true, true, true, true, true, true, true, false],
  );
}

/**
 * CPU per accepted posting of each run by where it went — the client (the raw runs' pg driver on
 * this process's main thread; the HTTP runs' load generator on its worker thread), the service's
 * request thread (this process's main thread in HTTP runs), the rest of the process (the relay
 * thread, V8's helper threads), PostgreSQL, NATS, the rest of the machine — and the postings/s
 * the machine's cores could give at that cost, with how much of it the run reached.
 */
export function cpuTable(runs: MeasuredRun[]): string {
  return table(
    ['run', 'client', 'service thread', 'rest of node', 'PostgreSQL', 'NATS', 'other', 'total ms', 'cores allow/s', 'reached'],
    runs.map((run) => {
      const perSecond = postingsPerSecond(run.stats);
      const { ms, totalMs, ceilingPerSecond } = cpuCost(run.cpu, perSecond);
      const main = run.cpu.threadCores.main ?? Number.NaN;
      const http = run.stats.driver === 'http';
      const client = http ? (run.stats.clientCpuSeconds ?? Number.NaN) / run.stats.seconds : main;
      return [
        `${runName(run)}${run.disturbed ? '*' : ''}`,
        fixed(ms(client), 2),
        http ? fixed(ms(main), 2) : '-',
        fixed(ms(run.cpu.nodeCores - main - (http ? client : 0)), 2),
        fixed(ms(run.cpu.postgresCores), 2),
        fixed(ms(run.cpu.natsCores), 2),
        fixed(ms(run.cpu.otherCores), 2),
        fixed(totalMs, 2),
        fixed(ceilingPerSecond, 0),
        `${fixed((100 * perSecond) / ceilingPerSecond, 0)} %`,
      ];
    }),
    [false, true, true, true, true, true, true, true, true, true],
  );
}

/** `void`: every run it rests on was disturbed, so it is no verdict either way. */
export function targetLine(name: string, value: number, target: number, isVoid = false): string {
  const verdict = isVoid ? 'VOID' : value >= target ? 'PASS' : 'MISS';
  return `${verdict}  ${name}: ${fixed(value, 2)} (target ≥ ${target})${isVoid ? ' — every run it rests on was disturbed; re-run on a quieter host' : ''}`;
}

export function checksBlock(checks: Check[]): string {
  return checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.name}\n        ${c.detail}`).join('\n');
}

export function profileBlock(profiles: Profile[], topStatements: number, relayThreaded = false): string {
  const out: string[] = [];
  const paused = profiles.find((p) => p.relay === 'paused');
  const running = profiles.find((p) => p.relay === 'running');
  if (paused) {
    out.push(
      `request path (relay paused): ${fixed(paused.roundTripsPerPosting, 1)} round trips (${fixed(paused.statementsPerPosting, 1)} statements) per posting; latency ${fixed(paused.latencyMs, 2)} ms, ` +
        `of which waiting on database round trips ${fixed(paused.databaseMs, 2)} ms (${fixed((100 * paused.databaseMs) / paused.latencyMs, 0)} %), ` +
        `the rest in Node (HTTP, JWT, validation, Cedar, zod, JSON) ${fixed(paused.latencyMs - paused.databaseMs, 2)} ms`,
    );
    out.push(indent(statementTable(paused, topStatements)));
  }
  if (running) {
    // With the relay running its statements overlap the requests', so only counts add up.
    const extra = paused ? running.roundTripsPerPosting - paused.roundTripsPerPosting : Number.NaN;
    out.push(
      `with the outbox relay running: ${fixed(running.roundTripsPerPosting, 1)} round trips (${fixed(running.statementsPerPosting, 1)} statements) per posting (the relay adds ${fixed(extra, 1)}, ` +
        `${relayThreaded ? 'its statements run on its own thread and connection and are not counted here' : 'on the same pool'}); latency ${fixed(running.latencyMs, 2)} ms`,
    );
    if (paused) {
      const before = new Map(paused.statements.map((s) => [s.statement, s.perPosting]));
      const added = running.statements
        .map((s) => ({ ...s, perPosting: s.perPosting - (before.get(s.statement) ?? 0) }))
        .filter((s) => s.perPosting > 0.05);
      out.push(indent(table(['added/posting', 'mean ms', 'statement'], added.map((s) => [fixed(s.perPosting, 2), fixed(s.meanMs, 3), s.statement]), [true, true, false])));
    }
  }
  return out.join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

function statementTable(profile: Profile, top: number): string {
  return table(
    ['per posting', 'mean ms', 'statement'],
    profile.statements.slice(0, top).map((s) => [fixed(s.perPosting, 2), fixed(s.meanMs, 3), s.statement]),
    [true, true, false],
  );
}
