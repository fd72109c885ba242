// A constant-arrival-rate HTTP/1.1 load generator (open loop), for runs judged on latency at a
// given request rate. Request i is due at start + i / rate, whatever happened to the requests
// before it; a due request goes out on the first idle keep-alive connection, or waits in the
// generator's queue while every connection is busy. Its latency runs from the moment it was due,
// not from the moment it was written, so time spent queued behind a slow service counts (no
// coordinated omission, as in wrk2 or vegeta).
//
// autocannon's `overallRate` is not this: each connection sends back to back until it has used
// its share of the second, then waits for the next second (autocannon issue #174), so a "300
// requests/s" run is a burst at full speed followed by a pause, and its latencies are those of a
// saturated service.
//
// The client is deliberately small: one request at a time per connection, responses framed by
// Content-Length (every response of the platform's services has one; anything else fails the
// request and reopens the connection).
import net from 'node:net';

export interface OpenLoopOptions {
  /** The service's origin, e.g. http://127.0.0.1:4001. */
  url: string;
  connections: number;
  /** Requests per second, spread evenly over the run. */
  rate: number;
  seconds: number;
  /** The whole request (request line, headers, blank line, body) of the next request. */
  request: () => string;
  /** Called with every response received and its latency (ms, from its due time). */
  onResponse?: (status: number, body: Buffer, latencyMs: number) => void;
  /** How long after the last due time outstanding requests may still finish (default 30 s). */
  drainMs?: number;
}

export interface OpenLoopResult {
  /** Requests due during the run (rate × seconds). */
  due: number;
  /** Requests that got a response. */
  answered: number;
  /** Requests that failed at the socket or framing level, or were still unanswered at the drain deadline. */
  errors: number;
  /** Latency of every answered request, from its due time to its response's last byte, in ms. */
  latenciesMs: Float64Array;
  /** Statuses of the responses (`onResponse` sees the bodies). */
  statuses: Record<string, number>;
  /** From the first due time to the last response, in seconds. */
  seconds: number;
  /** Time requests waited for an idle connection (due → written), in ms: p95 and maximum. */
  queuedP95Ms: number;
  queuedMaxMs: number;
  /** A few error messages, for the diagnosis. */
  errorSamples: string[];
}

const HEAD_END = Buffer.from('\r\n\r\n');

interface Pending {
  dueAt: number;
  index: number;
}

class Connection {
  private socket: net.Socket | undefined;
  private chunks: Buffer[] = [];
  private buffered = 0;
  private bodyStart = -1;
  private bodyLength = -1;
  private status = 0;
  private closeAfter = false;
  current: Pending | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly done: (connection: Connection, pending: Pending, outcome: { status: number; body: Buffer } | { error: string }) => void,
  ) {}

  send(pending: Pending, request: string): void {
    this.current = pending;
    if (!this.socket || this.socket.destroyed) this.open();
    this.socket!.write(request);
  }

  destroy(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private open(): void {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error.message));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = undefined;
      if (this.current) this.fail('connection closed before the response');
    });
    this.socket = socket;
    this.reset();
  }

  private reset(): void {
    this.chunks = [];
    this.buffered = 0;
    this.bodyStart = -1;
    this.bodyLength = -1;
    this.closeAfter = false;
  }

  private onData(chunk: Buffer): void {
    if (!this.current) return this.fail('data without a request');
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    if (this.bodyStart < 0) {
      const data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      this.chunks = [data];
      const headEnd = data.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = data.toString('latin1', 0, headEnd);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length || !(this.status >= 100)) return this.fail(`response without Content-Length or status: ${head.slice(0, 200)}`);
      this.closeAfter = /\r\nconnection:\s*close/i.test(head);
      this.bodyStart = headEnd + HEAD_END.length;
      this.bodyLength = Number(length[1]);
    }
    if (this.buffered < this.bodyStart + this.bodyLength) return;
    const data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    if (data.length > this.bodyStart + this.bodyLength) return this.fail('more bytes than the response announced');
    const body = data.subarray(this.bodyStart, this.bodyStart + this.bodyLength);
    const pending = this.current;
    const status = this.status;
    const closeAfter = this.closeAfter;
    this.current = undefined;
    this.reset();
    if (closeAfter) this.destroy();
    this.done(this, pending, { status, body });
  }

  private fail(message: string): void {
    const pending = this.current;
    this.current = undefined;
    this.destroy();
    this.reset();
    if (pending) this.done(this, pending, { error: message });
  }
}

