// pglite-socket (0.2.17) multiplexes client connections onto one PGlite backend and keeps a
// client's messages together only while a transaction is open. Outside a transaction, two
// clients' extended-protocol sequences (Parse, Bind, Execute … Sync) interleave and one
// destroys the other's unnamed statement ("unnamed prepared statement does not exist"). This
// replaces the queue's scheduler so that a client keeps the backend from its first extended
// message until its Sync (or for a whole transaction, as before); a failing message no longer
// wedges the queue. The shape of the queue is pinned by the exact dependency version.

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
/** Parse, Bind, Describe, Execute, Close, Flush: a sequence that must reach its Sync undisturbed. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

export function makeQueueSequenceSafe(server: unknown): void {
  const queue = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function' || !Array.isArray(queue.queue)) {
    throw new Error('pglite-socket internals changed: review src/platform/db/pglite-queue.ts');
  }
  let sequenceOwner: number | null = null;

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    if (sequenceOwner === handlerId) sequenceOwner = null;
    clear(handlerId);
  };

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.db.isInTransaction() && this.lastHandlerId !== null ? this.lastHandlerId : sequenceOwner;
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1) as [QueuedMessage];
        const type = item.message[0];
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        } finally {
          if (type === SYNC || type === SIMPLE_QUERY) sequenceOwner = null;
          else if (type !== undefined && EXTENDED.has(type)) sequenceOwner = item.handlerId;
          this.lastHandlerId = item.handlerId;
        }
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
