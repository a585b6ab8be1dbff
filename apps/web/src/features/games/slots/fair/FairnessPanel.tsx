/**
 * The per-bet fairness panel of the slot and the wheels: the active server seed's hash, the next
 * one's, the client seed (editable), the nonce, rotation (which reveals the active seed), and a
 * verifier that recomputes the last spin in this browser with @nyota/fairness once its seed is
 * revealed.
 */
import { useI18n } from '../../../../shared/i18n/i18n';
import { Button } from '../../../../shared/ui/Button';
import { useSeedPair, type SeedPairInput } from './use-seed-pair';

export function FairnessPanel(props: SeedPairInput) {
  const { t } = useI18n();
  const { last } = props;
  const { data, clientSeed, setClientSeed, seedOk, revealed, canVerify, verdict, busy, rotate, check } = useSeedPair(props);

  return (
    <section className="fair-panel" data-testid="fair-panel" aria-label={t('perbet.fair_title')}>
      <h3 className="fair-panel__title">{t('perbet.fair_title')}</h3>
      <p className="fair-panel__note">{t('perbet.fair_body')}</p>
      <dl className="fair-panel__list">
        <dt>{t('perbet.server_hash')}</dt>
        <dd className="mono" data-testid="fair-server-hash">
          {data?.current.serverSeedHash ?? '…'}
        </dd>
        <dt>{t('perbet.next_hash')}</dt>
        <dd className="mono">{data?.current.nextServerSeedHash ?? '…'}</dd>
        <dt>{t('perbet.nonce')}</dt>
        <dd data-testid="fair-nonce">{data?.current.nonce ?? '…'}</dd>
      </dl>
      <label className="fair-panel__field">
        <span>{t('perbet.client_seed')}</span>
        <input
          value={clientSeed}
          maxLength={64}
          onChange={(e) => setClientSeed(e.target.value.trim())}
          aria-invalid={!seedOk}
          data-testid="fair-client-seed"
        />
      </label>
      {!seedOk && <p className="fair-panel__error">{t('errors.invalid_client_seed')}</p>}
      <div className="btn-row">
        <Button variant="secondary" size="sm" disabled={!seedOk || busy} onClick={() => void rotate()} data-testid="fair-rotate">
          {t('perbet.rotate')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!canVerify} onClick={check} data-testid="fair-verify">
          {t('perbet.verify')}
        </Button>
      </div>
      {last && !canVerify && <p className="fair-panel__note">{t('perbet.verify_hint')}</p>}
      {revealed && (
        <dl className="fair-panel__list">
          <dt>{t('perbet.revealed_seed')}</dt>
          <dd className="mono" data-testid="fair-revealed">
            {revealed.serverSeed}
          </dd>
          <dt>{t('perbet.revealed_bets')}</dt>
          <dd>{revealed.nonce}</dd>
        </dl>
      )}
      {verdict && (
        <p className={verdict === 'ok' ? 'fair-panel__ok' : 'fair-panel__error'} role="status" data-testid="fair-verdict">
          {t(verdict === 'ok' ? 'perbet.verified' : 'perbet.not_verified', { nonce: last?.nonce ?? 0 })}
        </p>
      )}
    </section>
  );
}
