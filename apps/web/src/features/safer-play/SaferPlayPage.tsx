import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { PageFrame } from '../../shared/ui/PageFrame';
import { RealityCheckSettings } from './time-out/RealityCheckSettings';
import { TimeOutCard } from './time-out/TimeOutCard';
import { Spinner } from '../../shared/ui/Spinner';
import { fetchLimits, saferPlayKey } from './api';
import { LimitForm } from './LimitForm';

/**
 * Safer play (docs/product-rules/responsible-gambling.md): the player's deposit, loss and session
 * limits, each with what applies now and any raise still waiting its 24 hours, the helpline, the
 * time-out and the reality check.
 */
export function SaferPlayPage() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: saferPlayKey, queryFn: fetchLimits });
  const data = query.data;
  return (
    <PageFrame title={t('rg.title')} data-testid="safer-play-page">
      <section className="card">
        <p className="form__intro">{t('rg.intro', { zone: data?.timeZone ?? market.timeZone })}</p>
        <p className="form__intro">{t('rg.rules')}</p>
        {data && (
          <p data-testid="rg-helpline">
            {t('rg.helpline')} <a href={`tel:${data.helpline.replace(/\s/g, '')}`}>{data.helpline}</a>
          </p>
        )}
      </section>
      {data ? (
        <div className="safer-play">
          {data.limits.map((l) => (
            <LimitForm key={`${l.kind}:${l.value ?? ''}:${l.pending?.effectiveAt ?? ''}`} limit={l} />
          ))}
        </div>
      ) : (
        <Spinner size="lg" />
      )}
      <TimeOutCard />
      <RealityCheckSettings />
    </PageFrame>
  );
}
