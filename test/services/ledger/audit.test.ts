import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducer } from '../../../src/platform/events/producer.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

describe('GET /v1/audit', () => {
  let t: TestPlatform;
  let url: string;
  let envId: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    url = `${t.service('ledger').url}/v1/audit`;
    envId = await t.newEnvironment('audit');
    token = await t.token({ scopes: ['vert:ledger:audit:read'], envId, service: 'ledger' });
    const producer = createProducer('ledger');
    // One transaction each: entries written back to back in one transaction can share their
    // clock_timestamp() microsecond, and the journal orders ties by id, not by insertion.
    for (let i = 0; i < 7; i++) {
      await t.service('ledger').db.withTenant(envId, (tx) => producer.audit(tx, envId, { actor: 'teller-1', action: 'test.entry', target: `t${i}`, detail: { i } }));
    }
  });
  afterAll(() => t.close());

  it('starts with the environment initialisation entry', async () => {
    const response = await call(`${url}?action=environment.initialized`, { token });
    expect(response.status).toBe(200);
    expect(response.json.items).toEqual([
      expect.objectContaining({ actor: 'platform', action: 'environment.initialized', detail: { display_name: `Test ${envId}` } }),
    ]);
    expect(response.json.next_cursor).toBeNull();
  });

  it('pages newest first without skipping or repeating', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; json: { items: Array<{ target: string }>; next_cursor: string | null } } = await call(
        `${url}?action=test.entry&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((i) => i.target));
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['t6', 't5', 't4', 't3', 't2', 't1', 't0']);
  });

  it('sees only its own environment', async () => {
    const other = await t.newEnvironment('audit-other');
    const otherToken = await t.token({ scopes: ['vert:ledger:audit:read'], envId: other, service: 'ledger' });
    const response = await call(`${url}?action=test.entry`, { token: otherToken });
    expect(response.json.items).toEqual([]);
  });

  it('rejects a forged cursor and an out-of-range limit with 400', async () => {
    expect((await call(`${url}?cursor=bm90LWEtY3Vyc29y`, { token })).json.code).toBe('invalid_cursor');
    expect((await call(`${url}?limit=1000`, { token })).status).toBe(400);
  });

  it('lists action logs: every gate decision on ledger operations, allowed and denied', async () => {
    const postingsUrl = `${t.service('ledger').url}/v1/postings`;
    const reader = await t.token({ scopes: ['vert:ledger:postings:read'], envId, service: 'ledger', subject: 'auditor-1' });
    const outsider = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger', subject: 'outsider-1' });
    expect((await call(postingsUrl, { token: reader, headers: { 'x-platform-correlation-id': 'allowed-call' } })).status).toBe(200);
    expect((await call(postingsUrl, { token: outsider })).status).toBe(403);

    const logs = (await call(`${url.replace('/v1/audit', '/v1/audit/action-logs')}?operation_id=listPostingBatches`, { token })).json.items;
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operation_id: 'listPostingBatches', decision: 'allow', principal: expect.stringContaining('auditor-1'), correlation_id: 'allowed-call' }),
        expect.objectContaining({ operation_id: 'listPostingBatches', decision: 'deny', principal: expect.stringContaining('outsider-1'), reasons: ['scope_prefilter'] }),
      ]),
    );
    const denied = (await call(`${url.replace('/v1/audit', '/v1/audit/action-logs')}?decision=deny`, { token })).json.items;
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.every((l: { decision: string }) => l.decision === 'deny')).toBe(true);
  });
});
