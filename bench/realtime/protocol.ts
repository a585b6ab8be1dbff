/** Messages between the bench (parent) and its socket client processes (client-worker.ts), over IPC. */
export type ToWorker =
  | { cmd: 'connect'; url: string; watchers: number; tokens: string[]; concurrency: number }
  /** From now on, measure every round whose `started` arrives. */
  | { cmd: 'record' }
  | { cmd: 'stop' };

export interface WorkerResult {
  type: 'result';
  /** Histogram.toSparse() of receive time − server send time, started and tick events. */
  latency: { pairs: Array<[number, number]>; max: number };
  /** Ticks received per measured round, summed over this worker's watcher sockets. */
  ticksByRound: Record<string, number>;
  watchers: number;
  messages: number;
  bytes: number;
  /** Bytes the watcher sockets received while recording (the feed a viewer pays for). */
  feedBytes: number;
  /** Sockets that closed before the bench ended. */
  dropped: number;
}

export type FromWorker =
  /** ms: how long opening this process's sockets took. */
  | { type: 'connected'; open: number; failed: number; firstError: string | null; ms: number }
  | WorkerResult
  | { type: 'error'; message: string };
