// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, translate } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { useSelfExclusion, type SelfExclusionPorts } from './use-self-exclusion';

afterEach(cleanup);

function fakePorts() {
  const ports = {
    submit: vi.fn<SelfExclusionPorts['submit']>((period) => Promise.resolve({ period, until: '2027-01-15T00:00:00.000Z' })),
    endSession: vi.fn(),
    showAlert: vi.fn(),
  } satisfies SelfExclusionPorts;
  return ports;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('self-exclusion hook', () => {
  it('moves to the confirmation only once a period and a reason are chosen, and back', () => {
    const ports = fakePorts();
    const { result } = renderHook(() => useSelfExclusion(ports), { wrapper });
    act(() => result.current.setPeriod('3m'));
    act(() => result.current.next());
    expect(result.current.ready).toBe(false);
    expect(result.current.step).toBe('form');

    act(() => result.current.setReason('need_break'));
    act(() => result.current.next());
    expect(result.current.step).toBe('confirm');
    act(() => result.current.back());
    expect(result.current.step).toBe('form');
    expect(ports.submit).not.toHaveBeenCalled();
  });

  it('sends the choice with the comment trimmed, then ends the session and says until when', async () => {
    const ports = fakePorts();
    const { result } = renderHook(() => useSelfExclusion(ports), { wrapper });
    act(() => {
      result.current.setPeriod('1y');
      result.current.setReason('too_much_money');
      result.current.setComment('  taking a break  ');
    });
    act(() => result.current.next());
    act(() => result.current.confirm());
    await waitFor(() => expect(ports.endSession).toHaveBeenCalledTimes(1));
    expect(ports.submit).toHaveBeenCalledWith('1y', 'too_much_money', 'taking a break');
    expect(ports.showAlert).toHaveBeenCalledTimes(1);
    // The dictionaries load lazily: whether another test file in this worker loaded them decides
    // whether the texts or their keys come out, so the test expects whatever the dictionary says now.
    const until = formatDate('2027-01-15T00:00:00.000Z', currentLanguage());
    expect(ports.showAlert).toHaveBeenCalledWith({
      title: translate('selfex.done_title'),
      message: translate('selfex.done', { until }),
    });
  });

  it('keeps the session when the server refuses', async () => {
    const ports = { ...fakePorts(), submit: vi.fn<SelfExclusionPorts['submit']>(() => Promise.reject(new Error('refused'))) };
    const { result } = renderHook(() => useSelfExclusion(ports), { wrapper });
    act(() => {
      result.current.setPeriod('1m');
      result.current.setReason('other');
    });
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(ports.submit).toHaveBeenCalledTimes(1);
    expect(ports.endSession).not.toHaveBeenCalled();
  });
});
