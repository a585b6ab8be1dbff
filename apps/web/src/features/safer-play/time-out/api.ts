import type { RealityCheckInterval, TimeOutPeriod } from '@nyota/contract/constants';
import { call } from '../../../shared/api/client';

export const TIME_OUT_STATUS_KEY = ['time-out', 'status'] as const;
export const REALITY_CHECK_KEY = ['reality-check', 'interval'] as const;

export const fetchTimeOutStatus = (signal?: AbortSignal) => call('timeOutStatus', {}, { signal });
export const startTimeOut = (period: TimeOutPeriod) => call('timeOut', { period });
export const fetchRealityCheck = (signal?: AbortSignal) => call('realityCheck', {}, { signal });
export const saveRealityCheck = (intervalMinutes: RealityCheckInterval) => call('realityCheckSet', { intervalMinutes });
export const fetchSessionSummary = (since: string, signal?: AbortSignal) => call('realityCheckSummary', { since }, { signal });
