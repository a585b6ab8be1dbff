/**
 * The deposit's 30-second counter
 * (docs/product-rules/deposit.md#waiting-for-the-phone-the-30-second-counter): it starts when the
 * payment request goes to the player's phone, ticks each second while the result is pending, and is
 * reset when the result shows, so the next deposit starts again from 30. Pure transitions, so the
 * rules are testable without timers.
 *
 * Decision: running out ends nothing. The operator may still confirm (the result is watched for about
 * 150 s, and a late success is credited whenever it comes), so an expired counter only changes what
 * the waiting view says: still waiting, check the phone, the deposit stays in the records.
 */
import { DEPOSIT_COUNTER_SECONDS } from './wallet-constants';

export type DepositCounterStatus = 'idle' | 'counting' | 'expired';

export interface DepositCounter {
  status: DepositCounterStatus;
  /** Epoch ms when the counter reaches zero (counting only). */
  endsAt: number;
}

export const DEPOSIT_COUNTER_IDLE: DepositCounter = { status: 'idle', endsAt: 0 };

/** The payment request went out: the counter starts from its full length. */
export function depositCounterStarted(now: number, seconds = DEPOSIT_COUNTER_SECONDS): DepositCounter {
  return { status: 'counting', endsAt: now + seconds * 1000 };
}

export function depositCounterTick(counter: DepositCounter, now: number): DepositCounter {
  return counter.status === 'counting' && now >= counter.endsAt ? { status: 'expired', endsAt: 0 } : counter;
}

/** The result showed: back to the start, stopped. */
export function depositCounterReset(): DepositCounter {
  return DEPOSIT_COUNTER_IDLE;
}

/** What the counter reads: the full length when idle (reset), none left once expired. */
export function depositCounterSecondsLeft(counter: DepositCounter, now: number, seconds = DEPOSIT_COUNTER_SECONDS): number {
  if (counter.status === 'idle') return seconds;
  if (counter.status === 'expired') return 0;
  return Math.min(seconds, Math.max(0, Math.ceil((counter.endsAt - now) / 1000)));
}
