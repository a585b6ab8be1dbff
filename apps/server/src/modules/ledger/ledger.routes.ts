import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { LedgerService } from './ledger.service.js';

export function registerLedgerRoutes(app: FastifyInstance, ledger: LedgerService, sessions: SessionResolver): void {
  defineRoute(app, routes.memberBalance, sessions, async (_input, ctx) => {
    const b = await ledger.balances(ctx.auth.memberId);
    return { money: b.cash, trial: b.trial, coin: b.coin, diamond: b.diamond, voucher: b.voucher };
  });
}
