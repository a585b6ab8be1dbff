// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY } from './crash-state';
import { CrashLiveBets } from './CrashLiveBets';

afterEach(cleanup);

describe('crash live bets', () => {
  it('counts every bet of the round though only the first few are listed, and marks cash-outs', () => {
    const bets = [
      { betId: 'a', label: 'pl***1', panel: 1 as const, stake: 1_000, cashout: null },
      { betId: 'b', label: 'pl***2', panel: 2 as const, stake: 500, cashout: { multiplier: 150, payout: 750 } },
    ];
    render(<CrashLiveBets state={{ ...EMPTY, bets, betCount: 9, betTotal: 12_000 }} />);
    expect(screen.getByTestId('crash-bets-total').textContent).toContain('(9)');
    expect(screen.getByTestId('crash-bets-total').textContent).toContain('120.00');
    const rows = screen.getByTestId('crash-bets').querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.className).toContain('crash-bet--won');
    expect(rows[1]?.textContent).toContain('1.50x');
  });
});
