/** The overlay's first view: the rules, today's rounds with their status, the packet table and the seed fingerprint. */
import type { CashRainCfg } from '@nyota/contract/api/cash-rain';
import { formatCount } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { money, timeOf } from './rain-text';

const RULES = ['rain.rule_1', 'rain.rule_2', 'rain.rule_3', 'rain.rule_4', 'rain.rule_5'] as const;
const STATUS = { 1: 'rain.status_1', 2: 'rain.status_2', [-1]: 'rain.status_-1' } as const;

export function RulesView(p: { cfg: CashRainCfg; canStart: boolean; onStart: () => void; onClose: () => void }) {
  const { t, lang } = useI18n();
  const { cfg } = p;
  const shown = cfg.durations.find((d) => d.status !== -1) ?? cfg.durations[0];
  return (
    <div className="rain-rules" data-testid="cash-rain-rules-view">
      <h2>{cfg.title}</h2>
      <h3>{t('rain.rules_title')}</h3>
      <ol>
        {RULES.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
      <h3>{t('rain.rounds')}</h3>
      <ul className="rain-rounds">
        {cfg.durations.map((d) => (
          <li key={d.id} data-testid={`cash-rain-round-${d.id}`} data-status={d.status}>
            <span>{t('rain.round_time', { begin: timeOf(d.begin, lang), end: timeOf(d.end, lang) })}</span>
            <span className="rain-rounds__status">{t(STATUS[d.status])}</span>
          </li>
        ))}
      </ul>
      {shown && (
        <>
          <p>{t('rain.pot', { amount: money(shown.pot), packets: formatCount(shown.packets) })}</p>
          <p className="rain-hash">
            {t('rain.seed_hash')}: <code data-testid="cash-rain-seed-hash">{shown.seedHash}</code>
          </p>
        </>
      )}
      <h3>{t('rain.tiers')}</h3>
      <ul className="rain-tiers">
        {cfg.tiers.map((tier) => (
          <li key={tier.amount}>{t('rain.tier_row', { count: formatCount(tier.count), amount: money(tier.amount) })}</li>
        ))}
      </ul>
      <div className="rain-result__actions">
        {p.canStart && (
          <Button onClick={p.onStart} data-testid="cash-rain-start">
            {t('rain.start')}
          </Button>
        )}
        <Button variant="ghost" onClick={p.onClose} data-testid="cash-rain-close">
          {t('rain.close')}
        </Button>
      </div>
    </div>
  );
}
