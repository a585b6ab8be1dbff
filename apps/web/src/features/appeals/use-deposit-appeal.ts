import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Appeal } from '@nyota/contract/api/appeals';
import { translate } from '../../shared/i18n/i18n';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { submitDepositAppeal } from './api';
import { canSubmitDepositAppeal, receiptProblem, uploadedNames } from './appeal-form';
import { useScreenshots } from './use-screenshots';

export interface DepositAppealInput {
  recordId: string;
  /** Appeal again: the previous transaction ID and screenshots. */
  prefill?: { receipt: string; images: string[] };
  onSubmitted(appeal: Appeal): void;
}

/**
 * The deposit appeal form's state: the screenshots, the transaction ID (its problem shown once the
 * field was left with something in it, or on submit) and the submission, which waits for both.
 */
export function useDepositAppeal(
  { recordId, prefill, onSubmitted }: DepositAppealInput,
  submit: typeof submitDepositAppeal = submitDepositAppeal,
) {
  const screenshots = useScreenshots(prefill?.images ?? []);
  const [receipt, setReceipt] = useState(prefill?.receipt ?? '');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const { images } = screenshots;

  const mutation = useMutation({
    mutationFn: () => submit(recordId, uploadedNames(images), receipt),
    onSuccess: (appeal) => {
      setDone(true);
      toast('success', translate('appeals.submitted'));
      onSubmitted(appeal);
    },
  });

  const ready = canSubmitDepositAppeal(receipt, images) && !mutation.isPending;

  return {
    screenshots,
    receipt,
    setReceipt,
    receiptError: touched ? receiptProblem(receipt) : null,
    onReceiptBlur: () => setTouched(receipt.length > 0 || touched),
    ready,
    done,
    pending: mutation.isPending,
    error: mutation.error,
    onFiles(e: ChangeEvent<HTMLInputElement>) {
      screenshots.add([...(e.target.files ?? [])]);
      // The same file may be chosen again after it was removed.
      e.target.value = '';
    },
    onSubmit(e: FormEvent) {
      e.preventDefault();
      setTouched(true);
      if (ready) mutation.mutate();
    },
  };
}