/** Drives `rate` requests per second for `seconds` and resolves once every due request is answered (or the drain deadline passes). */
export function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(options.url);
  const due = Math.max(1, Math.round(options.rate * options.seconds));
  const intervalMs = 1000 / options.rate;
  const latencies = new Float64Array(due);
  const queued = new Float64Array(due);
  const statuses: Record<string, number> = {};
  const errorSamples: string[] = [];
  let answered = 0;
  let errors = 0;
  let lastResponseAt = 0;

  return new Promise<OpenLoopResult>((resolve) => {
    const waiting: Pending[] = [];
    let waitingHead = 0;
    const idle: Connection[] = [];
    let scheduled = 0;
    /** Requests written to a connection (in due order, so indices 0 … sent − 1). */
    let sent = 0;
    let settled = 0;
    let timer: NodeJS.Timeout | undefined;
    let drainTimer: NodeJS.Timeout | undefined;
    let finished = false;
    const start = performance.now() + 10;

    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      for (const connection of connections) connection.destroy();
      const written = queued.slice(0, sent).sort();
      const answeredLatencies = latencies.slice(0, answered);
      resolve({
        due,
        answered,
        errors: errors + (due - settled),
        latenciesMs: answeredLatencies,
        statuses,
        seconds: Math.max(0, (lastResponseAt || performance.now()) - start) / 1000,
        queuedP95Ms: written.length > 0 ? written[Math.min(written.length - 1, Math.ceil(0.95 * written.length) - 1)]! : Number.NaN,
        queuedMaxMs: written.length > 0 ? written[written.length - 1]! : Number.NaN,
        errorSamples,
      });
    };

    const dispatch = () => {
      while (waitingHead < waiting.length && idle.length > 0) {
        const pending = waiting[waitingHead]!;
        waitingHead += 1;
        const connection = idle.pop()!;
        queued[pending.index] = performance.now() - pending.dueAt;
        sent += 1;
        connection.send(pending, options.request());
      }
      if (waitingHead > 1024 && waitingHead * 2 > waiting.length) {
        waiting.splice(0, waitingHead);
        waitingHead = 0;
      }
    };

    const onDone = (connection: Connection, pending: Pending, outcome: { status: number; body: Buffer } | { error: string }) => {
      if (finished) return;
      const now = performance.now();
      settled += 1;
      if ('error' in outcome) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(outcome.error);
      } else {
        const latency = now - pending.dueAt;
        latencies[answered] = latency;
        answered += 1;
        lastResponseAt = now;
        statuses[String(outcome.status)] = (statuses[String(outcome.status)] ?? 0) + 1;
        options.onResponse?.(outcome.status, outcome.body, latency);
      }
      idle.push(connection);
      dispatch();
      if (settled === due) finish();
    };

    const connections = Array.from({ length: options.connections }, () => new Connection(hostname, Number(port), onDone));
    idle.push(...connections);

    const pump = () => {
      const now = performance.now();
      while (scheduled < due && start + scheduled * intervalMs <= now) {
        waiting.push({ dueAt: start + scheduled * intervalMs, index: scheduled });
        scheduled += 1;
      }
      dispatch();
      if (scheduled < due) {
        timer = setTimeout(pump, Math.max(0, start + scheduled * intervalMs - performance.now()));
      } else {
        drainTimer = setTimeout(finish, options.drainMs ?? 30_000);
      }
    };
    timer = setTimeout(pump, 10);
  });
}
