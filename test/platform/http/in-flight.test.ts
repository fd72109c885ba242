import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { InFlight } from '../../../src/platform/http/in-flight.ts';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A shutdown's wait that has not ended 20 ms in; `settled` resolves with its outcome later. */
async function stillWaiting(inFlight: InFlight): Promise<{ settled: Promise<boolean> }> {
  let idle = false;
  const settled = inFlight.settled(5_000).then((value) => (idle = value));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(idle).toBe(false);
  return { settled };
}

describe('InFlight', () => {
  it('counts a request until its response is closed and its work has settled, whichever is last', async () => {
    const inFlight = new InFlight();
    const response = new EventEmitter();
    const tracking = inFlight.request(response);
    const work = deferred();
    const tracked = tracking.during(work.promise);
    expect(inFlight.size).toBe(1);

    response.emit('close'); // the client hung up; the work goes on
    expect(inFlight.size).toBe(1);
    const { settled } = await stillWaiting(inFlight);

    work.resolve();
    await tracked;
    expect(await settled).toBe(true);
    expect(inFlight.size).toBe(0);
  });

  it('releases a request whose work failed, and answers at once when nothing is in flight', async () => {
    const inFlight = new InFlight();
    expect(await inFlight.settled(0)).toBe(true);
    const response = new EventEmitter();
    const work = deferred();
    const tracked = inFlight.request(response).during(work.promise);
    work.reject(new Error('rolled back'));
    await expect(tracked).rejects.toThrow('rolled back');
    expect(inFlight.size).toBe(1); // the response is still open
    response.emit('close');
    expect(inFlight.size).toBe(0);
  });

  it('counts work that starts after the client hung up, and never counts below zero', async () => {
    const inFlight = new InFlight();
    const response = new EventEmitter();
    const tracking = inFlight.request(response);
    response.emit('close'); // gone before the pipeline reached its transaction
    expect(inFlight.size).toBe(0);

    const work = deferred();
    const tracked = tracking.during(work.promise);
    expect(inFlight.size).toBe(1); // the transaction still runs: a shutdown must wait for it
    const { settled } = await stillWaiting(inFlight);

    work.resolve();
    await tracked;
    expect(await settled).toBe(true);
    expect(inFlight.size).toBe(0);

    // a second request is counted from zero, not from minus one
    inFlight.request(new EventEmitter());
    expect(inFlight.size).toBe(1);
  });

  it('gives up after the timeout and forgets its waiter', async () => {
    const inFlight = new InFlight();
    inFlight.request(new EventEmitter());
    const started = performance.now();
    expect(await inFlight.settled(50)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(inFlight.size).toBe(1);
  });
});
