/**
 * Assembles the crash game: routes on every node, the round loop on the leader only. The loop
 * holds the round in memory, so exactly one engine may run: it starts, under the leader's fence,
 * as soon as this node becomes the leader, and stops when it stops being one (a stop leaves the
 * round in play to recovery, which the next leader runs first; a dead leader's round is taken over
 * at once since its term is older). The lock reports each change; it is also looked at every
 * second in case a start or stop failed.
 *
 * Multi-node: only the leader has a round to act on. A call that reaches another node is relayed
 * to the leader over the bus and answered from there (crash-relay.ts); one that gets no answer in
 * time is refused with GAME_UNAVAILABLE. Events reach every node's watchers over the bus.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { EventBus } from '../../../platform/bus/event-bus.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import type { LeaderLock } from '../../../platform/jobs/leader-lock.js';
import type { LedgerApi } from '../../ledger/index.js';
import { SeamlessWallet } from '../../ledger/index.js';
import { realTimers, type Timers } from '../shared/timers.js';
import { CrashEngine, type CrashTiming, type EngineLogger } from './crash-engine.js';
import { crashBusSink } from './crash-realtime.js';
import { registerCrashRoutes } from './crash.routes.js';
import type { PlayGate } from '../../play-gate/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import { followPlayBars } from './crash-bars.js';
import { CrashRelay, serveCrashCalls } from './crash-relay.js';

export const LEADERSHIP_CHECK_MS = 1_000;

export interface CrashModuleDeps {
  db: Db;
  bus: EventBus;
  ledger: LedgerApi;
  clock: Clock;
  market: MarketPreset;
  sessions: SessionResolver;
  log: EngineLogger;
  nodeId: string;
  /** Asked as each bet enters a round; its bars drop the member's queued bets at once. */
  gate?: PlayGate;
  /** How a stake cash cannot cover is paid with bonus money; cash only without it. */
  stakes?: StakeFunding;
  timing?: Partial<CrashTiming>;
  timers?: Timers;
  /** Development salts for chains made on demand (never with NODE_ENV=production; see chain-salt). */
  devSalt: boolean;
}

export function createCrashModule(d: CrashModuleDeps) {
  const engine = new CrashEngine({
    db: d.db,
    wallet: new SeamlessWallet(d.ledger),
    clock: d.clock,
    timers: d.timers ?? realTimers((err) => d.log.error({ err }, 'crash: timer callback failed')),
    events: crashBusSink(d.bus, d.log),
    market: d.market,
    log: d.log,
    nodeId: d.nodeId,
    devSalt: d.devSalt,
    ...(d.timing ? { timing: d.timing } : {}),
    ...(d.gate ? { gate: d.gate } : {}),
    ...(d.stakes ? { stakes: d.stakes } : {}),
  });
  const relay = new CrashRelay(d.bus, d.nodeId);
  // Every node listens; only the one whose engine runs answers.
  const serving = serveCrashCalls(d.bus, engine, d.log).catch((err: unknown) => {
    d.log.error({ err }, 'crash: relayed calls cannot be served from this node');
    return null;
  });
  const bars = d.gate
    ? followPlayBars(d.bus, d.gate, engine, d.log).catch((err: unknown) => {
        d.log.error({ err }, 'crash: play bars cannot be followed from this node');
        return null;
      })
    : Promise.resolve(null);
  let watcher: NodeJS.Timeout | null = null;
  /** Start and stop never overlap: each waits for the one before. */
  let change: Promise<void> = Promise.resolve();

  /** Runs the engine under the lock's current term, if any (a new term means a restart). */
  const follow = (leader: LeaderLock): void => {
    if ((leader.fence()?.term ?? null) === engine.runningTerm()) return;
    change = change
      .then(async () => {
        const fence = leader.fence();
        if ((fence?.term ?? null) === engine.runningTerm()) return;
        if (engine.isRunning()) await engine.stop();
        if (fence) await engine.start(fence);
      })
      .catch((err: unknown) => d.log.error({ err }, 'crash: leadership change failed'));
  };

  return {
    engine,
    register(app: FastifyInstance): void {
      registerCrashRoutes(app, { engine, relay, sessions: d.sessions, market: d.market });
    },
    /** Runs the loop while `leader` says this node leads; call after the lock is started. */
    lead(leader: LeaderLock): void {
      if (watcher) return;
      leader.onChange(() => follow(leader));
      follow(leader);
      watcher = setInterval(() => follow(leader), LEADERSHIP_CHECK_MS);
      watcher.unref();
    },
    async stop(): Promise<void> {
      if (watcher) clearInterval(watcher);
      watcher = null;
      await change;
      if (engine.isRunning()) await engine.stop();
      await (
        await serving
      )?.();
      await (
        await bars
      )?.();
      await relay.close();
    },
  };
}

export type CrashModule = ReturnType<typeof createCrashModule>;
