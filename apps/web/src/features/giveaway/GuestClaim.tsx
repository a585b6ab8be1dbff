import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AGE_LIMIT, SessionState } from '@nyota/contract/constants';
import type { GiveawayBasicData } from '@nyota/contract/api/giveaway';
import { translate, useI18n } from '../../shared/i18n/i18n';
import { applyLogin } from '../../shared/session/session';
import { setSessionState } from '../../shared/session/session-store';
import type { SignUpInput } from '../../shared/session/session-actions';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { OtpField, useSignUp } from '../auth/index';
import { giveawayCall } from './api';
import { cash } from './giveaway-text';
import { PresentCard } from './PresentCard';

/**
 * A guest (status 3) picks a present and signs up with the sign-up form's own fields and checks
 * (useSignUp: mobile, password, the one-time code when config 160 asks, terms, 18+); the call is
 * the giveaway's register, which signs up through auth and claims in the same request.
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
  const form = useSignUp({}, send);
  if (round.presents.length === 0) return null;
  return (
    <form className="form stack" noValidate onSubmit={form.onSubmit} data-testid="giveaway-signup">
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
      <MobileField field={form.mobile} />
      <PasswordField field={form.password} autoComplete="new-password" />
      {form.codeRequired && (
        <OtpField field={form.otp} timer={form.timer} mobile={form.mobile.value} mobileValid={!form.mobile.invalid} />
      )}
      <Checkbox checked={form.terms} onChange={form.setTerms} data-testid="terms-checkbox">
        {t('auth.terms_prefix')} <Link to="/links/4">{t('footer.terms')}</Link>
      </Checkbox>
      <Checkbox checked={form.adult} onChange={form.setAdult} data-testid="adult-checkbox">
        {t('auth.adult_confirm', { age: AGE_LIMIT })}
      </Checkbox>
      <Button type="submit" block disabled={!form.valid} loading={form.pending} data-testid="giveaway-signup-submit">
        {t('giveaway.signup_claim')}
      </Button>
    </form>
  );
}
