import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import type { GiveawayBasicData } from '@nyota/contract/api/giveaway';
import { translate, useI18n } from '../../shared/i18n/i18n';
import { applyLogin } from '../../shared/session/session';
import { setSessionState } from '../../shared/session/session-store';
import type { SignUpInput } from '../../shared/session/session-actions';
import { Checkbox } from '../../shared/ui/Checkbox';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Spinner } from '../../shared/ui/Spinner';
import { SignUpForm } from '../auth/index';
import { giveawayCall } from './api';
import { cash } from './giveaway-text';
import { PresentCard } from './PresentCard';

/**
 * A guest (status 3) picks a present and signs up with the sign-up form's own fields and checks
 * (auth's SignUpForm); the call is the giveaway's register, which signs up through auth and claims
 * in the same request.
 */
export function GuestClaim({ round, onClaimed }: { round: GiveawayBasicData; onClaimed(): void }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(round.presents[0]?.id ?? 0);
  const client = useQueryClient();
  const send = async (input: SignUpInput) => {
    setSessionState(SessionState.LOGGING_IN);
    try {
      const out = await giveawayCall('giveawayRegister', { ...input, id: chosen, adult: '1' });
      applyLogin(out);
      void client.invalidateQueries({ queryKey: ['giveaway-basic'] });
      if (out.claim) {
        toast('success', translate('giveaway.success', { amount: cash(out.claim.amount) }));
        onClaimed();
      } else if (out.claimError) {
        toast('failed', out.claimError);
      }
    } catch (err) {
      setSessionState(SessionState.LOGGED_OUT);
      throw err;
    }
  };
  if (round.presents.length === 0) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <SignUpForm send={send} submitLabel={t('giveaway.signup_claim')} data-testid="giveaway-signup">
        <fieldset className="stack giveaway-choose">
          <legend>{t('giveaway.choose')}</legend>
          <ul className="giveaway-grid">
            {round.presents.map((p) => (
              <PresentCard key={p.id} present={p}>
                <Checkbox checked={chosen === p.id} onChange={() => setChosen(p.id)} data-testid={`giveaway-choose-${p.id}`}>
                  {t('giveaway.present', { amount: cash(p.amount) })}
                </Checkbox>
              </PresentCard>
            ))}
          </ul>
        </fieldset>
      </SignUpForm>
    </Suspense>
  );
}
