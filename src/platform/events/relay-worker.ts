// Entry of the outbox relay thread (see relay-thread.ts): one database connection, one NATS
// connection, the ordinary relay; commands from the service's thread start, stop, drain, wake
// and close it.
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../db/pool.ts';
import { createLogger } from '../logger.ts';
import { sleepGate } from './kick-signal.ts';
import { NatsBus } from './nats-bus.ts';
import { createRelay } from './relay.ts';
import type { RelayAnswer, RelayCommand, RelayThreadData } from './relay-thread.ts';

const data = workerData as RelayThreadData;
const port = parentPort!;
const logger = createLogger(data.logLevel);

const db = await createDatabase({ url: data.databaseUrl, poolSize: 1, logger });
const bus = await NatsBus.connect(data.natsUrl, logger);
// The service's thread reports its commits through the shared kick signal, and posts a `kick`
// only to wake the relay from its idle wait; the relay's own poll covers the rest.
const relay = createRelay({ db, bus, schemas: data.schemas, logger, sleepGate: sleepGate(data.kickSignal), retentionHours: data.retentionHours });

const answer = (message: RelayAnswer) => port.postMessage(message);

port.on('message', (command: RelayCommand) => {
  if (command.kind === 'kick') return relay.kick();
  const run = async (): Promise<number | undefined> => {
    switch (command.kind) {
      case 'start':
        relay.start();
        return undefined;
      case 'stop':
        await relay.stop();
        return undefined;
      case 'drain':
        return relay.drainOnce();
      case 'prune':
        return relay.pruneOnce();
      case 'close':
        await relay.stop();
        await bus.close();
        await db.end();
        return undefined;
    }
  };
  run().then(
    (value) => answer({ kind: 'done', id: command.id, ...(value !== undefined ? { value } : {}) }),
    (error: unknown) => answer({ kind: 'done', id: command.id, error: (error as Error)?.message ?? String(error) }),
  );
});

answer({ kind: 'ready' });
