import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@nyota/contract/api/member';
import { SessionState } from '@nyota/contract/constants';
import { call } from '../api/client';
import { MEMBER_INFO_KEY } from './member-keys';
import { useSession } from './session-store';

export { ME_KEY, MEMBER_INFO_KEY } from './member-keys';

export const memberInfoQuery = queryOptions({
  queryKey: MEMBER_INFO_KEY,
  queryFn: ({ signal }): Promise<MemberInfo> => call('memberInfo', {}, { signal }),
});

/** The logged-in member (seeded by the login response, refreshed by balance events). */
export function useMemberInfo(): MemberInfo | undefined {
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  return useQuery({ ...memberInfoQuery, enabled: loggedIn }).data;
}
