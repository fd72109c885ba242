// Commit kicks for a relay on another thread (ADR 0021), without a message per commit. A kick only
// matters while the relay sleeps between polls: while it claims, publishes or lets commits gather,
// its next claim sees every commit anyway. So the two threads share one word:
// - the relay marks itself SLEEPING before it waits for a kick or its poll, and BUSY when it wakes;
// - a commit on the service's thread posts a kick only when it turns SLEEPING into BUSY; while the
//   relay is BUSY it just marks PENDING, and the relay, about to sleep, runs another pass instead.
// One message per sleep instead of one per commit, and no commit that lands during a pass waits
// for the poll (a kick during a pass used to be dropped).

const BUSY = 0;
const PENDING = 1;
const SLEEPING = 2;

/** The shared word, created by the service's thread and handed to the relay's thread. */
export function createKickSignal(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** The service's side: `kick()` after a commit; `post` wakes the sleeping relay (a thread message). */
export function kicker(signal: SharedArrayBuffer, post: () => void): () => void {
  const word = new Int32Array(signal);
  return () => {
    for (;;) {
      const state = Atomics.load(word, 0);
      if (state === PENDING) return;
      if (state === SLEEPING) {
        if (Atomics.compareExchange(word, 0, SLEEPING, BUSY) === SLEEPING) return post();
      } else if (Atomics.compareExchange(word, 0, BUSY, PENDING) === BUSY) {
        return;
      }
    }
  };
}

/** The relay's side, around its idle wait. */
export interface SleepGate {
  /** Before the idle wait: false when a commit arrived during the pass (run another pass instead). */
  enter(): boolean;
  /** After the idle wait, however it ended (a kick or the poll). */
  leave(): void;
}

export function sleepGate(signal: SharedArrayBuffer): SleepGate {
  const word = new Int32Array(signal);
  return {
    enter() {
      const previous = Atomics.compareExchange(word, 0, BUSY, SLEEPING);
      if (previous === PENDING) {
        Atomics.store(word, 0, BUSY);
        return false;
      }
      return true;
    },
    leave() {
      // Ended by the poll: still SLEEPING. Ended by a kick, the kicker already made it BUSY, and
      // commits since then may have made it PENDING, which must survive until the next `enter`.
      Atomics.compareExchange(word, 0, SLEEPING, BUSY);
    },
  };
}
