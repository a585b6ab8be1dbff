// @vitest-environment happy-dom
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appeal } from '@nyota/contract/api/appeals';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDepositAppeal, type DepositAppealInput } from './use-deposit-appeal';

afterEach(cleanup);

const SHOT = `${'a'.repeat(32)}.png`;
const appeal: Appeal = {
  id: 7,
  status: 0,
  type: 1,
  recordId: 'D100',
  money: 5_000,
  receiptNumber: 'QK12345',
  createTime: '2026-11-25 10:00:00',
  updateTime: '2026-11-25 10:00:00',
  text: 'Pending',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function setup(input: Partial<DepositAppealInput> = {}) {
  const submit = vi.fn(() => Promise.resolve(appeal));
  const onSubmitted = vi.fn();
  const hook = renderHook(() => useDepositAppeal({ recordId: 'D100', onSubmitted, ...input }, submit), { wrapper });
  const submitForm = () => act(() => hook.result.current.onSubmit({ preventDefault: () => undefined } as FormEvent));
  return { ...hook, submit, onSubmitted, submitForm };
}

describe('deposit appeal hook', () => {
  it('waits for a transaction ID and a screenshot, and shows the ID problem only once touched', () => {
    const { result, submit, submitForm } = setup();
    expect(result.current.ready).toBe(false);
    expect(result.current.receiptError).toBeNull();
    submitForm();
    expect(result.current.receiptError).toBe('errors.appeal_receipt_required');
    act(() => result.current.setReceipt('QK12345'));
    expect(result.current.receiptError).toBeNull();
    expect(result.current.ready).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });

  it('marks the ID touched on leaving the field only when something was typed', () => {
    const { result } = setup();
    act(() => result.current.onReceiptBlur());
    expect(result.current.receiptError).toBeNull();
    act(() => result.current.setReceipt('#'));
    act(() => result.current.onReceiptBlur());
    expect(result.current.receiptError).toBe('errors.appeal_receipt_invalid');
  });

  it('appeals again with the earlier screenshots and ID, and reports the appeal when done', async () => {
    const { result, submit, onSubmitted, submitForm } = setup({ prefill: { receipt: 'QK12345', images: [SHOT] } });
    expect(result.current.ready).toBe(true);
    submitForm();
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(submit).toHaveBeenCalledWith('D100', [SHOT], 'QK12345');
    expect(onSubmitted).toHaveBeenCalledWith(appeal);
  });

  it('clears the file input so the same file can be picked again', () => {
    const { result } = setup();
    const target = { files: null, value: 'C:\\fakepath\\x.png' };
    act(() => result.current.onFiles({ target } as unknown as ChangeEvent<HTMLInputElement>));
    expect(target.value).toBe('');
  });
});
