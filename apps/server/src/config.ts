/**
 * Environment parsed once at boot with zod; a bad value stops the process with a message naming
 * the variable (fail fast rather than run half-configured with real money).
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isMarketCode, type MarketCode } from '@nyota/contract/markets';
import { isSlideImagePath, type HomeSlide } from '@nyota/contract/home-slides';
import { DEFAULT_APP_IMAGE, isApkUrl } from '@nyota/contract/adverts';
import { isCookieDomain } from '@nyota/contract/session';
import { MarketOverrideError, marketOverrides, type MarketOverrides } from './market-overrides.js';
import { HomeSlidesConfigError, homeSlidesFromEnv } from './home-slides-config.js';
import {
  loadProviderSettings,
  ProviderConfigError,
  type ProviderSettings,
} from './modules/payments/providers/provider-config.js';
import type { LoginThrottleLimits } from './modules/auth/login-throttle.js';
import type { OtpLimits } from './modules/auth/otp.service.js';
import type { CallbackLimits } from './modules/payments/callback-limits.js';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * Server processes on this machine sharing PORT (main.ts, cluster-primary.ts): a whole number, or
   * `auto` for one per core. More than one needs PostgreSQL and Redis.
   */
  WORKERS: z
    .string()
    .trim()
    .default('1')
    .refine((v) => v === 'auto' || /^[1-9]\d{0,2}$/.test(v), { message: 'must be auto or a whole number from 1' }),
  /** Names this deployment's channels on a shared Redis (tests and benches keep to their own). */
  REDIS_PREFIX: z.string().min(1).default('nyota:'),
  MARKET: z
    .string()
    .default('zm')
    .refine(isMarketCode, { message: 'must be one of zm, ke, ug, gh' })
    .transform((v) => v as MarketCode),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST: z.string().optional(),
  /** The built staff console (apps/console/dist when unset and built). */
  CONSOLE_DIST: z.string().optional(),
  /** Allowed browser origins for CORS, comma separated; closed when empty. */
  CORS_ORIGINS: z.string().default(''),
  /**
   * The product's top-level domain for its cookies (example.com: the session then holds on www. and
   * m. alike). Unset or empty: every cookie stays on the host that set it.
   */
  COOKIE_DOMAIN: z
    .string()
    .trim()
    .refine((v) => v === '' || isCookieDomain(v), { message: 'must be a domain name such as example.com' })
    .optional(),
  /** SMS: 'outbox' (development page at /dev/sms) or 'africastalking'. */
  SMS_PROVIDER: z.enum(['outbox', 'africastalking']).optional(),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().optional(),
  AT_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  /** Trust X-Forwarded-For from this many proxies (0 = use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** API requests per client IP per minute on this node (0 = no limit, e.g. when the edge enforces one). */
  /**
   * Per-IP ceiling on API calls. Mobile carriers put many players behind one address (CGNAT), so it
   * is a flood guard only; per-account limits in the services do the real work.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Milliseconds a node keeps answering (with /readyz 503) before it closes, so balancers move away. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Leader-only background jobs (payment poller, reconciliation): on by default, off under NODE_ENV=test. */
  JOBS: z.enum(['on', 'off']).optional(),
  /**
   * Every API answer checked against its route's contract before it is sent (a mismatch is a 500
   * and an error log): on by default in test and development, off in production (it costs a parse
   * per answer).
   */
  ANSWER_CHECKS: z.enum(['on', 'off']).optional(),
  /** Virtual football: one round every this many ms (3 minutes; e2e servers run short rounds). */
  FOOTBALL_ROUND_MS: z.coerce.number().int().min(6_000).max(3_600_000).default(180_000),
  /** Crash game: betting window and pause after a crash (7 s and 3 s; e2e servers run short rounds). */
  CRASH_BETTING_MS: z.coerce.number().int().min(1_000).max(60_000).default(7_000),
  CRASH_PAUSE_MS: z.coerce.number().int().min(500).max(60_000).default(3_000),
  /** Staff approvals of a withdrawal above this many minor units need a second person (K 5,000). */
  WITHDRAWAL_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(500_000),
  /** Rewards above this (minor units of their unit) wait for a staff decision (docs/product-rules/rewards.md). */
  REWARD_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(100_000),
  /** Funding a campaign budget above this (minor units; default K10,000.00) needs a second person. */
  CAMPAIGN_FUND_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(1_000_000),
  /**
   * Support channels and the sign-up USSD code, replacing the market preset's defaults. Unset keeps
   * the default; an empty SUPPORT_* hides that channel. Checked below with the links' own rules.
   */
  SUPPORT_PHONE: z.string().optional(),
  SUPPORT_WHATSAPP: z.string().optional(),
  SUPPORT_EMAIL: z.string().optional(),
  SUPPORT_FACEBOOK: z.string().optional(),
  SUPPORT_X: z.string().optional(),
  USSD_CODE: z.string().optional(),
  /** The home banner's slides as a JSON array (home-slides-config.ts); unset keeps the market preset's. */
  HOME_SLIDES: z.string().optional(),
  /** The download page (modules/adverts/app-version.ts): the Android package and the page's picture. */
  APP_APK_URL: z
    .string()
    .refine((v) => v === '' || isApkUrl(v), 'an https address or a path on this site')
    .optional(),
  APP_IMAGE_URL: z.string().refine(isSlideImagePath, 'a picture on this site, e.g. /adverts/app.svg').default(DEFAULT_APP_IMAGE),
  /** Password failures (modules/auth/login-throttle.ts): pair lock, per-number slowdown ceiling and wait. */
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(3).max(20).default(5),
  LOGIN_NUMBER_SLOW_AFTER: z.coerce.number().int().min(5).max(100).default(20),
  LOGIN_SLOW_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  /** Wrong one-time codes in any 24 hours, all purposes together (modules/auth/otp.service.ts). */
  OTP_WRONG_PER_NUMBER: z.coerce.number().int().min(5).max(100).default(10),
  OTP_WRONG_PER_IP: z.coerce.number().int().min(5).max(10_000).default(30),
  /** Open anonymous watch sockets (/im?watch=) per client address (platform/realtime/watch-quota.ts). */
  WATCH_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Appeal credits above this (minor units) need a second person (modules/appeals, docs/staff-console.md#appeals). */
  APPEAL_CREDIT_FOUR_EYES_MINOR: z.coerce.number().int().min(0).default(50_000),
  /** Provider callbacks (modules/payments/callback-limits.ts): body size, per source address, unmatched rows kept. */
  PAYMENT_CALLBACK_MAX_BYTES: z.coerce.number().int().min(4096).max(1_048_576).default(65_536),
  PAYMENT_CALLBACKS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  PAYMENT_UNMATCHED_CALLBACKS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  PAYMENT_UNMATCHED_CALLBACKS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** null means the embedded PGlite database in dataDir (or in memory for tests when dataDir is null). */
  databaseUrl: string | null;
  redisUrl: string | null;
  redisPrefix: string;
  /** Server processes sharing the port (WORKERS); 1 runs in this process alone. */
  workers: number;
  market: MarketCode;
  /** Overrides of the market preset (SUPPORT_*, USSD_CODE); '' hides a channel. */
  marketOverrides: MarketOverrides;
  /** HOME_SLIDES, or null for the market preset's default slides. */
  homeSlides: readonly HomeSlide[] | null;
  /** APP_APK_URL (null: none, the PWA is the app) and APP_IMAGE_URL, served in the version file. */
  appDownload: { apkUrl: string | null; imgUrl: string };
  logLevel: Env['LOG_LEVEL'];
  webDist: string | null;
  consoleDist: string | null;
  corsOrigins: string[];
  /** COOKIE_DOMAIN without a leading dot; null: host-only cookies. */
  cookieDomain: string | null;
  sms: {
    provider: 'outbox' | 'africastalking';
    atUsername: string | null;
    atApiKey: string | null;
    atSenderId: string | null;
    atBaseUrl: string;
  };
  trustProxyHops: number;
  rateLimitPerMinute: number;
  shutdownDrainMs: number;
  /**
   * Mobile-money providers (PAWAPAY_*, MTN_*, PAYMENTS_CALLBACK_BASE_URL, PAYMENT_ROUTES; see
   * modules/payments/providers/provider-config.ts). None configured = embedded sandbox.
   */
  payments: ProviderSettings;
  jobsEnabled: boolean;
  answerChecks: boolean;
  footballRoundMs: number;
  crash: { bettingMs: number; pauseMs: number };
  loginLimits: LoginThrottleLimits;
  otpLimits: OtpLimits;
  watchSocketsPerIp: number;
  appealCreditFourEyesMinor: number;
  callbackLimits: CallbackLimits;
  /** Withdrawal approvals above this (minor units) are four-eyes requests. */
  withdrawalFourEyesMinor: number;
  rewardFourEyesMinor: number;
  campaignFundFourEyesMinor: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    // PGlite does not fsync: never hold real money in it.
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required when NODE_ENV=production (PGlite is for evaluation only)',
    );
  }
  const workers = workersOf(e);
  const smsProvider = smsProviderOf(e);
  const payments = paymentSettings(source, e);
  const { overrides, homeSlides } = marketSettings(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    workers,
    market: e.MARKET,
    marketOverrides: overrides,
    homeSlides,
    // An empty APP_APK_URL, like an unset one, means no package.
    appDownload: { apkUrl: e.APP_APK_URL ? e.APP_APK_URL : null, imgUrl: e.APP_IMAGE_URL },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? null,
    consoleDist: e.CONSOLE_DIST ?? null,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieDomain: e.COOKIE_DOMAIN ? e.COOKIE_DOMAIN.replace(/^\./, '').toLowerCase() : null,
    sms: {
      provider: smsProvider,
      atUsername: e.AT_USERNAME ?? null,
      atApiKey: e.AT_API_KEY ?? null,
      atSenderId: e.AT_SENDER_ID ?? null,
      atBaseUrl: e.AT_BASE_URL,
    },
    trustProxyHops: e.TRUST_PROXY_HOPS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    payments,
    jobsEnabled: e.JOBS ? e.JOBS === 'on' : e.NODE_ENV !== 'test',
    answerChecks: e.ANSWER_CHECKS ? e.ANSWER_CHECKS === 'on' : e.NODE_ENV !== 'production',
    footballRoundMs: e.FOOTBALL_ROUND_MS,
    crash: { bettingMs: e.CRASH_BETTING_MS, pauseMs: e.CRASH_PAUSE_MS },
    loginLimits: { lockAfter: e.LOGIN_LOCK_AFTER, numberSlowAfter: e.LOGIN_NUMBER_SLOW_AFTER, slowSeconds: e.LOGIN_SLOW_SECONDS },
    otpLimits: { wrongPerMobile: e.OTP_WRONG_PER_NUMBER, wrongPerIp: e.OTP_WRONG_PER_IP },
    watchSocketsPerIp: e.WATCH_SOCKETS_PER_IP,
    appealCreditFourEyesMinor: e.APPEAL_CREDIT_FOUR_EYES_MINOR,
    callbackLimits: {
      bodyBytes: e.PAYMENT_CALLBACK_MAX_BYTES,
      perIpPerMinute: e.PAYMENT_CALLBACKS_PER_IP_PER_MINUTE,
      unmatchedPerDay: e.PAYMENT_UNMATCHED_CALLBACKS_PER_DAY,
      unmatchedRetentionDays: e.PAYMENT_UNMATCHED_CALLBACKS_KEEP_DAYS,
    },
    withdrawalFourEyesMinor: e.WITHDRAWAL_FOUR_EYES_MINOR,
    rewardFourEyesMinor: e.REWARD_FOUR_EYES_MINOR,
    campaignFundFourEyesMinor: e.CAMPAIGN_FUND_FOUR_EYES_MINOR,
  };
}

