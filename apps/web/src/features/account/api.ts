import type { SelfExclusionPeriod } from '@nyota/contract/constants';
import { call } from '../../shared/api/client';

export function changePassword(originPassword: string, newPassword: string, confirmPassword: string) {
  return call('modifyPassword', { originPassword, newPassword, confirmPassword });
}

export function submitSelfExclusion(period: SelfExclusionPeriod, reason: string, comment: string) {
  return call('selfExclusion', { period, reason, comment });
}
