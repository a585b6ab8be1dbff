/** Crash game calls: transport only, the rules live in CrashEngine. */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import { routes } from '@nyota/contract/api/routes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { AuthContext } from '../../../platform/http/request-context.js';
import type { CrashBetData, CrashMemberBet, CrashSnapshot } from '@nyota/contract/api/crash';
import type { CashOutResult, CrashEngine, PlayerRef } from './crash-engine.js';
import * as errors from './crash-errors.js';
import { runCrashCall, type CrashCall, type CrashRelay } from './crash-relay.js';

export interface CrashRouteDeps {
  engine: CrashEngine;
  /** Sends calls to the leader when this node's engine does not run (crash-relay.ts). */
  relay?: CrashRelay;
  sessions: SessionResolver;
  market: MarketPreset;
}

export function registerCrashRoutes(app: FastifyInstance, d: CrashRouteDeps): void {
  /**
   * The round lives in the memory of the node that runs the loop (the leader): a call is run here
   * when this node leads, else relayed to the leader; without a relay it is refused.
   */
  const run = async <T>(call: CrashCall): Promise<T> => {
    if (d.engine.isRunning()) return (await runCrashCall(d.engine, call)) as T;
    if (!d.relay) throw errors.gameUnavailable();
    return d.relay.call<T>(call);
  };
  // Whether the member may stake is asked by the engine as the bet is taken (the play gate).
  const player = (auth: AuthContext): PlayerRef => ({
    memberId: auth.memberId,
    label: maskMobile(toLocal(auth.mobile, d.market)),
  });

  defineRoute(app, routes.crashSnapshot, d.sessions, async (_input, ctx) => {
    const memberId = ctx.auth?.memberId ?? null;
    // Without a relay a node that does not lead shows no round rather than fail.
    if (!d.engine.isRunning() && !d.relay) return d.engine.snapshot(memberId);
    return run<CrashSnapshot>({ op: 'snapshot', memberId });
  });
  defineRoute(app, routes.crashBet, d.sessions, async (input, ctx) =>
    run<CrashBetData>({ op: 'bet', player: player(ctx.auth), request: input }),
  );
  defineRoute(app, routes.crashCancel, d.sessions, async (input, ctx) => {
    const { memberId } = ctx.auth;
    if (input.queueId) {
      if (!(await run<boolean>({ op: 'cancelQueued', memberId, queueId: input.queueId }))) throw errors.betNotFound();
      return { cancelled: true, bet: null };
    }
    if (!input.betId) throw errors.betNotFound();
    return { cancelled: true, bet: await run<CrashMemberBet>({ op: 'cancelBet', memberId, betId: input.betId }) };
  });
  defineRoute(app, routes.crashCashOut, d.sessions, async (input, ctx, { reply }) => {
    try {
      // Priced at the request's arrival: the time it spent here before the engine (the session
      // lookup, a busy event loop) must not change the multiplier.
      const ageMs = reply.elapsedTime;
      return await run<CashOutResult>({ op: 'cashOut', memberId: ctx.auth.memberId, betId: input.betId, ageMs });
    } finally {
      // Time from the request's arrival to its answer, so load tests (bench/realtime) can check the
      // cash-out handling budget without the network in it.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    }
  });
  defineRoute(app, routes.crashMyBets, d.sessions, async (_input, ctx) => ({
    list: await d.engine.memberBets(ctx.auth.memberId, 10),
  }));
  defineRoute(app, routes.crashFairness, d.sessions, async (input) => {
    const f = await d.engine.fairnessOf(input.roundId);
    if (!f) throw errors.roundUnknown();
    return f;
  });
  defineRoute(app, routes.crashChain, d.sessions, async () => d.engine.chainInfo());
}
