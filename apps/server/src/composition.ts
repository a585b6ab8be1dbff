/**
 * The composition root's first two thirds (app.ts holds the rest): each module is built by its
 * create…Module from the ones before it and mounted (its routes registered) in the order the API
 * has always been registered in. Modules meet only through their index.ts surfaces.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MarketPreset } from '@nyota/contract/markets';
import type { SandboxOptions } from '@nyota/sandbox';
import type { AppConfig } from './config.js';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { Database } from './platform/db/schema.js';
import type { DatabaseHandle } from './platform/db/database.js';
import type { EventBus } from './platform/bus/event-bus.js';
import type { Clock } from './platform/clock.js';
import type { LogStream } from './platform/observability/logger.js';
import { createSessionsModule, type SessionsService } from './modules/sessions/index.js';
import { createSmsModule, type SmsSender } from './modules/sms/index.js';
import { createLedgerModule, type LedgerService } from './modules/ledger/index.js';
import { createPlayGateModule, type PlayGate } from './modules/play-gate/index.js';
import { createResponsibleGamblingModule } from './modules/responsible-gambling/index.js';
import { GameLossesRepo } from './modules/games/bets/index.js';
import { createMembersModule, memberLanguages, type MembersModule } from './modules/members/index.js';
import { createSelfExclusionModule, type SelfExclusionModule } from './modules/self-exclusion/index.js';
import { createTimeOutModule } from './modules/time-out/index.js';
import { createPlayersModule, type PlayersModule, type PlayersModuleDeps } from './modules/players/index.js';
import { createEligibilityModule, type EligibilityService } from './modules/eligibility/index.js';
import { createRewardsModule, type RewardsService } from './modules/rewards/index.js';
import { createBonusMoneyModule, type BonusMoneyModule } from './modules/bonus-money/index.js';
import { createAuthModule, type AuthModule } from './modules/auth/index.js';
import { createConfigModule, type ServedMarketSource, type SettingsService } from './modules/config/index.js';
import { createOffersModule } from './modules/offers/index.js';
import { createRegistrationWheelModule } from './modules/registration-wheel/index.js';
import { createDepositOffersModule, type DepositOffersModule } from './modules/deposit-offers/index.js';
import {
  createPaymentsModule,
  IntentLookups,
  paymentSettingStores,
  createWithdrawalReviewModule,
  providersFor,
  type WithdrawalReviewModule,
  type PaymentProviders,
  type PaymentsModule,
  type PayBillAccounts,
} from './modules/payments/index.js';
import { createRecordsModule } from './modules/records/index.js';
import { createUploadsModule } from './modules/uploads/index.js';
import { createAppealsModule, type AppealsModule } from './modules/appeals/index.js';
import { createStaffModule, type StaffModule } from './modules/staff/index.js';
import { createActivityModule, type ActivityModule } from './modules/activity/index.js';
import { createHarmMarkersModule, type HarmMarkersModule } from './modules/harm-markers/index.js';
import { createMessagesModule, type MessagesModule } from './modules/messages/index.js';
import { createAdvertsModule } from './modules/adverts/index.js';
import { createVouchersModule, type VouchersModule } from './modules/vouchers/index.js';
import { createPromotionsModule, type PromotionsModule } from './modules/promotions/index.js';
import { createMediaModule } from './modules/media/index.js';
import type { MallModule } from './modules/mall/index.js';
import { mountMall } from './composition-mall.js';
import { mountGiveaway } from './composition-giveaway.js';
import { mountInvite } from './composition-invite.js';
import type { InviteModule } from './modules/invite/index.js';
import { mountCashRain } from './composition-cash-rain.js';
import { createCashbackModule } from './modules/cashback/index.js';
import { mountTasks, mountVipClub } from './composition-loyalty.js';
import { toLocal } from '@nyota/contract/rules';

export interface AppDeps {
  database: DatabaseHandle;
  bus: EventBus;
  clock?: Clock;
  /** Overrides the SMS sender the config names (tests capture codes this way). */
  sms?: SmsSender;
  /** A name for this node in logs and metrics (tests run two). */
  nodeId?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Replaces the configured (or embedded sandbox) payment providers, e.g. a recording fake in tests. */
  payments?: PaymentProviders;
  /** Options for the embedded payment sandbox (tests shorten its delays). */
  sandbox?: SandboxOptions;
}

/** What every part of the composition is built from. */
export interface Composition {
  app: FastifyInstance;
  config: AppConfig;
  deps: AppDeps;
  db: Kysely<Database>;
  bus: EventBus;
  log: FastifyBaseLogger;
  clock: Clock;
  market: MarketPreset;
  servedMarket: ServedMarket;
}

