import { describe, expect, it } from 'vitest';
import { loadProviderSettings, ProviderConfigError } from './provider-config.js';

const MTN_COLLECTION = {
  MTN_COLLECTION_SUBSCRIPTION_KEY: 'sub',
  MTN_COLLECTION_API_USER: 'f1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
  MTN_COLLECTION_API_KEY: 'key',
};

describe('loadProviderSettings', () => {
  it('enables nothing without credentials', () => {
    expect(loadProviderSettings({})).toEqual({ callbackBaseUrl: null, pawapay: null, mtn: null, routes: [] });
  });

  it('enables pawaPay with a token, on the sandbox by default, with the callback host as signed authority', () => {
    const s = loadProviderSettings({
      PAWAPAY_API_TOKEN: 'tok',
      PAYMENTS_CALLBACK_BASE_URL: 'https://api.nyota.example/payment-callbacks/',
    });
    expect(s.callbackBaseUrl).toBe('https://api.nyota.example/payment-callbacks');
    expect(s.pawapay).toMatchObject({
      baseUrl: 'https://api.sandbox.pawapay.io',
      apiToken: 'tok',
      timeoutMs: 15_000,
      statementName: 'Nyota',
      callbackAuthority: 'api.nyota.example',
      callbackPublicKeys: [],
      signing: null,
    });
  });

  it('reads pinned callback keys and a signing key with escaped newlines', () => {
    const s = loadProviderSettings({
      PAWAPAY_API_TOKEN: 'tok',
      PAWAPAY_CALLBACK_PUBLIC_KEYS:
        '[{"id":"HTTP_EC_P256_KEY:1","key":"-----BEGIN PUBLIC KEY-----\\nAAA\\n-----END PUBLIC KEY-----\\n"}]',
      PAWAPAY_SIGNING_KEY_ID: 'nyota-1',
      PAWAPAY_SIGNING_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nBBB\\n-----END PRIVATE KEY-----',
    });
    expect(s.pawapay?.callbackPublicKeys[0]?.id).toBe('HTTP_EC_P256_KEY:1');
    expect(s.pawapay?.signing).toEqual({
      keyId: 'nyota-1',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nBBB\n-----END PRIVATE KEY-----',
      alg: 'ecdsa-p256-sha256',
    });
  });

  it('enables MTN per product and derives the X-Callback-Url base', () => {
    const s = loadProviderSettings({
      ...MTN_COLLECTION,
      PAYMENTS_CALLBACK_BASE_URL: 'https://api.nyota.example/cb',
      MTN_TARGET_ENVIRONMENT: 'mtnzambia',
    });
    expect(s.mtn).toMatchObject({
      baseUrl: 'https://sandbox.momodeveloper.mtn.com',
      targetEnvironment: 'mtnzambia',
      country: 'ZM',
      wireCurrency: null,
      collection: { subscriptionKey: 'sub', apiKey: 'key' },
      disbursement: null,
      callbackUrl: 'https://api.nyota.example/cb/mtn',
    });
  });

  it('reads route overrides', () => {
    const s = loadProviderSettings({ PAYMENT_ROUTES: 'ZM:MTN=mtn, KE:MPESA=pawapay' });
    expect(s.routes).toEqual([
      { country: 'ZM', operator: 'MTN', providerId: 'mtn' },
      { country: 'KE', operator: 'MPESA', providerId: 'pawapay' },
    ]);
  });

  it('names every bad setting instead of running half configured', () => {
    const attempt = () =>
      loadProviderSettings({
        PAWAPAY_API_TOKEN: 'tok',
        PAWAPAY_SIGNING_KEY_ID: 'only-the-id',
        PAWAPAY_CALLBACK_PUBLIC_KEYS: 'not json',
        MTN_COLLECTION_API_USER: 'u',
        PAYMENT_ROUTES: 'ZM-MTN',
      });
    expect(attempt).toThrow(ProviderConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain('PAWAPAY_SIGNING_KEY_ID, PAWAPAY_SIGNING_PRIVATE_KEY');
    expect(message).toContain('PAWAPAY_CALLBACK_PUBLIC_KEYS');
    expect(message).toContain('MTN_COLLECTION_SUBSCRIPTION_KEY');
    expect(message).toContain('PAYMENT_ROUTES');
    expect(() => loadProviderSettings({ PAWAPAY_BASE_URL: 'not a url' })).toThrow(/PAWAPAY_BASE_URL/);
    expect(() => loadProviderSettings({ PAWAPAY_STATEMENT_NAME: 'Ny' })).toThrow(/PAWAPAY_STATEMENT_NAME/);
  });
});
