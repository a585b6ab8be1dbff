import { describe, expect, it } from 'vitest';
import { PROMO_BANNER_SNOOZE_MS } from '@nyota/contract/constants';
import { shouldShowPromoBanner } from './promo-banner';

const android = 'Mozilla/5.0 (Linux; Android 12; TECNO KG5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const base = { now: 10_000_000, dismissedAt: null, userAgent: android, maxTouchPoints: 5, standalone: false, shownToday: false };

describe('app promotion banner (seed §1)', () => {
  it('shows at start on Android', () => expect(shouldShowPromoBanner(base)).toBe(true));
  it('hides on Apple devices', () => expect(shouldShowPromoBanner({ ...base, userAgent: iphone })).toBe(false));
  it('hides inside the installed app', () => expect(shouldShowPromoBanner({ ...base, standalone: true })).toBe(false));
  it('shows at most once a day', () => expect(shouldShowPromoBanner({ ...base, shownToday: true })).toBe(false));
  it('stays hidden for one minute after dismissal, then shows again', () => {
    expect(shouldShowPromoBanner({ ...base, dismissedAt: base.now - PROMO_BANNER_SNOOZE_MS + 1 })).toBe(false);
    expect(shouldShowPromoBanner({ ...base, dismissedAt: base.now - PROMO_BANNER_SNOOZE_MS })).toBe(true);
  });
});
