// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModeSwitch } from './ModeSwitch';

afterEach(cleanup);

describe('mode switch', () => {
  it('shows demo before real, presses the mode on screen, and reports the choice', () => {
    const onChoose = vi.fn();
    render(<ModeSwitch mode="demo" onChoose={onChoose} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-testid'))).toEqual(['mode-demo', 'mode-play']);
    expect(screen.getByTestId('mode-demo').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('mode-play').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('mode-play'));
    expect(onChoose).toHaveBeenCalledWith('play');
  });
});
