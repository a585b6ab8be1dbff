/**
 * The logged-in players of the bench, over real HTTP as the web app speaks to the server (form
 * bodies, the `{code,msg,data}` envelope, the token header): each bets on both panels while betting
 * is open and cashes both out at a random moment early in the flight. A cash-out records the
 * client-observed time and the server's own handling time from its Server-Timing header.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@nyota/contract/api/routes';
import type { CrashBetData, CrashSnapshot } from '@nyota/contract/api/crash';
import { ErrorCode } from '@nyota/contract/error-codes';
import { api } from '../../apps/server/src/fault/player-client.js';
import { BENCH_PASSWORD } from './seed.js';

/** Cash-outs go out between these many ms after the player hears `started` (1.01x is at ~110 ms). */
const CASH_OUT_FROM_MS = 200;
const CASH_OUT_TO_MS = 1_500;
/** An auto cash-out the manual one nearly always beats; it keeps each bet's liability small. */
const AUTO_CASHOUT = '1000';

export interface CashOutSample {
  clientMs: number;
  /** From Server-Timing `app;dur=`; null when the header was missing. */
  serverMs: number | null;
  code: number;
}

export class Players {
  private tokens: string[] = [];
  private bets: string[] = [];
  readonly cashOuts: CashOutSample[] = [];
  /** Envelope codes of bets not placed (0: queued for the next round, then cancelled). */
  readonly betRefusals = new Map<number, number>();
  lateBets = 0;
  unansweredBets = 0;

  constructor(
    private readonly base: string,
    private readonly mobiles: readonly string[],
  ) {}

  get sessionTokens(): readonly string[] {
    return this.tokens;
  }

  /** Logs every player in (a few at a time: each login verifies an Argon2 hash). */
  async login(concurrency = 4): Promise<void> {
    const tokens = new Array<string>(this.mobiles.length);
    let next = 0;
    const lane = async () => {
      while (next < this.mobiles.length) {
        const i = next++;
        const mobile = this.mobiles[i] ?? '';
        const res = await api<{ token: string }>(this.base, routes.login, { mobile, password: BENCH_PASSWORD });
        if (res.code !== 0 || !res.data) throw new Error(`login ${mobile}: ${res.code} ${res.msg}`);
        tokens[i] = res.data.token;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    this.tokens = tokens;
  }

  async minStake(): Promise<number> {
    const snap = await api<CrashSnapshot>(this.base, routes.crashSnapshot, {}, this.tokens[0]);
    if (snap.code !== 0 || !snap.data) throw new Error(`snapshot: ${snap.code} ${snap.msg}`);
    return snap.data.limits?.minStake ?? 100;
  }

  /** Both panels of every player; the bets placed (queued ones are cancelled by the next round's bet). */
  async betAll(stake: number): Promise<number> {
    const placed: string[] = [];
    await Promise.all(
      this.tokens.flatMap((token) =>
        ['1', '2'].map(async (panel) => {
          let res;
          try {
            res = await api<CrashBetData>(
              this.base,
              routes.crashBet,
              { panel, stake: String(stake), autoCashout: AUTO_CASHOUT },
              token,
            );
          } catch {
            // No answer in time: the server is overloaded, which the bench reports rather than dies of.
            this.unansweredBets += 1;
            return;
          }
          if (res.code === 0 && res.data?.kind === 'placed') {
            placed.push(`${token} ${res.data.bet.betId}`);
            return;
          }
          this.betRefusals.set(res.code, (this.betRefusals.get(res.code) ?? 0) + 1);
          if (res.code === 0 && res.data?.kind === 'queued') {
            // Too late for this round (a loaded machine): take it back, so the panel is free next round.
            this.lateBets += 1;
            await api(this.base, routes.crashCancel, { queueId: res.data.queued.queueId }, token).catch(() => undefined);
          }
        }),
      ),
    );
    this.bets = placed;
    return placed.length;
  }

  /** Cashes every placed bet out at a random moment of the next CASH_OUT_FROM_MS..TO_MS. */
  async cashOutAll(): Promise<void> {
    const bets = this.bets;
    this.bets = [];
    await Promise.all(
      bets.map(async (entry) => {
        const [token = '', betId = ''] = entry.split(' ');
        await sleep(randomInt(CASH_OUT_FROM_MS, CASH_OUT_TO_MS));
        this.cashOuts.push(await this.cashOut(token, betId));
      }),
    );
  }

  private async cashOut(token: string, betId: string): Promise<CashOutSample> {
    const t0 = performance.now();
    try {
      return await this.timedCashOut(token, betId, t0);
    } catch {
      return { clientMs: performance.now() - t0, serverMs: null, code: NO_ANSWER };
    }
  }

  private async timedCashOut(token: string, betId: string, t0: number): Promise<CashOutSample> {
    const res = await fetch(`${this.base}${routes.crashCashOut.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ betId }).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { code: number };
    const clientMs = performance.now() - t0;
    const dur = /(?:^|,)\s*app;dur=([0-9.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    return { clientMs, serverMs: dur === undefined ? null : Number(dur), code: res.status === 200 ? body.code : -res.status };
  }
}

/** The code of a request that got no answer within REQUEST_TIMEOUT_MS (or a broken connection). */
export const NO_ANSWER = -1;

/** Envelope codes a cash-out may fairly get in a race with the crash: not harness failures. */
export const LATE_CODES: ReadonlySet<number> = new Set([ErrorCode.ROUND_CRASHED, ErrorCode.BET_NOT_OPEN]);
