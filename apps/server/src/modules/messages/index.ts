/**
 * Member messages (docs/product-rules/messages.md): the player's inbox. System messages are
 * written from the activity stream (deposit and withdrawal outcomes); promotional ones through
 * `promotions.sendPromotion`, which asks eligibility first. Each new message is announced on /im
 * (Notification/New) after it commits.
 */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { MemberMessagesService } from './member-messages.service.js';
import { registerMemberMessageRoutes } from './member-messages.routes.js';
import { messageAnnouncer } from './message-push.js';
import { PromotionMessagesService } from './promotion-messages.service.js';
import { systemMessagesConsumer } from './system-messages.consumer.js';
import { CampaignMessagesService, type CampaignAudienceSource } from './campaign-messages.service.js';
import { registerCampaignMessageRoutes } from './campaign-messages.routes.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { AuditService } from '../staff/index.js';

export { SYSTEM_MESSAGES_CONSUMER } from './system-messages.consumer.js';
export { appendAppealStepMessage, type AppealStep } from './appeal-step-message.js';
export {
  PromotionMessagesService,
  type PromotionResult,
  type PromotionSend,
  type PromotionText,
} from './promotion-messages.service.js';
export { MemberMessagesService } from './member-messages.service.js';
export { CampaignMessagesService, type CampaignAudienceSource } from './campaign-messages.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox services, for tests and (later) the staff console's promotion sends. */
    messages: MessagesModule;
  }
}

export interface MessagesModuleDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  sessions: SessionResolver;
  activity: ActivityConsumers;
  eligibility: Pick<EligibilityService, 'check'>;
  currencySymbol: string;
}

export interface MessagesModule {
  inbox: MemberMessagesService;
  promotions: PromotionMessagesService;
  register(app: FastifyInstance): void;
}

export function createMessagesModule(deps: MessagesModuleDeps): MessagesModule {
  const inbox = new MemberMessagesService(deps.db, deps.clock);
  const announce = messageAnnouncer(deps.bus, inbox);
  deps.activity.register(
    systemMessagesConsumer({ db: deps.db, currencySymbol: deps.currencySymbol, announce, eligibility: deps.eligibility }),
  );
  const promotions = new PromotionMessagesService({ db: deps.db, clock: deps.clock, eligibility: deps.eligibility, announce });
  const mod: MessagesModule = {
    inbox,
    promotions,
    register(app) {
      app.decorate('messages', mod);
      registerMemberMessageRoutes(app, inbox, deps.sessions);
    },
  };
  return mod;
}

/** How often the leader looks for scheduled campaign messages that are due. */
const CAMPAIGN_MESSAGES_POLL_MS = 15_000;

export interface CampaignMessagesModule {
  campaigns: CampaignMessagesService;
  register(app: FastifyInstance): void;
  /** Scheduled sends run on the leader only (one node at a time); the claim makes each run once. */
  schedule(scheduler: Scheduler): void;
}

/** The staff console's campaign messages, over the inbox's promotions. */
export function createCampaignMessagesModule(d: {
  db: Db;
  clock: Clock;
  promotions: PromotionMessagesService;
  audience: CampaignAudienceSource;
  staff: { audit: AuditService; sessions: StaffSessionResolver };
}): CampaignMessagesModule {
  const campaigns = new CampaignMessagesService({
    db: d.db,
    clock: d.clock,
    audit: d.staff.audit,
    promotions: d.promotions,
    audience: d.audience,
  });
  return {
    campaigns,
    register: (app) => registerCampaignMessageRoutes(app, campaigns, d.staff.sessions),
    schedule: (scheduler) =>
      scheduler.every('campaign-messages', CAMPAIGN_MESSAGES_POLL_MS, async () => {
        await campaigns.runDue();
      }),
  };
}
