import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADVERT_TYPE, type PopupUrl } from '@nyota/contract/adverts';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { markShown } from '../../shared/lib/daily-cap';
import { openDialog } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { RegistrationWheelDialog } from '../registration-wheel/index';
import { FirstDepositPopup, PackPopup } from '../deposit-offers/index';
import { InviteCashDialog } from '../invite/index';
import { choosePopup, type PopupAdvert } from './popup-choice';
import './adverts.css';

export interface HomePopupProps {
  viewer: 'visitor' | 'member';
  /** The built pop-ups for this viewer not shown today (app/popup-gate.ts). */
  due: readonly PopupUrl[];
  /** Called when the pop-up is answered or there is none to show. */
  onDone(): void;
}

/**
 * The home pop-up (lazy chunk): the served pop-up adverts, the first one due; for a member only
 * when the server's pop-up permission allows (the first-deposit offer, the pack). Counted as shown
 * for the day the moment it appears.
 */
export function HomePopup({ viewer, due, onDone }: HomePopupProps) {
  const adverts = useQuery({
    queryKey: ['adverts', ADVERT_TYPE.HOME_POPUP],
    queryFn: ({ signal }) => call('advertsByType', { typeId: ADVERT_TYPE.HOME_POPUP }, { signal }),
    staleTime: 5 * 60_000,
  });
  const permission = useQuery({
    queryKey: ['popupEligibility'],
    queryFn: ({ signal }) => call('popupEligibility', {}, { signal }),
    enabled: viewer === 'member',
    staleTime: 0,
  });
  const answered = adverts.isSuccess && (viewer === 'visitor' || permission.isSuccess);
  const allowed = viewer === 'visitor' || permission.data?.allowed === true;
  const popup = answered ? choosePopup(adverts.data, due, allowed) : null;
  const failed = adverts.isError || permission.isError;

  useEffect(() => {
    if (failed || (answered && !popup)) onDone();
  }, [failed, answered, popup, onDone]);
  useEffect(() => {
    if (popup) markShown(`popup:${popup.url}`, Date.now(), market.timeZone);
  }, [popup]);

  if (!popup) return null;
  // The deposit offers are their own chunks: each reads the member's offer state first.
  if (popup.url === 'first-deposit' || popup.url === 'pack-deposit') {
    const Offer = popup.url === 'first-deposit' ? FirstDepositPopup : PackPopup;
    return (
      <Suspense fallback={null}>
        <Offer onDone={onDone} />
      </Suspense>
    );
  }
  if (popup.url === 'invite') {
    return (
      <Suspense fallback={null}>
        <InviteCashDialog onDone={onDone} />
      </Suspense>
    );
  }
  return <PopupDialog popup={popup} onDone={onDone} />;
}

/** The register pop-up offers the registration wheel while it runs and this device may still use it. */
function useWheelOffer(popup: PopupAdvert): boolean {
  const wheel = useQuery({
    queryKey: ['registerSpin', 'guest'],
    queryFn: ({ signal }) => call('registerSpin', {}, { signal }),
    enabled: popup.url === 'register',
    staleTime: 0,
  });
  const d = wheel.data;
  return d !== undefined && ((d.enable && d.spin === null) || d.spin?.status === 'waiting');
}

function PopupDialog({ popup, onDone }: { popup: PopupAdvert; onDone(): void }) {
  const { t, lang } = useI18n();
  const wheel = useWheelOffer(popup);
  const [spinning, setSpinning] = useState(false);
  if (spinning) {
    return (
      <Suspense fallback={null}>
        <RegistrationWheelDialog onDone={onDone} />
      </Suspense>
    );
  }
  // Only the register offer is built; the others will each bring their own action.
  const act = () => {
    onDone();
    openDialog('signup');
  };
  return (
    <Dialog
      title={popup.title[lang]}
      onClose={onDone}
      className="popup"
      data-testid={`popup-${popup.url}`}
      footer={
        <div className="btn-row">
          <Button variant="secondary" onClick={onDone} data-testid="popup-not-now">
            {t('popup.not_now')}
          </Button>
          {wheel && (
            <Button variant="secondary" onClick={() => setSpinning(true)} data-testid="popup-spin">
              {t('regWheel.popup_spin')}
            </Button>
          )}
          <Button onClick={act} data-autofocus data-testid="popup-act">
            {t('popup.register_cta')}
          </Button>
        </div>
      }
    >
      <img className="popup__image" src={popup.image} alt="" width={640} height={320} />
      <p>{t('popup.register_body')}</p>
    </Dialog>
  );
}
