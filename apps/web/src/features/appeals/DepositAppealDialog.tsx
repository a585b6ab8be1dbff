import { useId } from 'react';
import type { Appeal } from '@nyota/contract/api/appeals';
import { isApiError } from '../../shared/api/api-error';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import { AppealShots } from './AppealShots';
import { AppealSubmitted } from './AppealSubmitted';
import { ReceiptExamples } from './ReceiptExamples';
import { useDepositAppeal } from './use-deposit-appeal';

export interface DepositAppealDialogProps {
  recordId: string;
  money?: number;
  /** Appeal again: the previous transaction ID and screenshots. */
  prefill?: { receipt: string; images: string[] };
  onClose(): void;
  onSubmitted(appeal: Appeal): void;
}

/**
 * The deposit appeal (docs/product-rules/records-and-appeals.md#appeal-form): up to 3 receipt
 * screenshots, the transaction ID, and example receipts showing where to find what the review
 * needs. Submit waits for a transaction ID and at least one uploaded screenshot.
 */
export function DepositAppealDialog({ recordId, money, prefill, onClose, onSubmitted }: DepositAppealDialogProps) {
  const { t } = useI18n();
  const isMobile = useIsMobile();
  const formId = useId();
  const appeal = useDepositAppeal({ recordId, prefill, onSubmitted });

  const title = t(prefill ? 'appeals.again_title' : 'appeals.deposit_title');
  if (appeal.done) {
    return (
      <Dialog title={title} onClose={onClose} data-testid="deposit-appeal-dialog">
        <AppealSubmitted onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title={title}
      onClose={() => !appeal.pending && onClose()}
      className="dialog--appeal"
      data-testid="deposit-appeal-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={appeal.pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!appeal.ready} loading={appeal.pending} data-testid="appeal-submit">
            {t('appeals.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="appeal-form" onSubmit={appeal.onSubmit} noValidate>
        <p className="muted">{t('appeals.deposit_intro')}</p>
        <AppealRecord recordId={recordId} money={money} />
        <AppealShots screenshots={appeal.screenshots} onFiles={appeal.onFiles} />
        <TextField
          label={t('appeals.receipt_label')}
          value={appeal.receipt}
          onValueChange={appeal.setReceipt}
          onBlur={appeal.onReceiptBlur}
          error={appeal.receiptError ? t(appeal.receiptError) : null}
          hint={t('appeals.receipt_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          data-testid="appeal-receipt"
        />
        {appeal.error && (
          <p className="field__error" role="alert" data-testid="appeal-error">
            {isApiError(appeal.error) ? appeal.error.message : t('app.network_error')}
          </p>
        )}
        <ReceiptExamples initiallyOpen={!isMobile} />
      </form>
    </Dialog>
  );
}

function AppealRecord({ recordId, money }: { recordId: string; money: number | undefined }) {
  const { t } = useI18n();
  return (
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
  );
}
