import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/messages/en';
import { appealStatusLabel } from './appeal-status';

describe("a record's appeal button once an appeal exists (seed §4)", () => {
  it('shows the appeal state', () => {
    expect([1, 2, 9].map((s) => en[appealStatusLabel(s)])).toEqual(['Reviewing', 'Rejected', 'Closed']);
  });

  it('still offers to open an appeal the server did not describe', () => {
    expect(en[appealStatusLabel(null)]).toBe('View');
    expect(en[appealStatusLabel(5)]).toBe('View');
  });
});
