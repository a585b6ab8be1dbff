import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { MINOR_UNIT_DIVISOR } from '@nyota/contract/constants';
import { setLimit } from './api';

/** Daily deposit limits offered with one tap, in whole units of the currency. */
const CHOICES = [100, 500, 1000] as const;

/**
 * Shown once sign-up succeeds (UKGC RTS 12: prompt at registration): one tap sets a daily deposit
 * limit, "Not now" skips; the safer-play page has every limit.
 */
export function LimitOfferDialog() {
  const { t } = useI18n();
  const [choice, setChoice] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (units: number) => setLimit('deposit_day', units * MINOR_UNIT_DIVISOR),
    onSuccess: () => {
      closeDialog();
      toast('success', t('rg.saved'));
    },
  });
  return (
    <Dialog title={t('rg.offer_title')} onClose={closeDialog} data-testid="limit-offer">
      <p>{t('rg.offer_body')}</p>
      <div className="btn-row">
        {CHOICES.map((units) => (
          <Button
            key={units}
            variant="secondary"
            loading={mutation.isPending && choice === units}
            disabled={mutation.isPending}
            onClick={() => {
              setChoice(units);
              mutation.mutate(units);
            }}
            data-testid={`limit-offer-${units}`}
          >
            {t('rg.offer_choice', { amount: formatMoneyInText(units * MINOR_UNIT_DIVISOR, market.currencySymbol) })}
          </Button>
        ))}
      </div>
      <Button variant="ghost" block onClick={closeDialog} data-testid="limit-offer-skip">
        {t('rg.offer_skip')}
      </Button>
    </Dialog>
  );
}