export interface AccountSide {
  activity: ActivityModule;
  /** The one reward path, and bonus money on it (the games stake cash first, then the bonus). */
  rewards: RewardsService;
  bonus: BonusMoneyModule;
  sessions: SessionsService;
  staff: StaffModule;
  ledger: LedgerService;
  playGate: PlayGate;
  members: MembersModule;
  selfExclusion: SelfExclusionModule;
  auth: AuthModule;
  mountLedger(): Promise<void>;
  depositBars: Pick<Parameters<typeof createPaymentsModule>[0], 'depositBar' | 'depositLimits'>;
  saferPlay: PlayersModuleDeps['saferPlay'];
}

/** Registers a module's routes (its `register`) and hands the module on. */
export async function mount<M extends { register(app: FastifyInstance): void | Promise<void> }>(
  app: FastifyInstance,
  module: M,
): Promise<M> {
  await module.register(app);
  return module;
}

/** Sessions, staff, the ledger, members and their sign-in, and the player's own bars on play. */
export async function mountAccountSide(c: Composition): Promise<AccountSide> {
  const { app, config, db, bus, log, clock, market } = c;
  const { sessions } = createSessionsModule({ db, bus, clock });
  // First: every module that owns a fact appends it to the stream; consumers register as they are built.
  const activity = createActivityModule({ db, clock, log, metrics: app.metrics });
  app.decorate('activityStream', activity.consumers);
  // Early, so modules with staff routes (work queues, player pages) get its sessions, audit and four eyes.
  const staff = createStaffModule({ db, clock });
  const sms = await mount(app, createSmsModule({ db, log, settings: config.sms, env: config.env, sender: c.deps.sms }));
  const ledger = createLedgerModule({ db, bus, log, sessions });
  const { gate: playGate } = createPlayGateModule({ log });
  const members = createMembersModule({ db, clock, market, balances: ledger.ledger, sessions, playGate });
  const selfExclusion = createSelfExclusionModule({ db, sessions, clock, market, playGate });
  const losses = new GameLossesRepo(db);
  const timeOut = createTimeOutModule({ db, sessions, clock, market, playGate, plays: losses });
  const { loginLimits, otpLimits } = config;
  const accountDeps = {
    members: members.members,
    locks: members.locks,
    selfExclusion: selfExclusion.selfExclusion,
    loginLimits,
    otpLimits,
  };
  const auth = await mount(app, createAuthModule({ db, market, clock, sms: sms.sender, sessions, log, ...accountDeps }));
  await mount(app, members);
  await mount(app, selfExclusion);
  await mount(app, timeOut);
  const rg = await mount(app, createResponsibleGamblingModule({ db, clock, market, sessions, playGate, losses }));
  const { rewards } = createRewardsModule({ db, clock, ledger: ledger.ledger, holdAbove: config.rewardFourEyesMinor });
  const bonusDeps = { db, bus, clock, ledger: ledger.ledger, rewards, activity: activity.consumers, market, sessions };
  return {
    activity,
    rewards,
    bonus: createBonusMoneyModule(bonusDeps),
    sessions,
    staff,
    ledger: ledger.ledger,
    playGate,
    members,
    selfExclusion,
    auth,
    mountLedger: async () => {
      await mount(app, ledger);
    },
    depositBars: { depositBar: timeOut.timeOut, depositLimits: rg.limits },
    saferPlay: { limits: rg.limits, timeOut: timeOut.timeOut, realityCheck: timeOut.realityCheck },
  };
}

export interface MoneySide {
  harm: HarmMarkersModule;
  payments: PaymentsModule;
  appeals: AppealsModule;
  servedMarket: ServedMarketSource;
  /** Market settings: modules built later hand over the settings they keep in their own tables. */
  settings: SettingsService;
  /** The staff withdrawal queue: the VIP club tells it whose withdrawals come first. */
  withdrawalReview: WithdrawalReviewModule;
}

