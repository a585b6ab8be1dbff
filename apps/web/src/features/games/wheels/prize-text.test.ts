import { describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n/i18n';
import { amountText } from './prize-text';

describe('wheel prize text', () => {
  it('names coins and diamonds, and shows money with the currency', () => {
    expect(amountText(translate, { kind: 'coin', amount: 500 })).toBe(translate('wheel.coins', { n: '5.00' }));
    expect(amountText(translate, { kind: 'diamond', amount: 100 })).toBe(translate('wheel.diamonds', { n: '1.00' }));
    expect(amountText(translate, { kind: 'cash', amount: 2_550 })).toContain('25.50');
  });
});
