/**
 * Builds crash engines for tests over a real database and ledger, with a manual clock and fake
 * timers, and finds chains whose next games have the crash points a scenario needs: outcomes come
 * from the real chain and formula, never from a test hook in the engine.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildChain, crashPoint } from '@nyota/fairness/crash';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import { ManualClock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { LedgerService } from '../../ledger/index.js';
import { createMembers, fund } from '../../ledger/ledger.test-kit.js';
import { SeamlessWallet } from '../../ledger/index.js';
import { FakeTimers } from '../shared/fake-timers.test-kit.js';
import type { CrashConfig } from './crash-config.js';
import { CrashEngine, type CrashTiming, type PlayerRef } from './crash-engine.js';
import type { CrashBroadcast, CrashEventSink, CrashMemberEvent } from './crash-events.js';
import type { BetRow } from './crash-bets.repo.js';
import { CrashRepo } from './crash.repo.js';
import type { StakeGate } from '../../play-gate/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';

export class RecordingSink implements CrashEventSink {
  readonly broadcasts: CrashBroadcast[] = [];
  readonly memberEvents: { memberId: string; event: CrashMemberEvent }[] = [];
  broadcast(e: CrashBroadcast): void {
    this.broadcasts.push(e);
  }
  toMember(memberId: string, event: CrashMemberEvent): void {
    this.memberEvents.push({ memberId, event });
  }
  of<T extends CrashBroadcast['type']>(type: T): Extract<CrashBroadcast, { type: T }>[] {
    return this.broadcasts.filter((e): e is Extract<CrashBroadcast, { type: T }> => e.type === type);
  }
}

export interface TestLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** Everything logged as an error, so a test can prove nothing failed behind its back. */
  errors: object[];
}

export function recordingLog(): TestLog {
  const errors: object[] = [];
  return { info: () => undefined, warn: () => undefined, error: (obj) => void errors.push(obj), errors };
}

export interface ChainPick {
  seed: string;
  salt: string;
  length: number;
  /** Crash points of games 1.. in play order. */
  points: number[];
}

/** Finds a chain (length `length`) whose first games satisfy `wants`, in order. */
export function pickChain(wants: ((crashPoint: number) => boolean)[], edgeBp = 100, length = 40): ChainPick {
  const salt = randomBytes(16).toString('hex');
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const seed = randomBytes(32).toString('hex');
    const chain = buildChain(seed, length);
    const points: number[] = [];
    let ok = true;
    for (let i = 0; i < wants.length; i++) {
      const p = crashPoint(chain.gameHashes[i] as string, salt, edgeBp);
      points.push(p);
      if (!(wants[i] as (p: number) => boolean)(p)) {
        ok = false;
        break;
      }
    }
    if (ok) {
      for (let i = wants.length; i < length; i++) points.push(crashPoint(chain.gameHashes[i] as string, salt, edgeBp));
      return { seed, salt, length, points };
    }
  }
  throw new Error('no chain found');
}

export interface Harness {
  db: Db;
  clock: ManualClock;
  timers: FakeTimers;
  sink: RecordingSink;
  ledger: LedgerService;
  wallet: SeamlessWallet;
  engine: CrashEngine;
  repo: CrashRepo;
  log: TestLog;
}

export interface HarnessOptions {
  nodeId?: string;
  clock?: ManualClock;
  timing?: Partial<CrashTiming>;
  /** The play gate the engine asks as bets enter a round. */
  gate?: StakeGate;
  /** Development salts for chains made on demand (on unless a test plays production). */
  devSalt?: boolean;
  /** How stakes cash cannot cover are paid with bonus money (cash only without it). */
  stakes?: StakeFunding;
}

export function buildHarness(db: Db, opts: HarnessOptions = {}): Harness {
  const clock = opts.clock ?? new ManualClock(new Date('2026-03-01T12:00:00Z'));
  const timers = new FakeTimers(clock);
  const sink = new RecordingSink();
  const ledger = new LedgerService({ db, bus: new MemoryBus() });
  const wallet = new SeamlessWallet(ledger);
  const log = recordingLog();
  const engine = new CrashEngine({
    db,
    wallet,
    clock,
    timers,
    events: sink,
    market: { currencySymbol: 'K' },
    log,
    nodeId: opts.nodeId ?? 'test-node',
    // The production timings unless a test says otherwise: the tests also prove the real schedule.
    timing: opts.timing ?? {},
    newChain: { length: 50 },
    ...(opts.gate ? { gate: opts.gate } : {}),
    ...(opts.stakes ? { stakes: opts.stakes } : {}),
    devSalt: opts.devSalt ?? true,
  });
  return { db, clock, timers, sink, ledger, wallet, engine, repo: new CrashRepo(), log };
}

/** Makes `pick` the only chain with games left, so the next rounds play its games in order. */
export async function installChain(h: Harness, pick: ChainPick): Promise<void> {
  await sql`update hash_chains set cursor = length where game = 'crash'`.execute(h.db);
  await h.engine.createChain({ seed: pick.seed, salt: pick.salt, length: pick.length });
}

/** Adds a config version that applies from the next round. */
export async function installConfig(h: Harness, c: Partial<CrashConfig> = {}): Promise<CrashConfig> {
  const config: CrashConfig = {
    version: `test-${randomBytes(4).toString('hex')}`,
    houseEdgeBp: 100,
    minStake: 100,
    maxStake: 100_000,
    maxWin: 100_000_000,
    roundLiabilityCap: 10_000_000_000,
    ...c,
  };
  // One millisecond later than any earlier version, so "newest" is unambiguous.
  const latest = await h.db
    .selectFrom('crash_configs')
    .select(sql<Date>`max(created_at)`.as('at'))
    .executeTakeFirst();
  const at = Math.max(h.clock.now().getTime(), (latest?.at ? new Date(latest.at).getTime() : 0) + 1);
  await h.repo.configs.insertConfig(h.db, config, new Date(at));
  return config;
}

export async function players(h: Harness, n: number, cash = 1_000_000): Promise<PlayerRef[]> {
  const ids = await createMembers(h.db, n);
  for (const id of ids) if (cash > 0) await fund(h.ledger, id, cash);
  return ids.map((memberId, i) => ({ memberId, label: `26097***${String(i).padStart(3, '0')}`, selfExcluded: false }));
}

export async function cashOf(h: Harness, memberId: string): Promise<number> {
  return (await h.ledger.balances(memberId)).cash;
}

export async function betRow(h: Harness, betId: string): Promise<BetRow> {
  const row = await h.repo.bets.bet(h.db, betId);
  if (!row) throw new Error(`bet ${betId} not found`);
  return row;
}

/** How many ledger transfers carry this key (0 or 1: the key is unique). */
export async function transfersWithKey(db: Db, key: string): Promise<number> {
  const r = await db
    .selectFrom('ledger_transfers')
    .select(sql<string>`count(*)`.as('n'))
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The start time of the round in play (after its `started` event). */
export function startTimeOf(h: Harness, roundId: string): number {
  const started = h.sink.of('started').find((e) => e.roundId === roundId);
  if (!started) throw new Error(`round ${roundId} has not started`);
  return started.startTime;
}

export function currentRoundId(h: Harness): string {
  const r = h.engine.snapshot(null).round;
  if (!r) throw new Error('no round');
  return r.roundId;
}
