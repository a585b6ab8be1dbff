/** What the crash engine is built from, and who and what a bet names. */
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { SeamlessWallet } from '../../ledger/index.js';
import type { StakeGate } from '../../play-gate/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import type { GameBetsApi } from '../bets/index.js';
import type { Timers } from '../shared/timers.js';
import type { ChainSpec } from './crash-chain.js';
import type { CrashEventSink } from './crash-events.js';
import type { CrashTiming } from './crash-timing.js';

export interface EngineLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CrashEngineDeps {
  db: Db;
  wallet: SeamlessWallet;
  clock: Clock;
  timers: Timers;
  events: CrashEventSink;
  market: Pick<MarketPreset, 'currencySymbol'>;
  log: EngineLogger;
  /** Names this node in round leases; each engine adds its own suffix. */
  nodeId: string;
  timing?: Partial<CrashTiming>;
  /** How a new chain is made when none has games left (its length, or a salt fixed in advance). */
  newChain?: Omit<ChainSpec, 'seed' | 'announcement'>;
  /**
   * Development only (never with NODE_ENV=production): with no playable chain, make one with a
   * development salt. Off, the loop waits until a chain announced with a public value has its salt.
   */
  devSalt?: boolean;
  /** Where finished bets are recorded for records and recall (game_bets by default). */
  bets?: GameBetsApi;
  /** Asked as each bet enters a round (and as it is queued): may this member stake now? */
  gate?: StakeGate;
  /** How a stake cash cannot cover is paid with bonus money (cash first); cash only without it. */
  stakes?: StakeFunding;
}

/** Who bets: the caller has authenticated the member; the play gate is asked as the bet is taken. */
export interface PlayerRef {
  memberId: string;
  /** How others see the player (a masked number). */
  label: string;
  /** Set when the caller already knows the member is excluded (refused at once, before the gate). */
  selfExcluded?: boolean;
}

export interface BetRequest {
  panel: number;
  /** Minor units. */
  stake: number;
  /** Hundredths (1.01x–200.00x), or null for none. */
  autoCashout: number | null;
}

/** A bet request whose panel has been checked. */
export type PanelBetRequest = BetRequest & { panel: 1 | 2 };
