import { describe, expect, it } from 'vitest';
import { canSubmitDepositAppeal, receiptProblem, uploadedNames, type FormImage } from './appeal-form';

const done = (name: string): FormImage => ({ state: 'done', name });

describe('deposit appeal form (seed §5)', () => {
  it('needs a transaction ID written as receipts write them', () => {
    expect(receiptProblem('')).toBe('errors.appeal_receipt_required');
    expect(receiptProblem('   ')).toBe('errors.appeal_receipt_required');
    expect(receiptProblem('12')).toBe('errors.appeal_receipt_invalid');
    expect(receiptProblem('ID 123456')).toBe('errors.appeal_receipt_invalid');
    expect(receiptProblem('1234567890')).toBeNull();
    expect(receiptProblem(' CI210603.1234.H12345 ')).toBeNull();
  });

  it('is ready with a valid transaction ID and at least one uploaded screenshot', () => {
    expect(canSubmitDepositAppeal('1234567890', [])).toBe(false);
    expect(canSubmitDepositAppeal('', [done('a.png')])).toBe(false);
    expect(canSubmitDepositAppeal('1234567890', [done('a.png')])).toBe(true);
    // A failed upload does not count, and one still uploading holds the form.
    expect(canSubmitDepositAppeal('1234567890', [{ state: 'failed', name: null }])).toBe(false);
    expect(canSubmitDepositAppeal('1234567890', [done('a.png'), { state: 'uploading', name: null }])).toBe(false);
    expect(canSubmitDepositAppeal('1234567890', [done('a.png'), { state: 'failed', name: null }])).toBe(true);
  });

  it('sends only the uploaded names, in order', () => {
    expect(uploadedNames([done('a.png'), { state: 'failed', name: null }, done('b.jpg')])).toEqual(['a.png', 'b.jpg']);
  });
});
