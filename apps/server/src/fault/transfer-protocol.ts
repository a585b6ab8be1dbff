/**
 * What the fault test and its transfer worker (transfer-worker.ts) say to each other: the worker's
 * configuration, passed as JSON in one environment variable, and the lines it reports on stdout.
 * Kept apart from the worker so importing it never starts one.
 */

export interface TransferWorkerConfig {
  databaseUrl: string;
  runId: string;
  members: string[];
  fromSeq: number;
  retry: number[];
  lanes: number;
  pauseMs: number;
  retryOnly: boolean;
}

export type WorkerLine =
  | { t: 'ready' }
  | { t: 'sent'; seq: number }
  | { t: 'ack'; seq: number; id: string; replayed: boolean }
  | { t: 'refused'; seq: number }
  | { t: 'conflict'; seq: number }
  | { t: 'error'; seq: number; message: string }
  | { t: 'done' };

export const WORKER_ENV = 'FAULT_TRANSFER_WORKER';
