import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AppealKind, type AppealKindValue } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import { isApiError } from '../../shared/api/api-error';
import { useI18n } from '../../shared/i18n/i18n';
import { Button, buttonClass } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageSpinner } from '../../shared/ui/Spinner';
import { linkedRecordQuery } from './api';
import type { AppealTarget } from './appeal-target';

export interface RecordLookupDialogProps {
  kind: AppealKindValue;
  recordId: string;
  onClose(): void;
  /** The record is the player's: its appeal form, or its appeal's timeline, takes over. */
  onFound(target: AppealTarget): void;
}

/**
 * A link that names a record: the record is read first. Only one of the player's own records opens
 * its appeal; an unknown id (or anyone else's: the server answers both alike) says so, with a way
 * to the records list, instead of offering to appeal something that does not exist.
 */
export function RecordLookupDialog({ kind, recordId, onClose, onFound }: RecordLookupDialogProps) {
  const { t } = useI18n();
  const record = useQuery({ ...linkedRecordQuery(kind, recordId), retry: false });
  const found = record.data;

  useEffect(() => {
    if (!found || found.feedbackId < 0) return;
    if (found.feedbackId > 0) onFound({ mode: 'detail', appealId: found.feedbackId });
    else onFound({ mode: 'appeal', kind, recordId, money: found.money });
  }, [found, kind, recordId, onFound]);

  const deposit = kind === AppealKind.DEPOSIT;
  let title = t(deposit ? 'appeals.deposit_title' : 'appeals.withdraw_title');
  let body;
  if (record.isPending || (found && found.feedbackId >= 0)) body = <PageSpinner />;
  else if (found) body = <EmptyState icon={ic.info} title={t('appeals.record_not_appealable')} />;
  else if (isApiError(record.error, ErrorCode.NOT_FOUND)) {
    title = t('appeals.record_not_found_title');
    body = (
      <EmptyState icon={ic.info} title={t(deposit ? 'appeals.record_not_found_deposit' : 'appeals.record_not_found_withdraw')}>
        <p data-testid="record-not-found">{t('appeals.record_not_found_hint')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <EmptyState
        icon={ic.info}
        title={t('appeals.record_load_failed')}
        action={
          <Button variant="secondary" onClick={() => void record.refetch()}>
            {t('appeals.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <Link to={`/records/${kind}`} className={buttonClass('secondary', true)} onClick={onClose} data-testid="lookup-records">
          {t('appeals.open_records')}
        </Link>
      }
      data-testid="record-lookup-dialog"
    >
      {body}
    </Dialog>
  );
}