/** Market config, payments, records, appeals and the withdrawal review. */
export async function mountMoneySide(c: Composition, a: AccountSide): Promise<MoneySide> {
  const { app, config, db, bus, log, clock, market } = c;
  const { sessions, staff, ledger } = a;
  await a.mountLedger();
  const configModule = await mount(app, createConfigModule({ db, clock, sessions, market: c.servedMarket, bus, staff }));
  // Real providers when credentials are configured; otherwise the in-process sandbox (embedded mode).
  const providers = c.deps.payments ?? (await providersFor(app, config, clock, c.deps.sandbox));
  const selfExclusion = a.selfExclusion.selfExclusion;
  const { callbackLimits } = config;
  const activity = a.activity.consumers;
  const paymentDeps = { db, bus, market, clock, ledger, selfExclusion, sessions, log, callbackLimits, staff, activity };
  // A staff credit of an unmatched pay-bill payment puts a deposit in a member's cash by hand, as an appeal credit does.
  const payBillCreditFourEyesAbove = config.appealCreditFourEyesMinor;
  const payBillAccounts = payBillAccountsOf(c, a);
  const payments = await mount(
    app,
    createPaymentsModule({ ...paymentDeps, ...a.depositBars, ...providers, payBillAccounts, payBillCreditFourEyesAbove }),
  );
  const harm = await mount(app, createHarmMarkersModule(harmDeps(c, a)));
  configModule.settings.useStore('harm_markers', harm.settingStore);
  const paymentStores = paymentSettingStores(market.code);
  configModule.settings.useStore('channels', paymentStores.channels);
  configModule.settings.useStore('pay_items', paymentStores.pay_items);
  const { records } = await mount(app, createRecordsModule({ db, clock, timeZone: market.timeZone, sessions }));
  // Appeal screenshots live beside the embedded database, never under the web root.
  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  const uploads = await mount(app, createUploadsModule({ db, clock, sessions, dir: uploadsDir }));
  const creditFourEyesAbove = config.appealCreditFourEyesMinor;
  const appealConsole = { bus, staff, ledger, payments: payments.lookup, creditFourEyesAbove };
  const appeals = await mount(
    app,
    createAppealsModule({ db, clock, records, uploads: uploads.service, sessions, console: appealConsole }),
  );
  const openAppeals = (memberId: string) => appeals.staff.openForMember(memberId);
  const reviewDeps = { db, clock, payments, ledger, staff, openAppeals };
  const withdrawalReview = await mount(
    app,
    createWithdrawalReviewModule({ ...reviewDeps, fourEyesThreshold: config.withdrawalFourEyesMinor }),
  );
  const { servedMarket, settings } = configModule;
  return { harm, payments, appeals, servedMarket, settings, withdrawalReview };
}

/** A pay-bill account reference is the member's number (staff may name the id): their id and language for the deposit. */
function payBillAccountsOf(c: Composition, a: AccountSide): PayBillAccounts {
  const account = async (found: { id: string; mobile: string } | null) => {
    if (!found) return null;
    const lang = (await memberLanguages(c.db, [found.id])).get(found.id) ?? c.market.defaultLanguage;
    return { memberId: found.id, mobile: found.mobile, lang };
  };
  return {
    byMobile: async (e164) => account(await a.members.members.credentialsByMobile(e164)),
    byId: async (memberId) => account(await a.members.members.credentialsById(memberId)),
  };
}

/** Harm markers read the stream, write the staff audit, and show staff each player's number. */
function harmDeps(c: Composition, a: AccountSide): Parameters<typeof createHarmMarkersModule>[0] {
  const mobileOf = async (memberId: string) => {
    const found = await a.members.members.credentialsById(memberId);
    return found ? toLocal(found.mobile, c.market) : null;
  };
  const { db, clock, market } = c;
  const staff = { audit: a.staff.audit, staffSessions: a.staff.sessions };
  return { db, clock, timeZone: market.timeZone, activity: a.activity.consumers, ...staff, mobileOf };
}

export interface PlayerSide {
  players: PlayersModule;
  /** "May this member receive a bonus, promotional message or pop-up now": engagement modules receive it. */
  eligibility: EligibilityService;
  /** The one reward path: every engagement grant goes through it. */
  rewards: RewardsService;
  messages: MessagesModule;
  /** Vouchers and promotion campaigns: their leader jobs run in app.ts. */
  vouchers: VouchersModule;
  promotions: PromotionsModule;
  depositOffers: DepositOffersModule;
  /** The mall and the exchange: its raffle draws run in app.ts's leader jobs. */
  mall: MallModule;
  /** Invitations and cash giving: its referral settles run in app.ts's leader jobs. */
  invite: InviteModule;
}

