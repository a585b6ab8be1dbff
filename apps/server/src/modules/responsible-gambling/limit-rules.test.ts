import { describe, expect, it } from 'vitest';
import { applyChange, COOLING_OFF_MS, effective } from './limit-rules.js';

const t0 = new Date('2026-03-04T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('limit changes', () => {
  it('applies a new limit and a decrease at once, dropping a waiting raise', () => {
    const first = applyChange('1', 'deposit_day', undefined, 5_000, t0);
    expect(effective(first, t0)).toEqual({ value: 5_000, pending: null });
    const raised = applyChange('1', 'deposit_day', first, 9_000, t0);
    const cut = applyChange('1', 'deposit_day', raised, 3_000, later(1000));
    expect(effective(cut, later(1000))).toEqual({ value: 3_000, pending: null });
  });

  it('applies an increase only after 24 hours, the old value applying meanwhile', () => {
    const first = applyChange('1', 'loss_week', undefined, 5_000, t0);
    const raised = applyChange('1', 'loss_week', first, 9_000, t0);
    const at = later(COOLING_OFF_MS);
    expect(effective(raised, later(COOLING_OFF_MS - 1))).toEqual({ value: 5_000, pending: { value: 9_000, effectiveAt: at } });
    expect(effective(raised, at)).toEqual({ value: 9_000, pending: null });
  });

  it('removes a limit only after 24 hours', () => {
    const first = applyChange('1', 'session_minutes', undefined, 60, t0);
    const removed = applyChange('1', 'session_minutes', first, null, t0);
    expect(effective(removed, later(COOLING_OFF_MS - 1)).value).toBe(60);
    expect(effective(removed, later(COOLING_OFF_MS)).value).toBeNull();
  });

  it('restarts the wait when a raise is asked again, and keeps a same-value request as is', () => {
    const first = applyChange('1', 'deposit_month', undefined, 5_000, t0);
    const raised = applyChange('1', 'deposit_month', first, 9_000, t0);
    const again = applyChange('1', 'deposit_month', raised, 8_000, later(3_600_000));
    expect(effective(again, later(3_600_000)).pending?.effectiveAt).toEqual(later(3_600_000 + COOLING_OFF_MS));
    // Asking for the value in force cancels a waiting raise.
    expect(effective(applyChange('1', 'deposit_month', raised, 5_000, t0), t0)).toEqual({ value: 5_000, pending: null });
  });
});
