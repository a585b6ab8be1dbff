/** Crash game calls: transport only, the rules live in CrashEngine. */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import { routes } from '@nyota/contract/api/routes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import { sessionGone } from '../../../platform/http/app-error.js';
import type { AuthContext, RequestContext } from '../../../platform/http/request-context.js';
import type { CrashEngine, PlayerRef } from './crash-engine.js';
import * as errors from './crash-errors.js';

export interface SelfExclusionCheck {
  isSelfExcluded(memberId: string): Promise<boolean>;
}

export interface CrashRouteDeps {
  engine: CrashEngine;
  sessions: SessionResolver;
  market: MarketPreset;
  selfExclusion?: SelfExclusionCheck;
}

function authOf(ctx: RequestContext): AuthContext {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth;
}

export function registerCrashRoutes(app: FastifyInstance, d: CrashRouteDeps): void {
  /**
   * The round lives in the memory of the node that runs the loop (the leader). Another node has no
   * round to act on: it refuses with GAME_UNAVAILABLE rather than guess (see crash.module.ts).
   */
  const live = (): CrashEngine => {
    if (!d.engine.isRunning()) throw errors.gameUnavailable();
    return d.engine;
  };
  const player = async (auth: AuthContext): Promise<PlayerRef> => ({
    memberId: auth.memberId,
    label: maskMobile(toLocal(auth.mobile, d.market)),
    selfExcluded: (await d.selfExclusion?.isSelfExcluded(auth.memberId)) ?? false,
  });

  defineRoute(app, routes.crashSnapshot, d.sessions, async (_input, ctx) => d.engine.snapshot(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.crashBet, d.sessions, async (input, ctx) => {
    const engine = live();
    return engine.placeBet(await player(authOf(ctx)), input);
  });
  defineRoute(app, routes.crashCancel, d.sessions, async (input, ctx) => {
    const { memberId } = authOf(ctx);
    const engine = live();
    if (input.queueId) {
      if (!engine.cancelQueued(memberId, input.queueId)) throw errors.betNotFound();
      return { cancelled: true, bet: null };
    }
    if (!input.betId) throw errors.betNotFound();
    return { cancelled: true, bet: await engine.cancelBet(memberId, input.betId) };
  });
  defineRoute(app, routes.crashCashOut, d.sessions, async (input, ctx, { reply }) => {
    try {
      return await live().cashOut(authOf(ctx).memberId, input.betId);
    } finally {
      // Time from the request's arrival to its answer, so load tests (bench/realtime) can check the
      // cash-out handling budget without the network in it.
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    }
  });
  defineRoute(app, routes.crashMyBets, d.sessions, async (_input, ctx) => ({
    list: await d.engine.memberBets(authOf(ctx).memberId, 10),
  }));
  defineRoute(app, routes.crashFairness, d.sessions, async (input) => {
    const f = await d.engine.fairnessOf(input.roundId);
    if (!f) throw errors.roundUnknown();
    return f;
  });
  defineRoute(app, routes.crashChain, d.sessions, async () => d.engine.chainInfo());
}
