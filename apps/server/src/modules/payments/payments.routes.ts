/** Deposit and withdraw calls (docs/product-rules/wallet.md#calls): transport only, rules live in the services. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { MemberContext } from '../../platform/http/request-context.js';
import type { DepositService, PayingMember } from './deposit.service.js';
import type { WithdrawService } from './withdraw.service.js';

function payingMember(ctx: MemberContext): PayingMember {
  return { memberId: ctx.auth.memberId, mobile: ctx.auth.mobile, lang: ctx.lang };
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  deposits: DepositService,
  withdrawals: WithdrawService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.payItems, sessions, () => deposits.payItems());
  defineRoute(app, routes.depositChannels, sessions, (_input, ctx) => deposits.channelsFor(ctx.auth?.mobile ?? null));
  defineRoute(app, routes.depositInit, sessions, (input, ctx) => deposits.init(payingMember(ctx), input));
  defineRoute(app, routes.depositTax, sessions, (input) => deposits.tax(input.amount));
  defineRoute(app, routes.depositResult, sessions, (input, ctx) =>
    deposits.result(ctx.auth.memberId, input.transNo, input.sync === '1', ctx.lang),
  );
  defineRoute(app, routes.withdrawChannels, sessions, () => withdrawals.channels());
  defineRoute(app, routes.withdrawMemberTax, sessions, (input, ctx) =>
    withdrawals.memberTax(payingMember(ctx), input.money, input.channel),
  );
  defineRoute(app, routes.withdrawLastSuccessful, sessions, (input, ctx) =>
    withdrawals.lastSuccessful(ctx.auth.memberId, input.channel),
  );
  defineRoute(app, routes.withdrawInit, sessions, (input, ctx) => withdrawals.init(payingMember(ctx), input));
}
