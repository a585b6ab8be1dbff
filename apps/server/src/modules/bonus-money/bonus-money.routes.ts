/** Transport of the Bonus Center's calls (contract: routes-bonuses.ts). */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { MyBonusesData } from '@nyota/contract/api/bonuses';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { LedgerApi } from '../ledger/index.js';
import type { BonusGrant } from './bonus-grants.repo.js';
import type { BonusMoneyService } from './bonus-money.service.js';

const view = (g: BonusGrant) => ({
  id: g.id,
  status: g.status,
  amount: g.amount,
  wageringMultiple: g.wageringMultiple,
  wageringRequired: g.wageringRequired,
  wagered: Math.min(g.wagered, g.wageringRequired),
  maxStake: g.maxStake,
  maxConversion: g.maxConversion,
  contributions: g.contributions,
  expiresAt: g.expiresAt.toISOString(),
  createdAt: g.createdAt.toISOString(),
  converted: g.converted,
});

export function registerBonusRoutes(
  app: FastifyInstance,
  d: { bonus: BonusMoneyService; ledger: LedgerApi; sessions: SessionResolver },
): void {
  const mine = async (memberId: string): Promise<MyBonusesData> => {
    const [grants, balances] = await Promise.all([d.bonus.forMember(memberId), d.ledger.balances(memberId)]);
    return { trial: balances.trial, items: grants.map(view) };
  };
  defineRoute(app, routes.myBonuses, d.sessions, (_input, ctx) => mine(ctx.auth.memberId));
  defineRoute(app, routes.forfeitBonus, d.sessions, async (input, ctx) => {
    await d.bonus.forfeit(ctx.auth.memberId, input.id);
    return mine(ctx.auth.memberId);
  });
}
