// The ledger's own consumer of vert:ledger:posting:async:request: processes pending batches.
// Infrastructure failures roll back, are recorded as the batch's processing_error (listed by
// GET /v1/post-posting-failures) and are redelivered by the bus.
import type { Database } from '../../../platform/db/pool.ts';
import type { ServiceConsumer } from '../../../platform/host.ts';
import { processAsyncBatch } from './engine.ts';
import { recordProcessingError } from './queries.ts';

export const ASYNC_POSTINGS_CONSUMER = 'ledger-async-postings';

export function postingConsumers(db: Database): ServiceConsumer[] {
  return [
    {
      name: ASYNC_POSTINGS_CONSUMER,
      patterns: ['vert:ledger:posting:async:request'],
      handle: async (tx, event) => {
        await processAsyncBatch(tx, event.env_id, String(event.data.posting_id), {
          actor: ASYNC_POSTINGS_CONSUMER,
          ...(event.correlation_id ? { correlationId: event.correlation_id } : {}),
        });
      },
      onError: (event, error) =>
        db.withTenant(event.env_id, (tx) => recordProcessingError(tx, event.env_id, String(event.data.posting_id), String(error))),
    },
  ];
}
