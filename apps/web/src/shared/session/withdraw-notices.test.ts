// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages, setLanguage } from '../i18n/i18n';
import { withdrawRejectedText } from './withdraw-notices';

describe('the withdrawal rejection toast (Withdraw/Rejected)', () => {
  afterAll(() => setLanguage('en'));

  it("says the amount and the staff's reason in the player's language", async () => {
    await loadMessages();
    expect(withdrawRejectedText(50_000, 'The account name does not match')).toBe(
      'Withdrawal of K500.00 rejected: The account name does not match',
    );
    await setLanguage('sw');
    expect(withdrawRejectedText(50_000, 'Jina halilingani')).toBe('Kutoa K500.00 kumekataliwa: Jina halilingani');
  });
});
