/** The product's business constants (docs/product-rules/api-conventions.md#constants). */
export const PLATFORM_ID = 3;
export const MOBILE_LOCAL_LENGTH = 10;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_PER_HOUR_PER_MOBILE = 5;
export const OTP_MAX_PER_HOUR_PER_IP = 20;
export const MINOR_UNIT_DIVISOR = 100;
export const RATE_SCALE = 10000;
export const TOKEN_COOKIE_DAYS = 7;
export const SESSION_TTL_SECONDS = TOKEN_COOKIE_DAYS * 24 * 3600;
export const REFERRAL_COOKIE_DAYS = 1;
export const WS_CLOSE_NORMAL = 1000;
export const WS_CLOSE_ERROR = 3000;
export const WS_PING_MS = 30_000;
export const TOAST_MS = 3000;
export const TOAST_MAX = 5;
export const NOTIFY_MS = 8000;
export const BOTTOM_MESSAGE_MS = 30_000_000;
export const PROMO_BANNER_SNOOZE_MS = 60_000;
/**
 * Per docs/product-rules/home-page.md#banner-carousel, the home banner carousel shows 1 slide at a
 * time on phones, 3 on desktop.
 */
export const CAROUSEL_SLIDES_MOBILE = 1;
export const CAROUSEL_SLIDES_DESKTOP = 3;
export const LAYOUT_BREAKPOINT = 768;
export const MIDDLE_BREAKPOINT = 1360;
export const DRAWER_WIDTH = 300;
export const DRAWER_COLLAPSED_WIDTH = 68;
export const AGE_LIMIT = 18;
export const UNREAD_MAX_SHOWN = 99;

/** Config types served by /config-service/cfGlobal/queryGlobalByType. */
export const ConfigType = {
  TAX: 6000,
  SIGNUP_CODE: 160,
  WITHDRAW: 6002,
  /**
   * Staff-edited market documents (docs/staff-console.md#market-settings). Channels and pay items
   * live in the payments tables; these types only number their versions in config_versions. The
   * market texts (contact links, USSD code, home slides) are an override document in global_config.
   */
  PAY_CHANNELS: 9101,
  PAY_ITEMS: 9102,
  MARKET_TEXTS: 9103,
  /** Harm-marker thresholds (responsible gambling), kept in the harm-markers module's own table. */
  HARM_MARKERS: 9104,
  /** The bonus offers' settings (sign-in bonus...), kept in the offers module's own table. */
  OFFERS: 9105,
  // 9110: the VIP club's setting (staff/vip-settings-schemas.ts VIP_CONFIG_TYPE), kept out of this
  // object because the web app's first screen carries it and has no byte to spare.
} as const;

/** Session state bit field (docs/product-rules/auth.md#session-states). */
export const SessionState = {
  LOGGED_OUT: 1,
  LOGGED_IN: 2,
  LOGGING_IN: 5,
  LOGGING_OUT: 6,
} as const;

/**
 * Reconnect delay rule (docs/product-rules/api-conventions.md#realtime-connection): 5 ^ max(1,
 * floor(attempts / 100)) seconds.
 */
export function reconnectDelayMs(attempts: number): number {
  return 5 ** Math.max(1, Math.floor(attempts / 100)) * 1000;
}

export const KICKOUT_REMINDER_KEY = 'base.kickout_reminder';
export const SELF_EXCLUSION_PERIODS = ['1m', '3m', '6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** Responsible-gambling time-out (cool-off) periods: 24 hours, 7 days, 30 days, 6 weeks. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
/** Reality-check intervals in minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
