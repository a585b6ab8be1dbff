/**
 * Waiting for a deposit's outcome (docs/product-rules/deposit.md#how-the-result-is-learnt): the
 * pushed Deposit/StatusChange for this transNo ends the wait at once; otherwise the result is
 * re-checked every 5 s (sync=1, so the server asks the operator) for about 150 s. Pure: timers,
 * clock, fetch and the push feed are injected, so the stop rules are tested without a browser.
 */
import { DepositResult, type DepositResultValue } from '@nyota/contract/payments-constants';
import { DEPOSIT_POLL_MS, DEPOSIT_WAIT_MS } from './wallet-constants';

export interface DepositState {
  status: DepositResultValue;
  desc: string;
}

export type WatchOutcome =
  | { kind: 'success'; desc: string; by: 'push' | 'poll' }
  | { kind: 'failure'; desc: string; by: 'push' | 'poll' | 'error' }
  /** Still pending after the wait: the last text the server gave, if any. */
  | { kind: 'timeout'; desc: string | null };

export interface WatchTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface WatchDeps {
  fetchResult(signal: AbortSignal): Promise<DepositState>;
  /** Feeds pushed status changes; returns the unsubscribe. */
  subscribe(handler: (change: { no: string; status: number; desc: string }) => void): () => void;
  /**
   * A refusal that asking again cannot change (e.g. unknown transaction): its message ends the wait.
   * Anything else (offline, server busy) is retried at the next tick.
   */
  finalError(error: unknown): string | null;
  timers: WatchTimers;
  now(): number;
  intervalMs?: number;
  limitMs?: number;
}

function outcomeOf(state: DepositState, by: 'push' | 'poll'): WatchOutcome | null {
  if (state.status === DepositResult.SUCCESS) return { kind: 'success', desc: state.desc, by };
  if (state.status === DepositResult.FAILURE) return { kind: 'failure', desc: state.desc, by };
  return null;
}

/** Starts waiting; `onDone` is called exactly once unless stopped first. Returns stop(). */
export function watchDeposit(transNo: string, deps: WatchDeps, onDone: (outcome: WatchOutcome) => void): () => void {
  const interval = deps.intervalMs ?? DEPOSIT_POLL_MS;
  const limit = deps.limitMs ?? DEPOSIT_WAIT_MS;
  const startedAt = deps.now();
  let finished = false;
  let timer: unknown = null;
  let controller: AbortController | null = null;
  let lastDesc: string | null = null;
  let unsubscribe: () => void = () => undefined;

  function cleanup(): void {
    finished = true;
    if (timer !== null) deps.timers.clear(timer);
    timer = null;
    controller?.abort();
    controller = null;
    unsubscribe();
  }

  function finish(outcome: WatchOutcome): void {
    if (finished) return;
    cleanup();
    onDone(outcome);
  }

  function schedule(): void {
    timer = deps.timers.set(() => {
      timer = null;
      void check();
    }, interval);
  }

  function afterPending(): void {
    if (finished) return;
    if (deps.now() - startedAt >= limit) finish({ kind: 'timeout', desc: lastDesc });
    else schedule();
  }

  async function check(): Promise<void> {
    if (finished) return;
    controller = new AbortController();
    let state: DepositState;
    try {
      state = await deps.fetchResult(controller.signal);
    } catch (error) {
      if (finished) return;
      controller = null;
      const message = deps.finalError(error);
      if (message !== null) finish({ kind: 'failure', desc: message, by: 'error' });
      else afterPending();
      return;
    }
    if (finished) return;
    controller = null;
    lastDesc = state.desc;
    const outcome = outcomeOf(state, 'poll');
    if (outcome) finish(outcome);
    else afterPending();
  }

  unsubscribe = deps.subscribe((change) => {
    if (finished || change.no !== transNo) return;
    const outcome = outcomeOf({ status: change.status as DepositResultValue, desc: change.desc }, 'push');
    if (outcome) finish(outcome);
  });
  schedule();

  return () => {
    if (!finished) cleanup();
  };
}
