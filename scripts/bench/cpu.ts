// Where the CPU went during a run, in cores: this Node process (service, relay and load
// worker), PostgreSQL (every `postgres` process, including backends that exited, which the
// postmaster's reaped-children counters keep), NATS, and everything else on the machine (the
// kernel's network processing, and whatever other work shares it). On a 2-core box this says whether a run was
// CPU-bound, on which side, and whether something else disturbed it. Linux only; elsewhere
// the machine-wide figures read as n/a.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { cpus } from 'node:os';

/** USER_HZ: /proc reports process times in 1/100 s on every Linux platform Node supports. */
const TICKS_PER_SECOND = 100;

export interface CpuShare {
  /** Cores this process used on average. */
  nodeCores: number;
  /** Cores PostgreSQL used on average (NaN when it is not a local process, or not Linux). */
  postgresCores: number;
  /** Cores nats-server used on average (NaN when it is not a local process). */
  natsCores: number;
  /** Cores everything else used on average, steal excluded (NaN when unknown). */
  otherCores: number;
  /** Cores the hypervisor took from this virtual machine while they had work (NaN when unknown). */
  stealCores: number;
  machineCores: number;
  /** Cores each named thread of this process used on average (see `cpuMeter`'s `threads`). */
  threadCores: Record<string, number>;
}

/** The operating system's id of the calling thread (main or worker), for `cpuMeter`'s `threads`; undefined off Linux. */
export function currentThreadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return undefined;
  }
}

/** CPU ticks of one thread of this process (NaN when it is gone, or not Linux). */
export function threadTicks(tid: number | undefined): number {
  if (tid === undefined) return Number.NaN;
  try {
    return statTicks(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')).own;
  } catch {
    return Number.NaN;
  }
}

/**
 * A /proc `stat` line: the command, and CPU ticks of its own (utime + stime) and of the children
 * it reaped (cutime + cstime). Fields after the command: state(3) … utime(14) stime(15)
 * cutime(16) cstime(17).
 */
function statTicks(stat: string): { command: string; own: number; children: number } {
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    own: Number(fields[11]) + Number(fields[12]),
    children: Number(fields[13]) + Number(fields[14]),
  };
}

/**
 * The machine's ticks: busy, total, and stolen — time a virtual CPU was ready to run while the
 * hypervisor ran something else (`steal`, the eighth column of /proc/stat's cpu line).
 */
function machineTicks(): { busy: number; total: number; steal: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total, steal: ticks[7] ?? 0 };
  } catch {
    return { busy: Number.NaN, total: Number.NaN, steal: Number.NaN };
  }
}

/** CPU ticks of every local process named `command`, plus what they collected from exited children. */
function processTicks(command: string): number {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  for (const pid of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const parsed = statTicks(stat);
    if (parsed.command !== command) continue;
    found = true;
    ticks += parsed.own + parsed.children;
  }
  return found ? ticks : Number.NaN;
}

export interface CpuMeter {
  stop(): CpuShare;
}

/** `threads`: named threads of this process (ids from `currentThreadId`) to account for separately. */
export function cpuMeter(threads: Record<string, number | undefined> = {}): CpuMeter {
  const startedMs = performance.now();
  const startThreads = Object.entries(threads).map(([name, tid]) => ({ name, tid, ticks: threadTicks(tid) }));
  const startProcess = process.cpuUsage();
  const startMachine = machineTicks();
  const startPostgres = processTicks('postgres');
  const startNats = processTicks('nats-server');
  return {
    stop() {
      const wallSeconds = (performance.now() - startedMs) / 1000;
      const usage = process.cpuUsage(startProcess);
      const nodeCores = (usage.user + usage.system) / 1e6 / wallSeconds;
      const machine = machineTicks();
      const machineCores = cpus().length;
      const elapsedTicks = machine.total - startMachine.total;
      const busyCores = ((machine.busy - startMachine.busy) / elapsedTicks) * machineCores;
      const stealCores = ((machine.steal - startMachine.steal) / elapsedTicks) * machineCores;
      const postgresCores = (processTicks('postgres') - startPostgres) / TICKS_PER_SECOND / wallSeconds;
      const natsCores = (processTicks('nats-server') - startNats) / TICKS_PER_SECOND / wallSeconds;
      const known = (value: number) => (Number.isFinite(value) ? value : 0);
      const otherCores = Math.max(0, busyCores - nodeCores - known(postgresCores) - known(natsCores) - known(stealCores));
      const threadCores = Object.fromEntries(startThreads.map(({ name, tid, ticks }) => [name, (threadTicks(tid) - ticks) / TICKS_PER_SECOND / wallSeconds]));
      return { nodeCores, postgresCores, natsCores, otherCores, stealCores, machineCores, threadCores };
    },
  };
}

/** Cores busy over a short idle sample, before anything of ours runs: other work on the machine. */
export async function backgroundLoad(sampleMs = 2000): Promise<number> {
  const meter = cpuMeter();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const share = meter.stop();
  const known = (value: number) => (Number.isFinite(value) ? value : 0);
  return share.nodeCores + known(share.postgresCores) + known(share.natsCores) + share.otherCores + known(share.stealCores);
}

/** Cores PostgreSQL uses over `sampleMs` (NaN when it is not a local process). */
export async function postgresLoad(sampleMs = 1000): Promise<number> {
  const meter = cpuMeter();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  return meter.stop().postgresCores;
}

/** A run's CPU per unit of work (a posting, a data call), from its average cores and units per second. */
export interface CpuCost {
  /** Milliseconds of CPU per unit for `cores` average cores (NaN when unknown). */
  ms(cores: number): number;
  /** Node + PostgreSQL + NATS + everything else; steal is the hypervisor's, not this machine's work. */
  totalMs: number;
  /** Units per second this machine's cores could give at that cost, were they all busy with it. */
  ceilingPerSecond: number;
}

export function cpuCost(cpu: CpuShare, unitsPerSecond: number): CpuCost {
  const ms = (cores: number) => (unitsPerSecond > 0 && Number.isFinite(cores) ? (cores / unitsPerSecond) * 1000 : Number.NaN);
  const known = (n: number) => (Number.isFinite(n) ? n : 0);
  const totalMs = ms(cpu.nodeCores) + known(ms(cpu.postgresCores)) + known(ms(cpu.natsCores)) + ms(cpu.otherCores);
  return { ms, totalMs, ceilingPerSecond: (cpu.machineCores * 1000) / totalMs };
}
