/**
 * Builds the pay-bill side of the payments module (paybill.service.ts) from the module's own
 * parts, and the URL registration the leader retries until Safaricom has our URLs.
 */
import type { FastifyInstance } from 'fastify';
import type { Scheduler } from '../../../platform/jobs/scheduler.js';
import type { ChannelsRepo } from '../channels.repo.js';
import type { IntentsRepo } from '../intents.repo.js';
import type { IntentTransitions } from '../intent-transitions.js';
import type { PaymentsConfig } from '../payments-config.js';
import type { PaymentsModuleDeps } from '../payments.module.js';
import { PayBillResolutionService } from './paybill-resolution.service.js';
import { PayBillService } from './paybill.service.js';
import { registerPayBillRoutes, registerPayBillStaffRoutes } from './paybill.routes.js';

export interface PayBillParts {
  service: PayBillService | undefined;
  /** Staff resolution of unmatched payments (absent without the staff module's four eyes). */
  resolution: PayBillResolutionService | undefined;
  registerUrls(): Promise<boolean>;
  /** The C2B routes, when pay-bill deposits are on. */
  register(app: FastifyInstance): Promise<void>;
  /** Leader-only: registers the URLs until Safaricom has them. */
  schedule(scheduler: Scheduler): void;
}

const REGISTER_RETRY_MS = 5_000;
/** As an appeal credit's (config APPEAL_CREDIT_FOUR_EYES_MINOR), when the composition names none. */
export const DEFAULT_PAYBILL_CREDIT_FOUR_EYES_MINOR = 50_000;

export function payBillParts(
  deps: PaymentsModuleDeps,
  own: { intents: IntentsRepo; transitions: IntentTransitions; channels: ChannelsRepo; config: PaymentsConfig },
): PayBillParts {
  const { db, market, clock, log } = deps;
  const payBill = deps.payBillAccounts
    ? new PayBillService({
        db,
        ...own,
        market,
        clock,
        accounts: deps.payBillAccounts,
        selfExclusion: deps.selfExclusion,
        log,
        ...(deps.depositBar ? { depositBar: deps.depositBar } : {}),
        ...(deps.depositLimits ? { depositLimits: deps.depositLimits } : {}),
      })
    : undefined;
  const staff = deps.staff;
  const resolution =
    payBill && staff?.fourEyes
      ? new PayBillResolutionService({
          db,
          clock,
          payBill,
          audit: staff.audit,
          fourEyes: staff.fourEyes,
          fourEyesAbove: deps.payBillCreditFourEyesAbove ?? DEFAULT_PAYBILL_CREDIT_FOUR_EYES_MINOR,
        })
      : undefined;
  let registered = false;
  const registerPayBillUrls = async (): Promise<boolean> => {
    const adapter = deps.payBill?.();
    if (registered || !adapter || !payBill) return registered;
    const done = await adapter.registerUrls();
    if (!done.ok) log.warn({ error: done.error }, 'pay-bill URL registration failed; will retry');
    registered = done.ok;
    return registered;
  };
  return {
    service: payBill,
    resolution,
    registerUrls: registerPayBillUrls,
    async register(app) {
      if (!payBill) return;
      // The staff routes exist in every market (an empty list where no paybill runs), like every staff route.
      if (resolution && staff) registerPayBillStaffRoutes(app, resolution, staff.sessions);
      if (!deps.payBill) return;
      const limits = deps.callbackLimits ? { limits: deps.callbackLimits } : {};
      await registerPayBillRoutes(app, { db, clock, log, service: payBill, adapter: deps.payBill, ...limits });
    },
    schedule(scheduler) {
      scheduler.every('payments.paybill.register', REGISTER_RETRY_MS, async () => {
        await registerPayBillUrls();
      });
    },
  };
}
