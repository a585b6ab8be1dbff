// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFootballPicks } from './use-football-picks';

afterEach(cleanup);

const home = { matchIndex: 0, market: '1x2', selection: 'home', odds: 210 };
const over = { matchIndex: 1, market: 'ou25', selection: 'over', odds: 185 };

describe('football picks hook', () => {
  it('toggles a pick on and off, and starts empty on a new betting round', () => {
    const { result, rerender } = renderHook(({ id }) => useFootballPicks(id), { initialProps: { id: 'r1' } });
    act(() => result.current.toggle(home));
    act(() => result.current.toggle(over));
    expect(result.current.picks).toEqual([home, over]);
    expect(result.current.picked).toEqual(new Set(['0:1x2:home', '1:ou25:over']));
    act(() => result.current.toggle({ ...home }));
    expect(result.current.picks).toEqual([over]);

    rerender({ id: 'r1' });
    expect(result.current.picks).toEqual([over]);
    rerender({ id: 'r2' });
    expect(result.current.picks).toEqual([]);
  });

  it('empties the slip on clear', () => {
    const { result } = renderHook(() => useFootballPicks('r1'));
    act(() => result.current.toggle(home));
    act(() => result.current.clear());
    expect(result.current.picks).toEqual([]);
  });
});
