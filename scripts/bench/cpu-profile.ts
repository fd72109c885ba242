// BENCH_PROFILE=<file>: a V8 CPU profile of this process (services, relays) while `fn` runs,
// for chrome://inspect or speedscope. Without the knob `fn` simply runs.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profiled<T>(label: string, fn: () => Promise<T>, progress: (line: string) => void): Promise<T> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    progress(`CPU profile of ${label} written to ${file}`);
  }
}
