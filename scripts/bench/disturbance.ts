// Runs disturbed by other work on a shared machine: other processes, or the hypervisor taking
// the virtual CPUs (steal). Both benchmarks repeat such a run and report the least disturbed
// attempt. The choice looks only at what other work took, never at a run's throughput, and
// applies to baseline and HTTP runs alike; the attempts set aside are printed too.
import type { CpuShare } from './cpu.ts';

/** Cores of other processes during a run above which it counts as disturbed (clean runs here: < 0.2). */
export const DISTURBED_OTHER_CORES = 0.3;
/**
 * Cores the hypervisor took (steal) above which a run counts as disturbed. Steal of 0.15–0.2
 * cores (under a tenth of this 2-core machine) cut an HTTP run's throughput by a quarter or more,
 * as every wake-up of an idle virtual CPU then waits for the host; clean runs here: ≤ 0.05.
 */
export const DISTURBED_STEAL_CORES = 0.08;

export const stealOf = (cpu: CpuShare): number => (Number.isFinite(cpu.stealCores) ? cpu.stealCores : 0);
/** Cores other work took during a run: other processes, and the hypervisor. */
export const takenFrom = (cpu: CpuShare): number => cpu.otherCores + stealOf(cpu);
export const isDisturbed = (cpu: CpuShare): boolean => cpu.otherCores > DISTURBED_OTHER_CORES || stealOf(cpu) > DISTURBED_STEAL_CORES;

/** The progress line of a disturbed attempt. */
export const disturbedLine = (name: string, cpu: CpuShare, repeating: boolean) =>
  `${name}: ${cpu.otherCores.toFixed(2)} cores went to other work, ${stealOf(cpu).toFixed(2)} to the hypervisor${repeating ? '; repeating' : ''}`;

/** The report line listing the attempts set aside, with their throughput (`unit`: "/s", " req/s"). */
export const setAsideLine = (runs: ReadonlyArray<{ name: string; perSecond: number; cpu: CpuShare }>, unit: string) =>
  `set aside (disturbed; a repeat was less so): ${runs
    .map((r) => `${r.name} ${r.perSecond.toFixed(1)}${unit} (other ${r.cpu.otherCores.toFixed(2)}, steal ${stealOf(r.cpu).toFixed(2)})`)
    .join('; ')}`;

export const disturbanceNote = (retries: number) =>
  `more than ${DISTURBED_OTHER_CORES} cores went to other work, or more than ${DISTURBED_STEAL_CORES} to the hypervisor, during this run even after ${retries} repeats: its figures are depressed`;

/**
 * Runs `attempt(0)`, and again (`attempt(1)`, …, at most `retries` more times) while the last
 * attempt was disturbed, saying so through `progress`; returns the least disturbed attempt and
 * the others.
 */
export async function leastDisturbed<T extends { stats: { name: string }; cpu: CpuShare }>(
  retries: number,
  attempt: (n: number) => Promise<T>,
  progress: (line: string) => void,
): Promise<{ best: T; setAside: T[] }> {
  const tried: T[] = [];
  for (let n = 0; n <= retries; n += 1) {
    const result = await attempt(n);
    tried.push(result);
    if (!isDisturbed(result.cpu)) break;
    progress(disturbedLine(result.stats.name, result.cpu, n < retries));
  }
  const best = tried.reduce((a, b) => (takenFrom(b.cpu) < takenFrom(a.cpu) ? b : a));
  return { best, setAside: tried.filter((t) => t !== best) };
}
