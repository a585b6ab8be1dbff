/**
 * When a member may no longer stake (the play gate announces a bar, e.g. a self-exclusion), the
 * bets they queued for the next round are dropped at once and they are told (queuedBetRefused),
 * wherever the exclusion was made: on the node whose engine runs it is done in place; from any
 * other node the bar goes out on the bus and the running engine acts on it. A lost message costs
 * nothing but the early notice: the gate is asked again as the queued bets enter their round.
 */
import { isServerMessageKey } from '@nyota/contract/messages/index';
import { ErrorCode, type ErrorCodeValue } from '@nyota/contract/error-codes';
import type { EventBus } from '../../../platform/bus/event-bus.js';
import type { PlayBar, PlayGate } from '../../play-gate/index.js';
import type { CrashEngine } from './crash-engine.js';

export const CRASH_BARS_TOPIC = 'crash:bars';

interface BarMessage {
  memberId: string;
  code: number;
  key: string;
}

type BarTarget = Pick<CrashEngine, 'isRunning' | 'dropQueuedOf'>;

/** Subscribes this node; returns the unsubscribe function. */
export function followPlayBars(
  bus: EventBus,
  gate: PlayGate,
  engine: BarTarget,
  log: { warn(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  gate.onBarred(async (memberId, bar) => {
    if (engine.isRunning()) {
      engine.dropQueuedOf(memberId, bar);
      return;
    }
    const message: BarMessage = { memberId, code: bar.code, key: bar.key };
    await bus.publish(CRASH_BARS_TOPIC, message).catch((err: unknown) => log.warn({ err }, 'crash: play bar not published'));
  });
  return bus.subscribe(CRASH_BARS_TOPIC, (raw) => {
    const bar = engine.isRunning() ? barOf(raw) : null;
    if (bar) engine.dropQueuedOf(bar.memberId, bar.bar);
  });
}

function barOf(raw: unknown): { memberId: string; bar: PlayBar } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Partial<BarMessage>;
  if (typeof m.memberId !== 'string' || typeof m.code !== 'number' || typeof m.key !== 'string') return null;
  const code = m.code;
  if (!isServerMessageKey(m.key) || !isErrorCode(code)) return null;
  return { memberId: m.memberId, bar: { code, key: m.key } };
}

function isErrorCode(n: number): n is ErrorCodeValue {
  return Object.values<number>(ErrorCode).includes(n);
}