/**
 * Processes share only PostgreSQL and the bus: embedded PGlite opens its data directory in one
 * process, and the in-process bus would keep each process's crash ticks and pushes to itself.
 */
function workersOf(e: Env): number {
  const workers = e.WORKERS === 'auto' ? availableParallelism() : Number(e.WORKERS);
  if (workers === 1) return 1;
  const missing = [
    e.DATABASE_URL ? null : 'DATABASE_URL (embedded PGlite opens its data directory in one process only)',
    e.REDIS_URL ? null : "REDIS_URL (processes reach each other's sockets through the Redis bus)",
  ].filter((m): m is string => m !== null);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: ${e.WORKERS} means ${workers} processes, which need ${missing.join(' and ')}; ` +
        'set them, or WORKERS=1',
    );
  }
  return workers;
}

function smsProviderOf(e: Env): AppConfig['sms']['provider'] {
  const smsProvider = e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'africastalking' : 'outbox');
  if (smsProvider === 'outbox' && e.NODE_ENV === 'production') {
    // The outbox delivers nothing to phones and shows codes on a page: never in production.
    throw new ConfigError(
      'Invalid configuration:\n  SMS_PROVIDER: outbox is for development only; use africastalking in production',
    );
  }
  if (smsProvider === 'africastalking' && (!e.AT_USERNAME || !e.AT_API_KEY)) {
    throw new ConfigError('Invalid configuration:\n  AT_USERNAME, AT_API_KEY: required for SMS_PROVIDER=africastalking');
  }
  return smsProvider;
}

function paymentSettings(source: NodeJS.ProcessEnv, e: Env): ProviderSettings {
  let payments: ProviderSettings;
  try {
    payments = loadProviderSettings(source);
  } catch (err) {
    if (err instanceof ProviderConfigError)
      throw new ConfigError(err.message.replace(/^Invalid payment provider configuration:/, 'Invalid configuration:'));
    throw err;
  }
  if (e.NODE_ENV === 'production' && !payments.pawapay && !payments.mtn) {
    // The embedded sandbox moves no real money: production needs a real provider.
    throw new ConfigError(
      'Invalid configuration:\n  PAWAPAY_API_TOKEN or MTN_*: a mobile-money provider is required when NODE_ENV=production',
    );
  }
  return payments;
}

function marketSettings(e: Env): { overrides: MarketOverrides; homeSlides: HomeSlide[] | null } {
  try {
    return { overrides: marketOverrides(e), homeSlides: homeSlidesFromEnv(e.HOME_SLIDES) };
  } catch (err) {
    if (err instanceof MarketOverrideError || err instanceof HomeSlidesConfigError) throw new ConfigError(err.message);
    throw err;
  }
}
