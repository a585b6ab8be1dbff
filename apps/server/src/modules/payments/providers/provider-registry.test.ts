import { describe, expect, it } from 'vitest';
import { loadProviderSettings } from './provider-config.js';
import { createProviderRouter, NoProviderRouteError } from './provider-registry.js';

const PAWAPAY = { PAWAPAY_API_TOKEN: 'tok' };
const MTN_COLLECTION = {
  MTN_COLLECTION_SUBSCRIPTION_KEY: 'sub',
  MTN_COLLECTION_API_USER: 'f1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
  MTN_COLLECTION_API_KEY: 'key',
};

describe('ProviderRouter', () => {
  it('sends every Zambian operator to pawaPay by default, also when MTN direct is configured', () => {
    const router = createProviderRouter(loadProviderSettings({ ...PAWAPAY, ...MTN_COLLECTION }));
    for (const operator of ['MTN', 'AIRTEL', 'ZAMTEL'] as const) {
      expect(router.route('ZM', operator, 'COLLECTION').id, operator).toBe('pawapay');
    }
  });

  it('moves Zambian MTN collections to MTN direct on request, keeping payouts on pawaPay when MTN has no disbursement', () => {
    const router = createProviderRouter(loadProviderSettings({ ...PAWAPAY, ...MTN_COLLECTION, PAYMENT_ROUTES: 'ZM:MTN=mtn' }));
    expect(router.route('ZM', 'MTN', 'COLLECTION').id).toBe('mtn');
    expect(router.route('ZM', 'MTN', 'PAYOUT').id).toBe('pawapay');
    expect(router.route('ZM', 'AIRTEL', 'COLLECTION').id).toBe('pawapay');
  });

  it('names what cannot be routed', () => {
    const router = createProviderRouter(loadProviderSettings({ ...MTN_COLLECTION }));
    expect(() => router.route('ZM', 'ZAMTEL', 'COLLECTION')).toThrow(NoProviderRouteError);
    expect(router.find('KE', 'AIRTEL', 'COLLECTION')).toBeUndefined();
    expect(router.route('ZM', 'MTN', 'COLLECTION').id).toBe('mtn');
  });

  it('finds the adapter that owns an existing intent by provider id and country', () => {
    const router = createProviderRouter(loadProviderSettings({ ...PAWAPAY, ...MTN_COLLECTION }));
    expect(router.adapterFor('mtn', 'ZM')?.id).toBe('mtn');
    expect(router.adapterFor('pawapay')?.id).toBe('pawapay');
    expect(router.adapterFor('airtel')).toBeUndefined();
  });

  it('lists the routes for channel listings', () => {
    const router = createProviderRouter(loadProviderSettings({ ...PAWAPAY, ...MTN_COLLECTION, PAYMENT_ROUTES: 'ZM:MTN=mtn' }));
    const zm = router.routes().filter((r) => r.country === 'ZM' && r.direction !== 'REFUND');
    expect(zm).toContainEqual({ country: 'ZM', operator: 'MTN', direction: 'COLLECTION', providerId: 'mtn' });
    expect(zm).toContainEqual({ country: 'ZM', operator: 'MTN', direction: 'PAYOUT', providerId: 'pawapay' });
    expect(zm.filter((r) => r.operator === 'MTN' && r.direction === 'COLLECTION')).toHaveLength(1);
  });
});
