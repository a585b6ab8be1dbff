/**
 * The forgot-password request: a code login (its session cookie authorises the reset), then the
 * reset, then the login applied. A code login that worked is kept for its number and code, so a
 * retry after a failed reset does not need a new code.
 */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { LoginData } from '@nyota/contract/api/member';
import { ErrorCode } from '@nyota/contract/error-codes';
import { isApiError } from '../../shared/api/api-error';
import { call } from '../../shared/api/client';
import { applyLogin } from '../../shared/session/session';
import { askReactivation } from '../../shared/session/session-actions';

export interface PasswordResetForm {
  mobile: string;
  otp: string;
  password: string;
  confirm: string;
}

export function usePasswordReset(form: PasswordResetForm, onSuccess: () => void) {
  const codeLogin = useRef<{ key: string; data: LoginData } | null>(null);
  return useMutation({
    mutationFn: async () => {
      const key = `${form.mobile}:${form.otp}`;
      let data = codeLogin.current?.key === key ? codeLogin.current.data : null;
      if (!data) {
        const attempt = (selfInclusion: boolean) =>
          call('loginWithSmsCode', { mobile: form.mobile, smsCode: form.otp, selfInclusion });
        try {
          data = await attempt(false);
        } catch (err) {
          if (!isApiError(err, ErrorCode.SELF_EXCLUDED) || !(await askReactivation())) throw err;
          data = await attempt(true);
        }
        codeLogin.current = { key, data };
      }
      // The code login's session is the HttpOnly cookie it set; the reset rides on it.
      await call('resetPassword', { newPassword: form.password, confirmPassword: form.confirm });
      applyLogin(data);
    },
    onSuccess,
  });
}
