// Worker thread of `npm run bench:fdx` (BENCH_LEDGER_THREAD=1, the default): the ledger service
// hosted on an event loop of its own, as a deployment runs each service in its own process. The
// thread starts its own platform on the same engines and the same data directory (so the same
// development issuer key: the fdx service's credentials verify here), hosts the ledger on an
// ephemeral port and reports its URL; the fdx service reaches it over real HTTP, as before.
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../../src/platform/config.ts';
import { currentThreadId } from '../bench/cpu.ts';
import { hostService } from '../../src/platform/host.ts';
import { startPlatform } from '../../src/platform/runtime.ts';
import { createLedgerService } from '../../src/services/ledger/service.ts';

export interface LedgerThreadJob {
  env: Record<string, string | undefined>;
}

const port = parentPort!;
const job = workerData as LedgerThreadJob;
try {
  const platform = await startPlatform({ config: loadConfig(job.env), services: 1 });
  const ledger = await hostService(platform, createLedgerService, { host: '127.0.0.1', port: 0 });
  port.on('message', (message: string) => {
    if (message !== 'close') return;
    void (async () => {
      await ledger.close();
      await platform.close();
      port.postMessage({ kind: 'closed' });
    })();
  });
  port.postMessage({ kind: 'ready', url: ledger.url, tid: currentThreadId() });
} catch (error) {
  port.postMessage({ kind: 'failed', error: (error as Error)?.stack ?? String(error) });
}
