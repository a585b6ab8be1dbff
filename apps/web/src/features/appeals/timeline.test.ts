import { describe, expect, it } from 'vitest';
import type { AppealLog } from '@nyota/contract/api/appeals';
import { en } from '../../shared/i18n/messages/en';
import { appealStatusText, lastSubmission, logText, mayAppealAgain, reasonTexts } from './timeline';

const log = (id: number, logType: number, params: AppealLog['params'] = {}): AppealLog => ({
  id,
  logTime: '2025-03-01T10:00:00Z',
  logType,
  params,
});

describe('appeal timeline texts (seed §4, §8)', () => {
  it('has its own text for each of the 8 log types', () => {
    const texts = [1, 2, 3, 4, 5, 6, 7, 8].map((t) => en[logText(t)]);
    expect(new Set(texts).size).toBe(8);
    expect(en[logText(1)]).toMatch(/1 working day/);
    expect(logText(99)).toBe('appeals.log_other');
  });

  it("lists the rejection reasons in the seed's words and skips unknown codes", () => {
    expect(reasonTexts([1, 2, 3, 4, 5, 77]).map((k) => en[k])).toEqual([
      'The image is not a compliant receipt',
      'There is no transaction ID on the receipt',
      'The transaction ID does not match',
      'The receipt amount does not match',
      'Wrong beneficiary',
    ]);
    expect(reasonTexts(undefined)).toEqual([]);
  });

  it('names the statuses and lets only a rejected appeal be sent again', () => {
    expect(en[appealStatusText(1)]).toBe('Reviewing');
    expect(en[appealStatusText(2)]).toBe('Rejected');
    expect(en[appealStatusText(9)]).toBe('Closed');
    expect(mayAppealAgain(2)).toBe(true);
    expect(mayAppealAgain(1)).toBe(false);
    expect(mayAppealAgain(9)).toBe(false);
  });

  it('prefills an appeal again from the latest submission', () => {
    const a = `${'a'.repeat(32)}.png`;
    const b = `${'b'.repeat(32)}.jpg`;
    const logs = [
      log(1, 1, { receipt: '1111111111', images: [a] }),
      log(2, 3, { reasons: [3] }),
      log(3, 4, { receipt: '2222222222', images: [a, b] }),
      log(4, 6, { reasons: [4], content: 'Amount differs' }),
    ];
    expect(lastSubmission(logs)).toEqual({ receipt: '2222222222', images: [a, b] });
    expect(lastSubmission([])).toEqual({ receipt: '', images: [] });
  });
});
