/**
 * The staff side of chain salts (docs/staff-console.md#fairness-salts): list chains, announce a new
 * chain (audited in its transaction) and set an announced chain's salt, which is a four-eyes
 * request: a salt never changes once set, so the value typed from the public source is checked by
 * a second person before it binds the chain. The approving transaction sets it.
 */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { FOUR_EYES_SET_CHAIN_SALT, setChainSaltPayload } from '@nyota/contract/staff/fairness-schemas';
import type { Db } from '../../../platform/db/database.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../../platform/http/define-staff-route.js';
import type { AuditService, FourEyesService } from '../../staff/index.js';
import { chainView, type ChainSaltService } from './chain-salt.service.js';

export interface ChainSaltStaffDeps {
  audit: Pick<AuditService, 'append'>;
  fourEyes: Pick<FourEyesService, 'registerAction' | 'request'>;
  sessions: StaffSessionResolver;
}

export function registerChainSaltStaff(app: FastifyInstance, db: Db, service: ChainSaltService, staff: ChainSaltStaffDeps): void {
  staff.fourEyes.registerAction(FOUR_EYES_SET_CHAIN_SALT, {
    payload: setChainSaltPayload,
    run: async (trx, p) => chainView(await service.setSalt(p.game, p.chainId, p.value, trx)),
  });
  const { sessions } = staff;
  defineStaffRoute(app, r.listChains, sessions, async () => ({ list: (await service.list()).map(chainView) }));
  defineStaffRoute(app, r.announceChain, sessions, async (input, ctx) =>
    db.transaction().execute(async (trx) => {
      const chain = chainView(await service.announce(input.game, input.source, new Date(input.expectedAt), undefined, trx));
      await staff.audit.append(trx, {
        actorId: ctx.staff.id,
        actor: ctx.staff.username,
        action: 'fairness.announce',
        target: `${chain.game}:${chain.chainId}`,
        after: { terminatingHash: chain.terminatingHash, source: chain.salt.source, expectedAt: chain.salt.expectedAt },
        reason: input.reason,
      });
      return chain;
    }),
  );
  defineStaffRoute(app, r.setChainSalt, sessions, async (input, ctx) => {
    const { reason, ...payload } = input;
    return staff.fourEyes.request(
      { id: ctx.staff.id, username: ctx.staff.username },
      { kind: FOUR_EYES_SET_CHAIN_SALT, payload, reason },
    );
  });
}
