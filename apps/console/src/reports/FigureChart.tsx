/**
 * GGR, NGR, deposits and withdrawals per day with uPlot (~22 KiB gzip). Only the Figures page
 * imports this file, through React.lazy, so the chart library is never in the console's first load.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMinor } from '@nyota/contract/money/format';
import type { DayFigures } from '@nyota/contract/staff/schemas-reports';
import { useT } from '../i18n';

const SERIES: Array<{ key: 'ggr' | 'ngr' | 'depositAmount' | 'withdrawalAmount'; label: string; stroke: string }> = [
  { key: 'ggr', label: 'GGR', stroke: '#0b5cd5' },
  { key: 'ngr', label: 'NGR', stroke: '#1a8f3c' },
  { key: 'depositAmount', label: 'deposits', stroke: '#a66b00' },
  { key: 'withdrawalAmount', label: 'withdrawals', stroke: '#a40e26' },
];

/** The x axis counts days (0, 1, …) labelled MM-DD: market days, whatever the browser's zone. */
const dayLabel = (days: DayFigures[], i: number) => (Number.isInteger(i) ? (days[i]?.day.slice(5) ?? '') : '');

export function FigureChart({ days }: { days: DayFigures[] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((_d, i) => i), ...SERIES.map((s) => days.map((d) => d[s.key]))];
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 240,
        series: [
          { label: t('reports.day'), value: (_u: uPlot, i: number | null) => (i === null ? '' : dayLabel(days, i)) },
          ...SERIES.map((s) => ({
            label: s.label,
            stroke: s.stroke,
            width: 2,
            value: (_u: uPlot, v: number | null) => (v === null ? '' : formatMinor(Math.round(v))),
          })),
        ],
        axes: [
          { incrs: [1], values: (_u, ticks) => ticks.map((i) => dayLabel(days, i)) },
          { values: (_u, ticks) => ticks.map((v) => formatMinor(Math.round(v))), size: 80 },
        ],
        scales: { x: { time: false } },
      },
      data,
      el,
    );
    const resize = () => plot.setSize({ width: width(), height: 240 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [days, t]);
  return <div ref={box} className="chart" role="img" aria-label={t('reports.chart')} data-testid="figure-chart" />;
}
