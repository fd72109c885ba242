// The outbox relay on a thread of its own (ADR 0021): with NATS JetStream as the bus, a service's
// relay runs in a worker thread with its own database connection and its own NATS connection, so
// claiming, publishing and marking never take the request thread's CPU or one of the request
// pool's connections. Same relay, same guarantees (createRelay): the worker only hosts it.
// The in-process bus lives in the main thread, so with it the relay stays there.
import type { Logger } from '../logger.ts';
import { startTypeScriptWorker } from '../typescript-worker.ts';
import { createKickSignal, kicker } from './kick-signal.ts';
import type { Relay } from './relay.ts';

export interface RelayThreadOptions {
  /** The service's database URL (the application login); the worker opens one connection. */
  databaseUrl: string;
  natsUrl: string;
  schemas: string[];
  logLevel: string;
  logger?: Logger;
  /** Published rows created more than this many hours ago are deleted (ADR 0025); 0 or unset keeps them. */
  retentionHours?: number;
}

/** What the worker receives as workerData. */
export type RelayThreadData = Omit<RelayThreadOptions, 'logger'> & { kickSignal: SharedArrayBuffer };

/** Messages to the worker. */
export type RelayCommand = { kind: 'start' | 'stop' | 'drain' | 'prune' | 'close'; id: number } | { kind: 'kick' };
/** Answers from the worker. */
export type RelayAnswer = { kind: 'ready' } | { kind: 'done'; id: number; value?: number; error?: string };

/** Boots the worker relay; resolves once its connections are open (stopped until `start`). */
export async function createRelayThread(options: RelayThreadOptions): Promise<Relay & { close(): Promise<void> }> {
  const kickSignal = createKickSignal();
  const data: RelayThreadData = {
    databaseUrl: options.databaseUrl,
    natsUrl: options.natsUrl,
    schemas: options.schemas,
    logLevel: options.logLevel,
    kickSignal,
    retentionHours: options.retentionHours,
  };
  const worker = startTypeScriptWorker(new URL('./relay-worker.ts', import.meta.url), data);
  const pending = new Map<number, { resolve: (value: number) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let exited = false;
  worker.on('message', (answer: RelayAnswer) => {
    if (answer.kind !== 'done') return;
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error !== undefined) waiter?.reject(new Error(answer.error));
    else waiter?.resolve(answer.value ?? 0);
  });
  worker.on('error', (error) => options.logger?.error({ err: error }, 'outbox relay thread failed'));
  worker.on('exit', (code) => {
    exited = true;
    for (const waiter of pending.values()) waiter.reject(new Error(`the outbox relay thread exited (${code})`));
    pending.clear();
  });
  await new Promise<void>((resolve, reject) => {
    let failure: Error | undefined;
    const onError = (error: Error) => (failure = error);
    const onMessage = (answer: RelayAnswer) => {
      if (answer.kind !== 'ready') return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', onError);
      resolve();
    };
    const onExit = (code: number) => reject(new Error(`the outbox relay thread exited before it was ready (${code})${failure ? `: ${failure.message}` : ''}`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.once('exit', onExit);
  });

  const ask = (kind: 'start' | 'stop' | 'drain' | 'prune' | 'close') =>
    new Promise<number>((resolve, reject) => {
      if (exited) return reject(new Error('the outbox relay thread has exited'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ kind, id } satisfies RelayCommand);
    });

  // A message only when the relay sleeps; otherwise the shared signal records the commit.
  const kick = kicker(kickSignal, () => {
    if (!exited) worker.postMessage({ kind: 'kick' } satisfies RelayCommand);
  });

  return {
    drainOnce: () => ask('drain'),
    pruneOnce: () => ask('prune'),
    kick,
    start: () => {
      void ask('start').catch((error: unknown) => options.logger?.error({ err: error }, 'outbox relay thread did not start'));
    },
    stop: async () => {
      await ask('stop');
    },
    close: async () => {
      if (exited) return;
      await ask('close');
      await worker.terminate();
    },
  };
}
