/** The figures shown: the dashboard (last 7 days) until a range is chosen. */
import { useState } from 'react';
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { call } from '../api';
import { useLoad } from '../use-load';

export interface Range {
  from: string;
  to: string;
}

export function useReport(): {
  report: Report | null;
  today: string | null;
  error: string | null;
  range: Range | null;
  setRange: (r: Range | null) => void;
} {
  const [range, setRange] = useState<Range | null>(null);
  const loaded = useLoad(async () => {
    if (range) return { today: null, report: await call('reportsRange', range) };
    return call('reportsDashboard', {});
  }, JSON.stringify(range));
  return { report: loaded.data?.report ?? null, today: loaded.data?.today ?? null, error: loaded.error, range, setRange };
}
