import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Spinner } from '../../shared/ui/Spinner';
import { claimSignIn, fetchSignIn, rewardText, signInKey } from './offers-api';

/**
 * The daily sign-in bonus (docs/product-rules/offers.md#sign-in-bonus): today's reward, the claim
 * button, and once claimed, when the next one opens (the market's midnight). Its own lazy chunk.
 */
export function SignInBonusCard() {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ queryKey: signInKey, queryFn: fetchSignIn });
  const claim = useMutation({
    mutationFn: claimSignIn,
    onSuccess: (data) => {
      client.setQueryData(signInKey, data);
      const [reward] = data.bonuses;
      if (reward) toast('success', t('signin.success', { reward: rewardText(reward, t) }));
    },
  });
  const data = query.data;
  const reward = data?.bonuses[0];
  return (
    <section className="card offer" data-testid="sign-in-bonus">
      <h3>{t('signin.title')}</h3>
      {!data ? (
        <Spinner />
      ) : !data.enable || !reward ? (
        <p>{t('signin.off')}</p>
      ) : (
        <>
          <p data-testid="sign-in-reward">{t('signin.today', { reward: rewardText(reward, t) })}</p>
          {data.claimed ? (
            <>
              <p data-testid="sign-in-claimed">{t('signin.claimed')}</p>
              {data.nextAt && <p className="muted">{t('signin.next', { at: formatDate(data.nextAt, lang, true) })}</p>}
            </>
          ) : (
            <Button onClick={() => claim.mutate()} disabled={claim.isPending} data-testid="sign-in-claim">
              {t('signin.claim')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
