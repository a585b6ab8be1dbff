// @vitest-environment happy-dom
import type { FormEvent, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogProps } from '../../shared/lib/dialogs';
import { useSignUp } from './use-sign-up';

const MOBILE = '0971234567';

/** The server's config call as the API client sees it: config 160 on or off. */
function configServer(codeOn: boolean) {
  const data = [{ id: 1, type: 160, content: codeOn ? '1' : '0' }];
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ code: 0, msg: 'success', data }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function setup(props: DialogProps = {}) {
  const send = vi.fn(() => Promise.resolve());
  const hook = renderHook(() => useSignUp(props, send), { wrapper });
  const submit = () => act(() => hook.result.current.onSubmit({ preventDefault: () => undefined } as FormEvent));
  const fill = () =>
    act(() => {
      hook.result.current.mobile.setValue(MOBILE);
      hook.result.current.password.setValue('secret123');
      hook.result.current.setAdult(true);
    });
  return { ...hook, send, submit, fill };
}

beforeEach(() => {
  vi.stubGlobal('__APP_VERSION__', 'test');
  vi.stubGlobal('__BUILD_TIME__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-up hook', () => {
  it('registers only with valid fields, terms and the age check, taking the invite and channel from the address', async () => {
    vi.stubGlobal('fetch', configServer(false));
    const { result, send, submit, fill } = setup({ code: 'ABC123', channel: 'whatsapp' });
    fill();
    act(() => result.current.setTerms(false));
    expect(result.current.valid).toBe(false);
    submit();
    expect(send).not.toHaveBeenCalled();

    act(() => result.current.setTerms(true));
    expect(result.current.valid).toBe(true);
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      mobile: MOBILE,
      password: 'secret123',
      code: 'ABC123',
      shareChannel: 'whatsapp',
      smsCode: '',
    });
  });

  it('refuses an invite code that is not letters and digits', () => {
    vi.stubGlobal('fetch', configServer(false));
    const { result, fill } = setup();
    fill();
    expect(result.current.valid).toBe(true);
    act(() => result.current.invite.setValue('AB-12'));
    expect(result.current.valid).toBe(false);
    expect(result.current.invite.error).toBe('errors.invalid_invite_code');
  });

  it('asks for the one-time code when config 160 is on, and sends it', async () => {
    vi.stubGlobal('fetch', configServer(true));
    const { result, send, submit, fill } = setup();
    await waitFor(() => expect(result.current.codeRequired).toBe(true));
    fill();
    expect(result.current.valid).toBe(false);
    act(() => result.current.otp.setValue('1234'));
    expect(result.current.valid).toBe(true);
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ smsCode: '1234' }));
  });
});
