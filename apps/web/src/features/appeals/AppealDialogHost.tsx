import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AppealKind } from '@nyota/contract/appeals-constants';
import { APPEALS_KEY } from './api';
import type { AppealTarget } from './appeal-target';
import { AppealDetailDialog } from './AppealDetailDialog';
import { DepositAppealDialog } from './DepositAppealDialog';
import { RecordLookupDialog } from './RecordLookupDialog';
import { WithdrawAppealDialog } from './WithdrawAppealDialog';
import './appeals.css';

export interface AppealDialogHostProps {
  target: AppealTarget;
  onClose(): void;
  /** Moves from one dialog to another (the timeline's "Appeal again"). */
  onTarget(target: AppealTarget): void;
  /** After an appeal was stored: the opener refreshes what shows it (the records list). */
  onSubmitted?(): void;
}

/**
 * The open appeal dialog, drawn into <body>: the page behind is made inert while a dialog is
 * open, and a dialog inside the page would be inert with it. One lazy chunk holds them all.
 */
export function AppealDialogHost({ target, onClose, onTarget, onSubmitted }: AppealDialogHostProps) {
  const queryClient = useQueryClient();
  const submitted = () => {
    void queryClient.invalidateQueries({ queryKey: APPEALS_KEY });
    onSubmitted?.();
  };

  let dialog;
  if (target.mode === 'detail') {
    dialog = (
      <AppealDetailDialog
        key={`detail-${target.appealId}`}
        appealId={target.appealId}
        onClose={onClose}
        onAppealAgain={onTarget}
      />
    );
  } else if (target.mode === 'lookup') {
    dialog = (
      <RecordLookupDialog
        key={`lookup-${target.kind}-${target.recordId}`}
        kind={target.kind}
        recordId={target.recordId}
        onClose={onClose}
        onFound={onTarget}
      />
    );
  } else if (target.kind === AppealKind.DEPOSIT) {
    dialog = (
      <DepositAppealDialog
        key={`deposit-${target.recordId}`}
        recordId={target.recordId}
        money={target.money}
        prefill={target.prefill}
        onClose={onClose}
        onSubmitted={submitted}
      />
    );
  } else {
    dialog = (
      <WithdrawAppealDialog
        key={`withdraw-${target.recordId}`}
        recordId={target.recordId}
        money={target.money}
        onClose={onClose}
        onSubmitted={submitted}
      />
    );
  }
  return createPortal(dialog, document.body);
}
