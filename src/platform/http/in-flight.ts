// Requests a service has accepted and not finished. A request counts from the moment the
// pipeline sees it until its response is closed (sent, or the client gone) and every piece of
// work it started has settled: a handler whose client hung up still runs its transaction to the
// end. A shutdown waits for the count to reach zero before the pools close, so no request is cut
// off in the middle of its transaction.

export interface RequestTracking {
  /** Keeps the request counted until `work` settles too; returns it. */
  during<T>(work: Promise<T>): Promise<T>;
}

export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  /** Counts a request until `response` emits 'close' and all work given to `during` has settled. */
  request(response: { once(event: 'close', listener: () => void): unknown }): RequestTracking {
    this.count += 1;
    let open = 1;
    const release = () => {
      open -= 1;
      if (open === 0) this.leave();
    };
    response.once('close', release);
    return {
      during: (work) => {
        // Work that starts after the request was released (its client hung up before the
        // pipeline got this far) counts the request again until the work settles: it may hold a
        // transaction, and releasing it twice would drive the count below zero.
        if (open === 0) this.count += 1;
        open += 1;
        return work.finally(release);
      },
    };
  }

  /** How many requests are in flight now. */
  get size(): number {
    return this.count;
  }

  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(wake);
    });
  }

  private leave(): void {
    this.count -= 1;
    if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
  }
}
