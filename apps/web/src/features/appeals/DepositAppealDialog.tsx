import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Appeal } from '@nyota/contract/api/appeals';
import { APPEAL_MAX_IMAGES, UPLOAD_MIME_TYPES } from '@nyota/contract/appeals-constants';
import { isApiError } from '../../shared/api/api-error';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { submitDepositAppeal } from './api';
import { canSubmitDepositAppeal, receiptProblem, uploadedNames } from './appeal-form';
import { AppealSubmitted } from './AppealSubmitted';
import { AuthImage } from './AuthImage';
import { ReceiptExamples } from './ReceiptExamples';
import { UPLOAD_MAX_MB, UPLOAD_PROBLEM_TEXT } from './upload-checks';
import { useScreenshots, type Screenshot } from './use-screenshots';

/** A plus sign (24x24 path), as the shared icons draw. */
const PLUS = 'M12 5v14M5 12h14';

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
  const { images, problems, add, remove } = useScreenshots(prefill?.images ?? []);
  const [receipt, setReceipt] = useState(prefill?.receipt ?? '');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);

  const mutation = useMutation({
    mutationFn: () => submitDepositAppeal(recordId, uploadedNames(images), receipt),
    onSuccess: (appeal) => {
      setDone(true);
      toast('success', t('appeals.submitted'));
      onSubmitted(appeal);
    },
  });

  const receiptError = touched ? receiptProblem(receipt) : null;
  const ready = canSubmitDepositAppeal(receipt, images) && !mutation.isPending;

  function onFiles(e: ChangeEvent<HTMLInputElement>) {
    add([...(e.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    e.target.value = '';
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (ready) mutation.mutate();
  }

  const title = t(prefill ? 'appeals.again_title' : 'appeals.deposit_title');
  if (done) {
    return (
      <Dialog title={title} onClose={onClose} data-testid="deposit-appeal-dialog">
        <AppealSubmitted onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title={title}
      onClose={() => !mutation.isPending && onClose()}
      className="dialog--appeal"
      data-testid="deposit-appeal-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!ready} loading={mutation.isPending} data-testid="appeal-submit">
            {t('appeals.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="appeal-form" onSubmit={onSubmit} noValidate>
        <p className="muted">{t('appeals.deposit_intro')}</p>
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

        <fieldset className="appeal-shots">
          <legend>{t('appeals.screenshots')}</legend>
          <p className="field__hint">{t('appeals.screenshots_hint', { count: APPEAL_MAX_IMAGES, max: UPLOAD_MAX_MB })}</p>
          <ul className="shots">
            {images.map((image, i) => (
              <ShotItem key={image.key} image={image} n={i + 1} onRemove={() => remove(image.key)} />
            ))}
            {images.length < APPEAL_MAX_IMAGES && (
              <li>
                <label className="shot-add">
                  <input
                    type="file"
                    className="visually-hidden"
                    accept={UPLOAD_MIME_TYPES.join(',')}
                    multiple
                    onChange={onFiles}
                    data-testid="appeal-file"
                  />
                  <Icon d={PLUS} />
                  <span>{t('appeals.add_image')}</span>
                </label>
              </li>
            )}
          </ul>
          {problems.map((p) => (
            <p key={p} className="field__error" role="alert">
              {t(UPLOAD_PROBLEM_TEXT[p], { max: UPLOAD_MAX_MB })}
            </p>
          ))}
        </fieldset>

        <TextField
          label={t('appeals.receipt_label')}
          value={receipt}
          onValueChange={setReceipt}
          onBlur={() => setTouched(receipt.length > 0 || touched)}
          error={receiptError ? t(receiptError) : null}
          hint={t('appeals.receipt_hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          data-testid="appeal-receipt"
        />

        {mutation.error && (
          <p className="field__error" role="alert" data-testid="appeal-error">
            {isApiError(mutation.error) ? mutation.error.message : t('app.network_error')}
          </p>
        )}

        <ReceiptExamples initiallyOpen={!isMobile} />
      </form>
    </Dialog>
  );
}

function ShotItem({ image, n, onRemove }: { image: Screenshot; n: number; onRemove(): void }) {
  const { t } = useI18n();
  const alt = t('appeals.image_alt', { n });
  return (
    <li className="shot" data-state={image.state} data-testid="appeal-shot">
      {image.preview ? (
        <span className="thumb">
          <img src={image.preview} alt={alt} />
        </span>
      ) : image.name ? (
        <AuthImage name={image.name} alt={alt} />
      ) : null}
      {image.state === 'uploading' && (
        <span className="shot__state">
          <Spinner size="sm" label={t('appeals.uploading')} />
        </span>
      )}
      {image.state === 'failed' && (
        <span className="shot__state shot__state--failed" role="alert">
          {t('appeals.upload_failed')}
        </span>
      )}
      <button type="button" className="shot__remove icon-btn" aria-label={t('appeals.remove_image', { n })} onClick={onRemove}>
        <Icon d={ic.close} size={18} />
      </button>
    </li>
  );
}
