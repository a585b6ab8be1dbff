// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetPanel, type BetPanelProps } from './BetPanel';

afterEach(cleanup);

const limits = {
  configVersion: 'v',
  minStake: 100,
  maxStake: 50_000,
  maxWin: 10_000_000,
  maxMultiplier: 20_000,
  houseEdgeBp: 100,
  roundLiabilityCap: 1_000_000_000,
};

function renderPanel(over: Partial<BetPanelProps> = {}) {
  const props: BetPanelProps = {
    panel: 1,
    view: { kind: 'idle' },
    limits,
    multiplier: 100,
    roundId: 'r1',
    phase: 'betting',
    onBet: vi.fn(() => Promise.resolve()),
    onCancel: vi.fn(() => Promise.resolve()),
    onCashOut: vi.fn(() => Promise.resolve()),
    ...over,
  };
  return { props, ...render(<BetPanel {...props} />) };
}

describe('bet panel', () => {
  it('bets the stake chosen with the steps, with the auto cash-out when on', async () => {
    const { props } = renderPanel();
    fireEvent.click(screen.getByLabelText('+'));
    expect(screen.getByTestId('crash-panel-1-stake').textContent).toContain('11.00');
    fireEvent.click(screen.getByTestId('crash-panel-1-auto-on'));
    fireEvent.change(screen.getByTestId('crash-panel-1-auto'), { target: { value: '1.5' } });
    await act(async () => void fireEvent.click(screen.getByTestId('crash-panel-1-bet')));
    expect(props.onBet).toHaveBeenCalledWith(1_100, 150);
  });

  it('will not bet with an auto cash-out outside 1.01x–200x', () => {
    renderPanel();
    fireEvent.click(screen.getByTestId('crash-panel-1-auto-on'));
    fireEvent.change(screen.getByTestId('crash-panel-1-auto'), { target: { value: '1' } });
    expect(screen.getByTestId('crash-panel-1-bet')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('crash-panel-1-auto').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers cancel for a placed bet and a cash-out of the amount on screen while flying', async () => {
    const { props, rerender } = renderPanel({ view: { kind: 'placed', stake: 1_000 } });
    expect(screen.queryByTestId('crash-panel-1-bet')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByTestId('crash-panel-1-cancel')));
    expect(props.onCancel).toHaveBeenCalledTimes(1);

    rerender(<BetPanel {...props} view={{ kind: 'flying', stake: 1_000 }} multiplier={100} phase="running" />);
    expect(screen.getByTestId('crash-panel-1-cashout')).toHaveProperty('disabled', true);
    rerender(<BetPanel {...props} view={{ kind: 'flying', stake: 1_000 }} multiplier={250} phase="running" />);
    expect(screen.getByTestId('crash-panel-1-cashout').textContent).toContain('25.00');
    await act(async () => void fireEvent.click(screen.getByTestId('crash-panel-1-cashout')));
    expect(props.onCashOut).toHaveBeenCalledTimes(1);
  });

  it('shows the result and lets the player bet again', () => {
    renderPanel({ view: { kind: 'cashed', stake: 1_000, multiplier: 200, payout: 2_000 } });
    expect(screen.getByTestId('crash-panel-1-won').getAttribute('data-payout')).toBe('2000');
    expect(screen.getByTestId('crash-panel-1-bet')).toBeTruthy();
  });
});
