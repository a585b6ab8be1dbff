/**
 * Crash calls from any node to the leader, over the bus
 * (docs/design-departures.md#crash-served-by-the-leader-only: every node serves HTTP; one runs the
 * game loop). A node whose engine is not running publishes the call on `crash:calls` with its own
 * reply topic; the node whose engine runs answers it there. Every node listens on
 * `crash:calls` and only a running engine answers, so leadership can move without rewiring.
 *
 * The bus delivers at most once, so a call can go unanswered (the leader changed, a message was
 * lost): after the timeout the caller answers GAME_UNAVAILABLE and the client does what it does
 * for any failed call. A call carries its deadline and the leader drops one that arrives after it,
 * so a call refused for its timeout has, short of a lost reply, not run. That is safe for every call relayed: a snapshot is a read; a cash-out is
 * idempotent by bet id (a repeat returns the settled result); a bet holds its panel, so a repeat
 * of one that did land is refused and the snapshot shows the bet; a cancel of a settled bet is
 * refused. A cash-out's receipt time is the leader's clock when the call reaches the engine, less
 * the time the request had already waited on the node that took it (the bus hop is not counted).
 */
import { randomUUID } from 'node:crypto';
import type { ErrorCodeValue } from '@nyota/contract/error-codes';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { EventBus } from '../../../platform/bus/event-bus.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { BetRequest, CrashEngine, PlayerRef } from './crash-engine.js';
import * as errors from './crash-errors.js';

export const CRASH_CALLS_TOPIC = 'crash:calls';
export const DEFAULT_RELAY_TIMEOUT_MS = 5_000;

export type CrashCall =
  | { op: 'snapshot'; memberId: string | null }
  | { op: 'bet'; player: PlayerRef; request: BetRequest }
  | { op: 'cancelBet'; memberId: string; betId: string }
  | { op: 'cancelQueued'; memberId: string; queueId: string }
  /** ageMs: how long the request had waited on the node that took it (its price is its arrival's). */
  | { op: 'cashOut'; memberId: string; betId: string; ageMs?: number };

interface CallMessage {
  id: string;
  replyTo: string;
  /** Epoch ms after which the caller has given up: the leader does not run the call any more. */
  deadline: number;
  call: CrashCall;
}

/** Leaves the reply time to come back before the caller gives up (nodes' clocks are NTP-close). */
const DEADLINE_MARGIN_MS = 500;

type ReplyMessage =
  | { id: string; ok: true; result: unknown }
  | { id: string; ok: false; error: { code: number; key: string; params?: Record<string, string | number> } | null };

export interface RelayLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a relayed call needs of the engine. */
export type CrashCallTarget = Pick<CrashEngine, 'isRunning' | 'snapshot' | 'placeBet' | 'cancelBet' | 'cancelQueued' | 'cashOut'>;

/** Runs a call on this node's engine (the caller made sure it runs). */
export async function runCrashCall(engine: CrashCallTarget, call: CrashCall): Promise<unknown> {
  switch (call.op) {
    case 'snapshot':
      return engine.snapshot(call.memberId);
    case 'bet':
      return engine.placeBet(call.player, call.request);
    case 'cancelBet':
      return engine.cancelBet(call.memberId, call.betId);
    case 'cancelQueued':
      return engine.cancelQueued(call.memberId, call.queueId);
    case 'cashOut':
      return engine.cashOut(call.memberId, call.betId, call.ageMs ?? 0);
  }
}

/** Answers relayed calls while this node's engine runs; returns the unsubscribe function. */
export function serveCrashCalls(bus: EventBus, engine: CrashCallTarget, log: RelayLogger): Promise<() => Promise<void>> {
  return bus.subscribe(CRASH_CALLS_TOPIC, (raw) => {
    if (!engine.isRunning() || !isCallMessage(raw) || Date.now() > raw.deadline) return;
    const { id, replyTo, call } = raw;
    void runCrashCall(engine, call).then(
      (result) => reply(bus, replyTo, { id, ok: true, result }, log),
      (err: unknown) => {
        if (!(err instanceof AppError)) log.error({ err, op: call.op }, 'crash: relayed call failed');
        const error =
          err instanceof AppError ? { code: err.code, key: err.key, ...(err.params ? { params: err.params } : {}) } : null;
        return reply(bus, replyTo, { id, ok: false, error }, log);
      },
    );
  });
}

function reply(bus: EventBus, topic: string, m: ReplyMessage, log: RelayLogger): Promise<void> {
  return bus.publish(topic, m).catch((err: unknown) => log.warn({ err }, 'crash: relayed reply not published'));
}

/** The calling side: one reply topic per node, calls matched to replies by id. */
export class CrashRelay {
  private readonly waiting = new Map<string, { resolve(m: ReplyMessage): void }>();
  private readonly replyTopic: string;
  private unsubscribe: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly bus: EventBus,
    nodeId: string,
    private readonly timeoutMs = DEFAULT_RELAY_TIMEOUT_MS,
  ) {
    this.replyTopic = `crash:replies:${nodeId}`;
  }

  /** Sends the call to the leader; its result, or what it threw (GAME_UNAVAILABLE if no answer came). */
  async call<T>(call: CrashCall): Promise<T> {
    await this.listening();
    const id = randomUUID();
    const answer = new Promise<ReplyMessage | null>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, this.timeoutMs);
      this.waiting.set(id, {
        resolve: (m) => {
          clearTimeout(timer);
          this.waiting.delete(id);
          resolve(m);
        },
      });
    });
    const deadline = Date.now() + Math.max(this.timeoutMs - DEADLINE_MARGIN_MS, this.timeoutMs / 2);
    const message: CallMessage = { id, replyTo: this.replyTopic, deadline, call };
    await this.bus.publish(CRASH_CALLS_TOPIC, message).catch(() => undefined);
    const m = await answer;
    if (!m) throw errors.gameUnavailable();
    if (m.ok) return m.result as T;
    if (!m.error) throw new Error(`crash: relayed ${call.op} failed on the leader`);
    throw new AppError(m.error.code as ErrorCodeValue, m.error.key as ServerMessageKey, m.error.params);
  }

  async close(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    if (unsubscribe) await (await unsubscribe)();
  }

  private async listening(): Promise<void> {
    const subscribing = (this.unsubscribe ??= this.bus.subscribe(this.replyTopic, (raw) => {
      if (typeof raw !== 'object' || raw === null) return;
      const m = raw as ReplyMessage;
      if (typeof m.id === 'string') this.waiting.get(m.id)?.resolve(m);
    }));
    try {
      await subscribing;
    } catch {
      if (this.unsubscribe === subscribing) this.unsubscribe = null;
      throw errors.gameUnavailable();
    }
  }
}

function isCallMessage(raw: unknown): raw is CallMessage {
  if (typeof raw !== 'object' || raw === null) return false;
  const m = raw as Partial<CallMessage>;
  return (
    typeof m.id === 'string' &&
    typeof m.replyTo === 'string' &&
    typeof m.deadline === 'number' &&
    typeof m.call === 'object' &&
    m.call !== null
  );
}
