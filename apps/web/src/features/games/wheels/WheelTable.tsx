/** The wheel's prize table: each segment's prize and chance, the draw rule, RTP and the table's hash. */
import type { WheelConfigData } from '@nyota/contract/api/per-bet-games';
import { useI18n } from '../../../shared/i18n/i18n';
import { amountText } from './prize-text';
import { sliceColour } from './WheelDisc';

export function WheelTable({ config, chances }: { config: WheelConfigData; chances: string[] }) {
  const { t } = useI18n();
  return (
    <section className="wheel__table" data-testid="wheel-table">
      <h3>{t('wheel.table')}</h3>
      <ul>
        {config.segments.map((s, i) => (
          <li key={i}>
            <span>
              <i className="wheel__swatch" style={{ background: sliceColour(i) }} aria-hidden="true" />
              {s.prize.kind === 'none' ? t('wheel.try_again') : amountText(t, s.prize)}
            </span>
            <span>{t('wheel.chance', { p: chances[i] ?? '0' })}</span>
          </li>
        ))}
      </ul>
      <p data-testid="wheel-rule">{t('wheel.rule', { total: config.segments.reduce((sum, s) => sum + s.weight, 0) })}</p>
      <p>
        {t('wheel.rtp', {
          rtp: config.rtpBp === null ? '-' : (config.rtpBp / 100).toFixed(2),
          win: (config.winProbabilityBp / 100).toFixed(2),
          version: config.version,
        })}
      </p>
      <p className="mono">
        {config.game} · {config.tableHash.slice(0, 16)}…
      </p>
    </section>
  );
}
