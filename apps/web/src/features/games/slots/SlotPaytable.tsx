/** The slot's published rules: line pays, scatter and free spins, paylines count, RTP, hit rate, σ. */
import type { SlotConfigData } from '@nyota/contract/api/per-bet-games';
import { useI18n } from '../../../shared/i18n/i18n';
import { SlotSymbol } from './SlotSymbol';

export function SlotPaytable({ config }: { config: SlotConfigData }) {
  const { t } = useI18n();
  const def = config.definition;
  const pays = Object.entries(def.linePays).sort((a, b) => (b[1][4] ?? 0) - (a[1][4] ?? 0));
  const scatterWins = def.scatterPays.flatMap((pay, i) => (pay > 0 ? [[i + 1, pay, def.freeSpins.awards[i] ?? 0] as const] : []));
  return (
    <section className="slot-pay" data-testid="slot-paytable">
      <h3>{t('slot.paytable')}</h3>
      <p>{t('slot.rules', { lines: def.paylines.length, multiplier: def.freeSpins.multiplier })}</p>
      <table>
        <thead>
          <tr>
            <th />
            <th>x3</th>
            <th>x4</th>
            <th>x5</th>
          </tr>
        </thead>
        <tbody>
          {pays.map(([symbol, p]) => (
            <tr key={symbol}>
              <td className="slot-pay__sym">
                <SlotSymbol symbol={symbol} />
              </td>
              <td>{p[2]}</td>
              <td>{p[3]}</td>
              <td>{p[4]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {scatterWins.map(([count, pay, spins]) => (
          <li key={count}>{t('slot.scatter_pays', { count, pay, spins })}</li>
        ))}
      </ul>
      <p data-testid="slot-rtp">
        {t('slot.stats', {
          rtp: (config.rtpBp / 100).toFixed(2),
          hit: (config.hitRateBp / 100).toFixed(2),
          sigma: config.sigma.toFixed(2),
          free: Math.round(100_000 / config.freeSpinRatePer100k),
        })}
      </p>
      <p className="mono">
        {config.game} v{config.version} · {config.configHash.slice(0, 16)}…
      </p>
    </section>
  );
}