/** The staff players pages, then eligibility, which reads the players' concern flag among others, then adverts, which ask it. */
export async function mountPlayerSide(c: Composition, a: AccountSide, m: MoneySide): Promise<PlayerSide> {
  const { app, db, clock, market } = c;
  const { members, selfExclusion, auth, staff, sessions, ledger, saferPlay } = a;
  const playerDeps = { selfExclusion: selfExclusion.selfExclusion, auth: auth.auth, appeals: m.appeals.player, saferPlay };
  const players = await mount(app, createPlayersModule({ db, clock, market, staff, members, sessions, ledger, ...playerDeps }));
  // A campaign's audience reads when the member joined (members) and whether they deposited (payments).
  const memberSince = async (id: string) => (await members.members.profiles([id]))[0]?.createdAt ?? null;
  const intents = new IntentLookups(db);
  const { eligibility } = createEligibilityModule({
    clock,
    memberFacts: { joinedAt: memberSince, hasDeposited: (id) => intents.hasDeposited(id) },
    selfExclusion: selfExclusion.selfExclusion,
    timeOut: saferPlay.timeOut,
    concerns: players.concerns,
    limits: saferPlay.limits,
    // An automatic harm-markers review reads to the player as a staff concern: a pause, ask support.
    sources: [{ name: 'harm_review', messageKey: 'eligibility.rg_concern', restricted: (id) => m.harm.harm.underReview(id) }],
  });
  const offerDeps = {
    db,
    clock,
    timeZone: market.timeZone,
    rewards: a.rewards,
    bonus: a.bonus.bonus,
    eligibility,
    sessions,
    market,
    log: c.log,
  };
  const offers = await mount(app, createOffersModule({ ...offerDeps, activity: a.activity.consumers }));
  await mount(app, a.bonus);
  m.settings.useStore('offers', offers.settingStore);
  // The registration wheel pays a guest device's prize to the account it signs up next.
  const wheelDeps = { db, clock, rewards: a.rewards, bonus: a.bonus.bonus, eligibility, sessions, log: c.log };
  await mount(app, createRegistrationWheelModule({ ...wheelDeps, onSignUp: (l) => auth.auth.onSignUp(l) }));
  // Deposit offers: a claim starts a wallet deposit; the stream's deposit.succeeded grants the bonus.
  const depositDeps = { deposits: m.payments.deposits, bonus: a.bonus.bonus, rewards: a.rewards, ledger };
  const depositOffers = await mount(
    app,
    createDepositOffersModule({
      db,
      clock,
      sessions,
      eligibility,
      activity: a.activity.consumers,
      memberSince,
      ...depositDeps,
      currencySymbol: market.currencySymbol,
      market: market.code,
      timeZone: market.timeZone,
    }),
  );
  // Weekly cashback (its stream consumer keeps the weeks) and the trial fund of a member's first days.
  const cashbackDeps = { db, clock, market, rewards: a.rewards, bonus: a.bonus.bonus, eligibility, sessions, memberSince };
  const cashback = await mount(app, createCashbackModule({ ...cashbackDeps, activity: a.activity.consumers }));
  // The inbox: system messages from the stream, promotional ones only to members eligibility allows.
  const messageDeps = { db, bus: c.bus, clock, sessions, activity: a.activity.consumers, eligibility };
  const messages = await mount(app, createMessagesModule({ ...messageDeps, currencySymbol: market.currencySymbol }));
  const vip = await mountVipClub(c, a, m, { eligibility, cashback });
  await mountTasks(c, a, m, eligibility, async (id) => (await vip.vip.standing(id)).level);
  // Adverts: the banner ones are the served market's slides; the pop-up permission asks eligibility.
  const appDownload = c.config.appDownload;
  await mount(app, createAdvertsModule({ clock, sessions, servedMarket: m.servedMarket, eligibility, appDownload }));
  const { vouchers, promotions } = await mountPromotions(c, a, eligibility, messages);
  const mall = await mountMall(c, a, m, { eligibility, vip: vip.vip, vouchers: vouchers.vouchers });
  mountGiveaway(c, a, m, eligibility);
  const invite = await mountInvite(c, a, m, eligibility);
  mountCashRain(c, a, m, { eligibility, hasDeposited: (id) => intents.hasDeposited(id) });
  return { players, eligibility, rewards: a.rewards, messages, vouchers, promotions, depositOffers, mall, invite };
}

/** Vouchers (type 5 rewards) and the promotions that give them, both asking eligibility; campaign images. */
async function mountPromotions(
  c: Composition,
  a: AccountSide,
  eligibility: EligibilityService,
  messages: PlayerSide['messages'],
): Promise<Pick<PlayerSide, 'vouchers' | 'promotions'>> {
  const { app, db, clock, market } = c;
  const { staff, sessions, ledger } = a;
  const voucherDeps = { db, clock, ledger, rewards: a.rewards, eligibility, sessions };
  const vouchers = await mount(app, createVouchersModule(voucherDeps));
  const promotionDeps = {
    ...voucherDeps,
    bus: c.bus,
    market: market.code,
    vouchers: vouchers.vouchers,
    messages: messages.promotions,
    staff: { audit: staff.audit, sessions: staff.sessions },
    budgetLimit: { max: c.config.campaignFundFourEyesMinor, currencySymbol: market.currencySymbol },
  };
  const promotions = await mount(app, createPromotionsModule(promotionDeps));
  // Campaign images staff upload, served to everyone at /media/{name}.
  await mount(app, createMediaModule({ db, clock, audit: staff.audit, staffSessions: staff.sessions }));
  return { vouchers, promotions };
}
