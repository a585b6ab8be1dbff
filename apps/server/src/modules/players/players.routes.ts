/** Transport of the staff players API: the contract's routes bound to the players services. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { PlayerActionsService } from './player-actions.service.js';
import type { PlayerReadsService } from './player-reads.service.js';
import { requestAdjustment, type MoneyAdjustmentDeps } from './money-adjustment.js';
import { readLimitHits, readSaferPlay, type SaferPlayReaders } from './player-safer-play.js';

export interface PlayerRouteDeps {
  staffSessions: StaffSessionResolver;
  reads: PlayerReadsService;
  actions: PlayerActionsService;
  adjustments: MoneyAdjustmentDeps;
  saferPlay: SaferPlayReaders;
}

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });
const done = { done: true };

export function registerPlayerRoutes(app: FastifyInstance, d: PlayerRouteDeps): void {
  const { staffSessions: s, reads, actions } = d;
  defineStaffRoute(app, r.searchPlayers, s, async (input) => ({ items: await reads.search(input.by, input.q) }));
  defineStaffRoute(app, r.playerOverview, s, async (input) => reads.overview(input.memberId));
  defineStaffRoute(app, r.playerLimitHits, s, async (input) => ({
    items: await readLimitHits(d.saferPlay, (ids) => reads.profiles(ids), Number(input.days)),
  }));
  defineStaffRoute(app, r.playerSaferPlay, s, async (input) => {
    await reads.profile(input.memberId);
    return readSaferPlay(d.saferPlay, input.memberId);
  });
  defineStaffRoute(app, r.playerLedger, s, async (input) => {
    const rows = await reads.ledgerPage(input.memberId, input.kind, input.beforeId);
    const items = rows.map((e) => ({
      id: e.id,
      kind: e.transferKind,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      at: e.createdAt.toISOString(),
    }));
    return { items };
  });
  defineStaffRoute(app, r.playerPayments, s, async (input) => reads.payments(input.memberId, input.page));
  defineStaffRoute(app, r.playerBets, s, async (input) => reads.bets(input.memberId, input.page));
  defineStaffRoute(app, r.lockPlayer, s, async (input, ctx) => {
    await actions.lock(actorOf(ctx.staff), input.memberId, input.reason);
    return done;
  });
  defineStaffRoute(app, r.unlockPlayer, s, async (input, ctx) => {
    await actions.unlock(actorOf(ctx.staff), input.memberId, input.reason);
    return done;
  });
  defineStaffRoute(app, r.kickOutPlayer, s, async (input, ctx) => {
    await actions.kickOut(actorOf(ctx.staff), input.memberId, input.reason);
    return done;
  });
  defineStaffRoute(app, r.resetPlayerPassword, s, async (input, ctx) => {
    await actions.resetPassword(actorOf(ctx.staff), input.memberId, input.reason, ctx.lang);
    return done;
  });
  defineStaffRoute(app, r.flagPlayerConcern, s, async (input, ctx) => {
    await actions.flagConcern(actorOf(ctx.staff), input.memberId, input.text);
    return done;
  });
  defineStaffRoute(app, r.clearPlayerConcern, s, async (input, ctx) => {
    await actions.clearConcern(actorOf(ctx.staff), input.memberId, input.flagId, input.text);
    return done;
  });
  defineStaffRoute(app, r.addPlayerNote, s, async (input, ctx) => {
    await actions.addNote(actorOf(ctx.staff), input.memberId, input.text);
    return done;
  });
  defineStaffRoute(app, r.requestAdjustment, s, async (input, ctx) =>
    requestAdjustment(d.adjustments, actorOf(ctx.staff), input),
  );
}
