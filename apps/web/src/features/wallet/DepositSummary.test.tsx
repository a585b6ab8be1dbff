// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositSummary } from './DepositSummary';

afterEach(cleanup);

describe('deposit summary', () => {
  it('says the tax and the credit are being calculated until the quote arrives, in the rows the quote fills', () => {
    const { rerender, container } = render(<DepositSummary amount={10_000} tax={undefined} />);
    expect(screen.queryByTestId('deposit-tax')).toBeNull();
    expect(screen.queryByTestId('deposit-credit')).toBeNull();
    expect(screen.getAllByText('wallet.calculating')).toHaveLength(2);
    // The quote replaces the placeholders without adding a row: Pay below stays where it was.
    const rows = () => [...container.querySelectorAll('dl > div')].map((row) => row.className);
    const before = rows();
    rerender(<DepositSummary amount={10_000} tax={{ taxPayable: 1_000, rateSubsidyAmount: 0 }} />);
    expect(rows()).toEqual(before);
  });

  it('shows the tax, the subsidy only when there is one, and the credit', () => {
    const { rerender, container } = render(<DepositSummary amount={10_000} tax={{ taxPayable: 1_000, rateSubsidyAmount: 0 }} />);
    expect(screen.getByTestId('deposit-tax').textContent).toContain('10.00');
    expect(screen.getByTestId('deposit-credit').textContent).toContain('90.00');
    expect(container.querySelectorAll('dt')).toHaveLength(3);
    rerender(<DepositSummary amount={10_000} tax={{ taxPayable: 1_000, rateSubsidyAmount: 250 }} />);
    expect(container.querySelectorAll('dt')).toHaveLength(4);
    expect(screen.getByTestId('deposit-credit').textContent).toContain('92.50');
  });
});
