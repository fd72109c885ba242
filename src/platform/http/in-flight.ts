// Work a service has accepted and not finished: the requests inside the pipeline's transaction
// stage. A shutdown waits for it to settle before the pools close, so no request is cut off in
// the middle of its transaction (a client that hung up included: its work still commits or rolls
// back as a whole).

export class InFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  /** Counts `work` until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.count += 1;
    return work.finally(() => {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** How much work is in flight now. */
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
}
