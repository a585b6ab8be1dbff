import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('runs embedded with no configuration at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, databaseUrl: null, redisUrl: null, market: 'zm', dataDir: './data' });
    expect(c.sms.provider).toBe('outbox');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MARKET: 'xx' })).toThrow(/MARKET: must be one of zm, ke, ug, gh/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it("takes support channels and the USSD code over the market's defaults, refusing ones that are no link", () => {
    const c = loadConfig({ SUPPORT_PHONE: ' +260 211 000 000 ', SUPPORT_X: '', USSD_CODE: '*123*4#' });
    expect(c.marketOverrides).toEqual({ contact: { phone: '+260 211 000 000', x: '' }, ussdCode: '*123*4#' });
    expect(loadConfig({}).marketOverrides).toEqual({ contact: {}, ussdCode: null });
    expect(() => loadConfig({ SUPPORT_PHONE: '0971234567' })).toThrow(/SUPPORT_PHONE: must be an international number/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(ConfigError);
    expect(() => loadConfig({ USSD_CODE: '2580' })).toThrow(/USSD_CODE/);
  });

  it('takes COOKIE_DOMAIN as a bare domain name, none by default', () => {
    expect(loadConfig({}).cookieDomain).toBeNull();
    expect(loadConfig({ COOKIE_DOMAIN: '' }).cookieDomain).toBeNull();
    expect(loadConfig({ COOKIE_DOMAIN: ' .Nyota.co.zm ' }).cookieDomain).toBe('nyota.co.zm');
    for (const bad of ['https://nyota.co.zm', 'nyota.co.zm:8080', 'localhost', 'nyota.co.zm/path']) {
      expect(() => loadConfig({ COOKIE_DOMAIN: bad }), bad).toThrow(/COOKIE_DOMAIN: must be a domain name/);
    }
  });

  it('runs one process unless WORKERS says more, and refuses more than one on PGlite or without Redis', () => {
    expect(loadConfig({}).workers).toBe(1);
    const shared = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/x', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(loadConfig({ ...shared, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...shared, WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WORKERS: '2', REDIS_URL: shared.REDIS_URL })).toThrow(
      /WORKERS: 2 means 2 processes, which need DATABASE_URL \(embedded PGlite opens its data directory in one process only\)/,
    );
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(/WORKERS: .*need REDIS_URL/);
    for (const bad of ['0', '-1', 'two', '1.5']) expect(() => loadConfig({ WORKERS: bad }), bad).toThrow(/WORKERS: must be auto/);
  });

  it('refuses production without PostgreSQL (PGlite does not fsync)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL: required when NODE_ENV=production/);
  });

  it('refuses production without real SMS credentials, and never uses the outbox there', () => {
    const db = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' };
    expect(() => loadConfig(db)).toThrow(/AT_USERNAME, AT_API_KEY/);
    expect(() => loadConfig({ ...db, SMS_PROVIDER: 'outbox' })).toThrow(/outbox is for development only/);
    const ok = loadConfig({ ...db, AT_USERNAME: 'nyota', AT_API_KEY: 'k', PAWAPAY_API_TOKEN: 't' });
    expect(ok.sms.provider).toBe('africastalking');
    expect(ok.shutdownDrainMs).toBeGreaterThan(0);
  });

  it('refuses production without a mobile-money provider (the sandbox moves no real money)', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/x', AT_USERNAME: 'nyota', AT_API_KEY: 'k' };
    expect(() => loadConfig(prod)).toThrow(/a mobile-money provider is required/);
    expect(loadConfig({ ...prod, PAWAPAY_API_TOKEN: 't' }).payments.pawapay?.apiToken).toBe('t');
    expect(() => loadConfig({ PAWAPAY_BASE_URL: 'not a url', PAWAPAY_API_TOKEN: 't' })).toThrow(/PAWAPAY_BASE_URL/);
  });

  it('runs background jobs except under tests, unless told', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobsEnabled).toBe(true);
  });

  it('keeps CORS closed unless origins are listed', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
