/**
 * The verifier of links/5 (issue 4 "Fairness for every game"): one tab per kind of game, all
 * recomputed in this browser with @nyota/fairness. Lazy: the content page loads it on its own, so
 * the game math never reaches the home bundle. Opened prefilled from `?game=…` (see shared/nav/verifier-link.ts).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { ChainsPanel } from './ChainsPanel';
import { CashRainTab } from './CashRainTab';
import { CrashTab } from './CrashTab';
import { FootballTab } from './FootballTab';
import { SeedTab } from './SeedTab';
import { VERIFIER_TABS, readPrefill, type VerifierTab } from '../../shared/nav/verifier-link';
import './fairness.css';

export function FairnessVerifier() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [prefill] = useState(() => readPrefill(params));
  const [tab, setTab] = useState<VerifierTab>(prefill.tab);
  return (
    <section className="fair-verifier" data-testid="fairness-verifier" aria-labelledby="fair-verifier-title">
      <h2 id="fair-verifier-title">{t('fair.title')}</h2>
      <p className="fair-note">{t('fair.body')}</p>
      <div className="tabs" role="tablist">
        {VERIFIER_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="tabs__tab"
            data-testid={`verifier-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`fair.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'crash' && <CrashTab prefill={prefill} />}
        {tab === 'slot' && <SeedTab key="slot" prefill={prefill} wheels={false} />}
        {tab === 'wheels' && <SeedTab key="wheels" prefill={prefill} wheels />}
        {tab === 'football' && <FootballTab prefill={prefill} />}
        {tab === 'cashrain' && <CashRainTab prefill={prefill} />}
      </div>
      <ChainsPanel />
    </section>
  );
}
