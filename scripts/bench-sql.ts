// `npm run bench:sql`: CPU of composing the posting write — the one statement a transfer's
// writes go in (batch row, instruction, audit, outbox, two balances, two legs; about 4 KB of SQL
// and 60 values) — from parts (ADR 0023) against the same parts nested as slonik fragments, in
// one process, alternating rounds. Prints µs per statement for each and their ratio.
//
// Knobs (environment): BENCH_STATEMENTS (20 000 per round), BENCH_ROUNDS (5).
import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { intFromEnv } from './bench/env.ts';
import { money } from '../src/platform/money.ts';
import { asFragment, statement } from '../src/platform/db/template.ts';
import * as q from '../src/services/ledger/postings/queries.ts';

const ENV_ID = 'bench-sql';

/** The parts of a transfer's write, as the engine builds them for an accepted batch. */
function transferWrite() {
  const postingId = randomUUID();
  const [debtor, creditor] = [randomUUID(), randomUUID()];
  const correlationId = randomUUID();
  const instruction: q.NewInstruction = {
    id: randomUUID(),
    seq: 0,
    type: 'transfer',
    clientTransactionId: randomUUID(),
    body: { type: 'transfer', client_transaction_id: 'ct', transfer: { amount: '12.34', denomination: 'GBP', debtor_target_account: { account_id: debtor }, creditor_target_account: { account_id: creditor } } },
    committedPostings: [{ account_id: debtor, amount: '12.34', credit: false }, { account_id: creditor, amount: '12.34', credit: true }],
    status: 'completed',
    failureReason: null,
  };
  const key = (accountId: string) => ({ accountId, address: 'DEFAULT', asset: 'COMMERCIAL_BANK_MONEY', denomination: 'GBP', phase: 'committed' as const });
  const head = q.insertPostingHead(ENV_ID, {
    id: postingId,
    batchId: 'batch',
    idempotencyKey: randomUUID(),
    requestHash: 'f'.repeat(64),
    mode: 'sync',
    status: 'accepted',
    violations: [],
    valueTimestamp: new Date().toISOString(),
    batchDetails: {},
    createdBy: 'client:bench',
    correlationId,
  });
  const parts = [
    q.instructionsPart(ENV_ID, [instruction]),
    q.auditPart(ENV_ID, { actor: 'client:bench', action: 'posting.created', target: postingId, detail: { batch_id: 'batch' } }, correlationId),
    q.outboxPart(ENV_ID, 'vert:ledger:posting:created', { posting_id: postingId, batch_id: 'batch' }, correlationId),
    q.balancesPart(ENV_ID, [debtor, creditor].map((id) => ({ ...key(id), amount: '100.00', debit: '0', credit: '12.34' })), 'set'),
    q.transactionsPart(
      ENV_ID,
      postingId,
      new Date().toISOString(),
      [debtor, creditor].map((id, i) => ({
        id: randomUUID(),
        leg: { ...key(id), credit: i === 1, amount: money('12.34') },
        instructionId: instruction.id,
        clientTransactionId: instruction.clientTransactionId,
        instructionType: 'transfer',
        balanceAfter: '100.00',
        laterDelta: '0',
      })),
      false,
    ),
  ];
  return { head, parts };
}

/** The statement `writeBatch` sends, composed from parts … */
function composeWithParts(): { sql: string; values: readonly unknown[] } {
  const { head, parts } = transferWrite();
  return statement(q.postingRow, q.batchWrite(head, parts));
}

/** … and the same tree of parts nested as slonik fragments, as it was composed before. */
function composeAsFragments(): { sql: string; values: readonly unknown[] } {
  const { head, parts } = transferWrite();
  return sql.type(q.postingRow)`${asFragment(q.batchWrite(head, parts))}`;
}

/** CPU µs per statement over `count` compositions; building the parts is in both sides. */
function measure(compose: () => { sql: string }, count: number): number {
  let length = 0;
  const started = process.cpuUsage();
  for (let i = 0; i < count; i += 1) length += compose().sql.length;
  const used = process.cpuUsage(started);
  if (length === 0) throw new Error('nothing composed');
  return (used.user + used.system) / count;
}

function main(): void {
  const count = intFromEnv('BENCH_STATEMENTS', 20_000, 100, 10_000_000);
  const rounds = intFromEnv('BENCH_ROUNDS', 5, 1, 100);
  const sample = composeWithParts();
  console.log('Posting write composition benchmark —', new Date().toISOString());
  console.log(`statement: ${sample.sql.length} characters, ${sample.values.length} values; ${count} statements per round, ${rounds} rounds, Node ${process.version}`);
  measure(composeWithParts, count); // warm-up: both paths optimised before the first round
  measure(composeAsFragments, count);
  const parts: number[] = [];
  const fragments: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    parts.push(measure(composeWithParts, count));
    fragments.push(measure(composeAsFragments, count));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log();
  console.log('round  parts µs  nested fragments µs');
  parts.forEach((value, i) => console.log(`${String(i + 1).padStart(5)}  ${value.toFixed(1).padStart(8)}  ${fragments[i]!.toFixed(1).padStart(19)}`));
  console.log();
  console.log(`median: parts ${median(parts).toFixed(1)} µs, nested fragments ${median(fragments).toFixed(1)} µs per statement — parts take ${(median(parts) / median(fragments)).toFixed(2)} of the time`);
}

main();
