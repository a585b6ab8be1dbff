/**
 * The chains behind crash and virtual football (links/5 "The salt"): each one's commitment and when
 * it was published, and its salt: a named future public value (waiting, or set and when), or a
 * development salt drawn by the server, labelled as such.
 */
import { useEffect, useState } from 'react';
import type { ChainView } from '@nyota/contract/api/chain-salts';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';

function ChainSaltLine({ chain }: { chain: ChainView }) {
  const { t, lang } = useI18n();
  const at = (iso: string | null) => (iso ? formatDate(iso, lang, true) : '');
  const s = chain.salt;
  if (s.kind === 'development')
    return <p className="fair-bad">{t('fair.chain_salt_dev', { value: s.value ?? '', at: at(s.setAt) })}</p>;
  if (s.value === null)
    return <p className="fair-note">{t('fair.chain_salt_waiting', { source: s.source ?? '', at: at(s.expectedAt) })}</p>;
  return <p className="fair-ok">{t('fair.chain_salt_set', { source: s.source ?? '', value: s.value, at: at(s.setAt) })}</p>;
}

export function ChainsPanel() {
  const { t, lang } = useI18n();
  const [chains, setChains] = useState<ChainView[] | null>(null);
  useEffect(() => {
    call('fairnessChains')
      .then((d) => setChains(d.list))
      .catch(() => setChains([]));
  }, []);
  if (chains === null) return null;
  return (
    <div className="fair-tab" data-testid="fairness-chains">
      <h3>{t('fair.chains_title')}</h3>
      <p className="fair-note">{t('fair.chains_body')}</p>
      {chains.length === 0 && <p className="fair-note">{t('fair.chains_empty')}</p>}
      <ul className="fair-chains">
        {chains.map((c) => (
          <li key={`${c.game}:${c.chainId}`} data-testid={`fairness-chain-${c.game}-${c.chainId}`} data-salt-kind={c.salt.kind}>
            <strong>
              {t(c.game === 'crash' ? 'fair.tab_crash' : 'fair.tab_football')} #{c.chainId} ·{' '}
              {t(c.salt.kind === 'public' ? 'fair.chain_kind_public' : 'fair.chain_kind_development')}
            </strong>
            <p>
              {t('fair.chain_committed', { at: formatDate(c.committedAt, lang, true) })} ·{' '}
              {t('fair.chain_played', { played: c.played, length: c.length })}
            </p>
            <p className="fair-mono">
              {t('fair.chain_terminating')}: {c.terminatingHash}
            </p>
            <ChainSaltLine chain={c} />
          </li>
        ))}
      </ul>
    </div>
  );
}
