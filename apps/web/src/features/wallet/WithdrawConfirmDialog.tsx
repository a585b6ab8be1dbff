/** The last step before a withdrawal is sent: the breakdown again and where the money goes. */
import { createPortal } from 'react-dom';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { channelName } from './ChannelOptions';
import type { WithdrawFieldsState } from './use-withdraw-fields';
import { WithdrawBreakdown } from './WithdrawBreakdown';

export function WithdrawConfirmDialog({ form }: { form: WithdrawFieldsState }) {
  const { t } = useI18n();
  const { pending, current } = form;
  return createPortal(
    <Dialog
      title={t('wallet.confirm_title')}
      onClose={() => !pending && form.cancelConfirm()}
      data-testid="withdraw-confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={form.cancelConfirm} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={form.confirm} loading={pending} data-testid="withdraw-confirm" data-autofocus>
            {t('wallet.confirm')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <p className="muted">{t('wallet.confirm_intro')}</p>
        <WithdrawBreakdown testId="confirm" form={form} />
        <p className="wallet-payout">
          <span className="muted">{t('wallet.payout_to')}</span>{' '}
          <strong>
            {current ? `${channelName(current.channel.channelCode)} · ` : ''}
            {form.mobile}
          </strong>
        </p>
      </div>
    </Dialog>,
    document.body,
  );
}
