import { describe, expect, it } from 'vitest';
import { depositResultToast } from './deposit-toast';

const titles = { success: 'Deposit successful', failed: 'Deposit failed' };

describe('the deposit result toast (wallet seed §8)', () => {
  it('shows a success toast with the amount added, pushed or polled', () => {
    for (const by of ['push', 'poll'] as const) {
      expect(depositResultToast({ kind: 'success', desc: 'Deposit successful: K100.00 added', by }, titles)).toEqual({
        type: 'success',
        message: 'Deposit successful: K100.00 added',
      });
    }
  });

  it('shows a failed toast with the stored reason', () => {
    expect(
      depositResultToast({ kind: 'failure', desc: 'Deposit failed: the payment was declined on the phone', by: 'push' }, titles),
    ).toEqual({ type: 'failed', message: 'Deposit failed: the payment was declined on the phone' });
  });

  it('falls back to the translated title when the server gave no text', () => {
    expect(depositResultToast({ kind: 'success', desc: ' ', by: 'poll' }, titles)).toEqual({
      type: 'success',
      message: 'Deposit successful',
    });
    expect(depositResultToast({ kind: 'failure', desc: '', by: 'poll' }, titles)).toEqual({
      type: 'failed',
      message: 'Deposit failed',
    });
  });

  it('raises no second toast for a refusal the API client already showed, nor for a wait that ran out', () => {
    expect(depositResultToast({ kind: 'failure', desc: 'Invalid transaction number', by: 'error' }, titles)).toBeNull();
    expect(depositResultToast({ kind: 'timeout', desc: null }, titles)).toBeNull();
  });
});
