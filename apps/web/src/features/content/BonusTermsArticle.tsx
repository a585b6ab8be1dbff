import { useQuery } from '@tanstack/react-query';
import type { BonusTermsData } from '@nyota/contract/api/bonuses';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { PageSpinner } from '../../shared/ui/Spinner';
import { rewardText, TermsList } from '../bonus-center/index';

/**
 * links/6, the bonus terms, generated from what the server applies (GET bonusTerms): the rules of
 * bonus money (its wagering cap is the code's constant) and each offer as set now, with the terms
 * of any bonus money it pays. Not hand-written, so it cannot drift from the claims. Its own chunk.
 */
export function BonusTermsArticle() {
  const { t, lang } = useI18n();
  const query = useQuery({ queryKey: ['bonus-terms', lang], queryFn: () => call('bonusTerms', {}) });
  const data: BonusTermsData | undefined = query.data;
  if (!data) return <PageSpinner />;
  const when = (iso: string | null) => (iso ? formatDate(iso, lang) : t('terms6.open_ended'));
  return (
    <article className="content" data-testid="bonus-terms-generated">
      <p className="content__intro">{t('terms6.intro')}</p>
      <section className="content__section" aria-labelledby="terms6-rules">
        <h2 id="terms6-rules">{t('terms6.rules')}</h2>
        <ul className="content__list">
          <li>{t('terms6.rule_apart')}</li>
          <li>{t('terms6.rule_cash_first')}</li>
          <li data-testid="terms6-cap">{t('terms6.rule_cap', { x: data.maxWageringMultiple })}</li>
          <li>{t('terms6.rule_one')}</li>
          <li>{t('terms6.rule_wins')}</li>
          <li>{t('terms6.rule_games')}</li>
          <li>{t('terms6.rule_forfeit')}</li>
        </ul>
      </section>
      <section className="content__section" aria-labelledby="terms6-offers">
        <h2 id="terms6-offers">{t('terms6.offers')}</h2>
        {data.offers.map((o) => (
          <section key={o.id} data-testid={`terms6-offer-${o.id}`}>
            <h3>{o.title}</h3>
            {!o.enabled && <p>{t('terms6.offer_off')}</p>}
            {(o.startsAt || o.endsAt) && <p>{t('terms6.offer_window', { from: when(o.startsAt), to: when(o.endsAt) })}</p>}
            {o.bonuses.length > 0 && (
              <p>{t('terms6.offer_pays', { rewards: o.bonuses.map((b) => rewardText(b, t)).join(', ') })}</p>
            )}
            {o.shares.map((sh) => (
              <p key={`${sh.minDeposit}-${sh.percent}`}>
                {t(sh.type === 2 ? 'terms6.offer_share_trial' : 'terms6.offer_share_cash', {
                  percent: String(sh.percent),
                  min: formatMoney(sh.minDeposit, market.currencySymbol),
                  max: formatMoney(sh.maxBonus, market.currencySymbol),
                })}
              </p>
            ))}
            {o.terms ? <TermsList terms={o.terms} /> : <p>{t('terms6.offer_no_bonus')}</p>}
          </section>
        ))}
      </section>
    </article>
  );
}
