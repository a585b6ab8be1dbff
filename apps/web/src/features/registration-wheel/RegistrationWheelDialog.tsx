/**
 * The registration wheel (docs/product-rules/registration-wheel.md), opened from the register
 * pop-up: a guest spins once, the wheel lands on the prize the server drew, and the sign-up dialog
 * opens with that prize. A device that spun earlier and has not signed up goes straight to sign-up.
 */
import type { RegSpinView } from '@nyota/contract/api/registration-wheel';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { openDialog } from '../../shared/lib/dialogs';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Spinner } from '../../shared/ui/Spinner';
import { prizeText } from './prize-text';
import { RegWheelDisc } from './RegWheelDisc';
import { useRegistrationWheel } from './use-registration-wheel';
import './registration-wheel.css';

function toSignUp(spin: Pick<RegSpinView, 'bonusType' | 'bonusAmount' | 'txt'>, verified: boolean) {
  openDialog('signup', { prize: { bonusType: spin.bonusType, bonusAmount: spin.bonusAmount, txt: spin.txt, verified } });
}

export function RegistrationWheelDialog({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const wheel = useRegistrationWheel((spin, verified) => {
    onDone();
    toSignUp(spin, verified);
  });
  const data = wheel.config.data;
  const earlier = data?.spin ?? null;

  return (
    <Dialog title={t('regWheel.title')} onClose={onDone} className="popup" data-testid="reg-wheel">
      {!data ? (
        <Spinner />
      ) : !data.enable && !earlier ? (
        <p data-testid="reg-wheel-off">{t('regWheel.off')}</p>
      ) : earlier ? (
        <EarlierSpin spin={earlier} onDone={onDone} />
      ) : (
        <div className="reg-wheel">
          <p>{t('regWheel.intro')}</p>
          <RegWheelDisc segments={data.prizes} rotation={wheel.rotation} spinning={wheel.spinning} label={t('regWheel.title')} />
          <Button
            block
            onClick={() => void wheel.spin()}
            loading={wheel.pending}
            disabled={wheel.spinning}
            data-autofocus
            data-testid="reg-wheel-spin"
          >
            {wheel.spinning ? t('regWheel.spinning') : t('regWheel.spin')}
          </Button>
          <p className="reg-wheel__hash" data-testid="reg-wheel-hash">
            {t('regWheel.commitment', { hash: data.serverSeedHash ?? '' })}
          </p>
        </div>
      )}
    </Dialog>
  );
}

function EarlierSpin({ spin, onDone }: { spin: RegSpinView; onDone(): void }) {
  const { t, lang } = useI18n();
  if (spin.status === 'granted') return <p data-testid="reg-wheel-spent">{t('regWheel.spent')}</p>;
  if (spin.status === 'expired') {
    return <p data-testid="reg-wheel-spent">{t('regWheel.expired', { date: formatDate(spin.expiresAt, lang) })}</p>;
  }
  return (
    <div className="reg-wheel">
      <p className="reg-wheel__won" data-testid="reg-wheel-won">
        {t('regWheel.won', { prize: prizeText(t, spin) })}
      </p>
      <Button
        block
        data-autofocus
        onClick={() => {
          onDone();
          toSignUp(spin, false);
        }}
        data-testid="reg-wheel-claim"
      >
        {t('regWheel.claim')}
      </Button>
    </div>
  );
}
