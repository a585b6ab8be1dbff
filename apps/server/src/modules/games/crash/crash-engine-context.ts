/**
 * What the parts of one crash engine share: its dependencies and pace, its lease name, its
 * repositories, money and event feed, its background work, and the state of the loop (the round in
 * play, the rules in force, the history strip). One engine's parts, never two engines'.
 */
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { UNFENCED, type LeaderFence } from '../../../platform/jobs/leader-terms.js';
import type { BackgroundWork } from './crash-background.js';
import type { CrashConfig } from './crash-config.js';
import type { CrashEngineDeps } from './crash-engine-deps.js';
import type { CrashFeed } from './crash-feed.js';
import type { CrashMoney } from './crash-money.js';
import type { LiveRound } from './crash-round.js';
import type { CrashTiming } from './crash-timing.js';
import type { CrashRepo } from './crash.repo.js';

export type RecentRound = CrashSnapshot['history'][number];

/** Written by the round loop only; the other parts read it. */
export class EngineState {
  /** True between start() and stop(). */
  running = false;
  /** The leadership this loop runs under: its rounds carry its term, and a round opens only while it holds. */
  fence: LeaderFence = UNFENCED;
  round: LiveRound | null = null;
  /** The rules of the round opened last (a queued bet is checked against them). */
  config: CrashConfig | null = null;
  history: RecentRound[] = [];
}

export interface EngineContext {
  readonly deps: CrashEngineDeps;
  readonly timing: CrashTiming;
  /** Names this engine in round leases. */
  readonly owner: string;
  readonly repo: CrashRepo;
  readonly money: CrashMoney;
  readonly feed: CrashFeed;
  readonly background: BackgroundWork;
  readonly state: EngineState;
}
