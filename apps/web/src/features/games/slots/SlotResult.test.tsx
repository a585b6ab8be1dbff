// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/i18n';
import { SlotResult } from './SlotResult';
import { slotRound } from './test-fixtures';

beforeAll(loadMessages);
afterEach(cleanup);

describe('slot result', () => {
  it('shows a win with its amount and the free spins played', () => {
    render(<SlotResult round={slotRound(3, 2_500)} />);
    expect(screen.getByTestId('slot-win').textContent).toContain('25.00');
    expect(screen.getByTestId('slot-result').textContent).toContain('3 free spins played');
  });

  it('shows no win amount for a round that paid nothing, and lists the line wins', () => {
    const round = slotRound(0);
    round.base.lineWins = [{ line: 0, symbol: 'A', count: 3, pay: 5 }];
    render(<SlotResult round={round} />);
    expect(screen.queryByTestId('slot-win')).toBeNull();
    expect(screen.getByTestId('slot-result').textContent).toContain('No win this time');
    expect(screen.getByTestId('slot-result').querySelectorAll('li')).toHaveLength(1);
  });
});
