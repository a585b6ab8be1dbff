/**
 * The crash game's server core, for the realtime gateway and routes to wire (see crash-engine.ts
 * for the rules and crash-events.ts for what it emits). The types of what it answers are the
 * contract's (api/crash.ts, im/crash.ts).
 */
export {
  CrashEngine,
  DEFAULT_TIMING,
  type BetRecord,
  type BetRequest,
  type CashOutResult,
  type CrashEngineDeps,
  type CrashTiming,
  type PlayerRef,
} from './crash-engine.js';
export type * from './crash-events.js';
export { silentSink } from './crash-events.js';
export { CRASH_GAME_ID } from './crash-money.js';
export { realTimers, type Timers } from '../shared/timers.js';
export { createCrashModule, LEADERSHIP_CHECK_MS, type CrashModule, type CrashModuleDeps } from './crash.module.js';
export { crashSaltedChains } from './crash-chain.js';
export { crashPublishedRtpBp } from './crash-published-rtp.js';
