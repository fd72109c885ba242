// HostedService.workers: background loops start once the service listens (its URL is
// registered) and stop, awaited, when the service closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostService, type HostedService, type ServiceFactory } from '../../src/platform/host.ts';
import { startTestPlatform, type TestPlatform } from '../support/platform.ts';

describe('hosted service workers', () => {
  let t: TestPlatform;
  const log: string[] = [];
  let urlAtStart: string | undefined;

  const probe: ServiceFactory = ({ platform }): HostedService => ({
    name: 'probe',
    apis: [{ name: 'probe', document: { openapi: '3.1.0', info: { title: 'probe', version: '1' }, paths: {} } as never }],
    handlers: {},
    workers: [
      {
        start() {
          urlAtStart = platform.directory.url('probe');
          log.push('start');
        },
        async stop() {
          await new Promise((resolve) => setTimeout(resolve, 10));
          log.push('stopped');
        },
      },
    ],
  });

  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.close());

  it('starts workers after the listener is up and stops them on close', async () => {
    const running = await hostService(t.platform, probe, { host: '127.0.0.1', port: 0 });
    expect(log).toEqual(['start']);
    expect(urlAtStart).toBe(running.url);
    await running.close();
    expect(log).toEqual(['start', 'stopped']);
  });
});
