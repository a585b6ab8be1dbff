import { queryOptions } from '@tanstack/react-query';
import { ConfigType } from '@nyota/contract/constants';
import { call } from '../../shared/api/client';

/**
 * Sign-up (docs/product-rules/auth.md#sign-up) needs a one-time code when global config type 160 is on (first item's content
 * '1'). If the config cannot be read the field stays hidden; the server still enforces its rule.
 */
export const signupCodeRequiredQuery = queryOptions({
  queryKey: ['config', ConfigType.SIGNUP_CODE] as const,
  queryFn: ({ signal }) => call('queryGlobalByType', { type: ConfigType.SIGNUP_CODE }, { signal }),
  staleTime: 5 * 60_000,
  select: (items): boolean => items[0]?.content === '1',
});

export function requestSmsCode(mobile: string) {
  return call('sendSms', { mobile });
}
