/**
 * The one answer to "may this member stake now?", asked by every game at the moment a stake is
 * taken (a crash bet entering a round, a queued crash bet as its round opens, a football bet, a
 * slot or wheel spin), not when the request was read: a bet held for later must not outlive the
 * player's exclusion.
 *
 * Bars come from sources (self-exclusion today; a responsible-gambling time-out can be added as
 * another source without touching the games). A source answers for many members in one query, so
 * the crash loop gates all the bets queued for a round with one query per source. A source also
 * announces a bar as it starts, so games holding play for later (queued crash bets) drop it and
 * tell the player at once rather than at the next round.
 */
import type { ErrorCodeValue } from '@nyota/contract/error-codes';
import type { GameUnit } from '@nyota/contract/games-constants';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { AppError } from '../../platform/http/app-error.js';

/** Why a member may not stake: the envelope code and message the player gets. */
export interface PlayBar {
  code: ErrorCodeValue;
  key: ServerMessageKey;
  params?: Record<string, string | number>;
}

/**
 * The stake about to be taken, when the game knows it: sources that bar on amounts (a loss limit)
 * refuse a stake that would cross them, and sources about real money ignore coin and diamond play.
 */
export interface Stake {
  amount: number;
  unit: GameUnit;
}

export interface PlayBarSource {
  /**
   * Of these members, those barred now, with why; one query whatever their number. `stakes` holds
   * the stake each member is about to place (summed when one member has several), where known.
   */
  barredAmong(memberIds: readonly string[], stakes?: ReadonlyMap<string, Stake>): Promise<Map<string, PlayBar>>;
}

export type PlayBarListener = (memberId: string, bar: PlayBar) => Promise<void>;

export interface PlayGateLogger {
  error(obj: object, msg: string): void;
}

/** What the games need of the gate. */
export interface StakeGate {
  /** Throws the bar as an AppError when the member may not stake now (this stake, when given). */
  assertMayStake(memberId: string, stake?: Stake): Promise<void>;
  /** Of these members, those that may not stake now (these stakes, when given), with the error each gets. */
  refusals(memberIds: readonly string[], stakes?: ReadonlyMap<string, Stake>): Promise<Map<string, AppError>>;
}

export class PlayGate implements StakeGate {
  private readonly sources: PlayBarSource[] = [];
  private readonly listeners: PlayBarListener[] = [];

  constructor(private readonly log: PlayGateLogger) {}

  addSource(source: PlayBarSource): void {
    this.sources.push(source);
  }

  /** Games that hold play for later subscribe here to drop it when a member becomes barred. */
  onBarred(listener: PlayBarListener): void {
    this.listeners.push(listener);
  }

  async assertMayStake(memberId: string, stake?: Stake): Promise<void> {
    const stakes = stake ? new Map([[memberId, stake]]) : undefined;
    const refused = (await this.refusals([memberId], stakes)).get(memberId);
    if (refused) throw refused;
  }

  async refusals(memberIds: readonly string[], stakes?: ReadonlyMap<string, Stake>): Promise<Map<string, AppError>> {
    const out = new Map<string, AppError>();
    const unique = [...new Set(memberIds)];
    if (unique.length === 0) return out;
    for (const source of this.sources) {
      for (const [memberId, bar] of await source.barredAmong(unique, stakes)) {
        if (!out.has(memberId)) out.set(memberId, new AppError(bar.code, bar.key, bar.params));
      }
    }
    return out;
  }

  /**
   * Called by a source once a bar is committed. Listeners are a courtesy (the check at staking is
   * the guarantee), so one that fails is logged and the others still run.
   */
  async barStarted(memberId: string, bar: PlayBar): Promise<void> {
    await Promise.all(
      this.listeners.map((l) =>
        l(memberId, bar).catch((err: unknown) => this.log.error({ err, memberId }, 'play gate: a bar listener failed')),
      ),
    );
  }
}
