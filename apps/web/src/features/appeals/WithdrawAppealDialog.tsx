import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Appeal } from '@nyota/contract/api/appeals';
import { isApiError } from '../../shared/api/api-error';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { submitWithdrawAppeal } from './api';
import { AppealSubmitted } from './AppealSubmitted';

export interface WithdrawAppealDialogProps {
  recordId: string;
  money?: number;
  onClose(): void;
  onSubmitted(appeal: Appeal): void;
}

/** A withdrawal appeal needs no evidence (the money never left us): a confirmation is enough. */
export function WithdrawAppealDialog({ recordId, money, onClose, onSubmitted }: WithdrawAppealDialogProps) {
  const { t } = useI18n();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: () => submitWithdrawAppeal(recordId),
    onSuccess: (appeal) => {
      setDone(true);
      toast('success', t('appeals.submitted'));
      onSubmitted(appeal);
    },
  });

  if (done) {
    return (
      <Dialog title={t('appeals.withdraw_title')} onClose={onClose} data-testid="withdraw-appeal-dialog">
        <AppealSubmitted onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('appeals.withdraw_title')}
      role="alertdialog"
      onClose={() => !mutation.isPending && onClose()}
      data-testid="withdraw-appeal-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus data-testid="appeal-confirm">
            {t('appeals.withdraw_confirm')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p className="muted">{t('appeals.withdraw_intro')}</p>
        <dl className="details">
          <div>
            <dt>{t('appeals.record')}</dt>
            <dd className="record-no">{recordId}</dd>
          </div>
          {money !== undefined && (
            <div>
              <dt>{t('appeals.amount')}</dt>
              <dd className="money">{formatMoney(money, market.currencySymbol)}</dd>
            </div>
          )}
        </dl>
        {mutation.error && (
          <p className="field__error" role="alert" data-testid="appeal-error">
            {isApiError(mutation.error) ? mutation.error.message : t('app.network_error')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
