/**
 * The crash game's server core, for the realtime gateway and routes to wire (see crash-engine.ts
 * for the rules and crash-events.ts for what it emits).
 */
export {
  CrashEngine,
  DEFAULT_TIMING,
  type BetRecord,
  type BetRequest,
  type ChainInfo,
  type CashOutResult,
  type CrashEngineDeps,
  type CrashLimits,
  type CrashSnapshot,
  type CrashTiming,
  type MemberBet,
  type PlaceBetResult,
  type PlayerRef,
  type PublicBet,
  type QueuedBet,
  type RecentRound,
  type RoundFairness,
} from './crash-engine.js';
export type * from './crash-events.js';
export { silentSink } from './crash-events.js';
export { CRASH_GAME_ID } from './crash-money.js';
export { realTimers, type Timers } from '../shared/timers.js';
