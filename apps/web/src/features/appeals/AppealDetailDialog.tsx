import { useQuery } from '@tanstack/react-query';
import type { Appeal, AppealLog } from '@nyota/contract/api/appeals';
import { AppealKind } from '@nyota/contract/appeals-constants';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageSpinner } from '../../shared/ui/Spinner';
import { appealLogsQuery, appealQuery } from './api';
import type { AppealTarget } from './appeal-target';
import { AuthImage } from './AuthImage';
import { appealStatusText, lastSubmission, logText, mayAppealAgain, reasonTexts } from './timeline';

export interface AppealDetailDialogProps {
  appealId: number;
  onClose(): void;
  /** "Appeal again" on a rejected appeal: the appeal form of the same record, prefilled. */
  onAppealAgain(target: AppealTarget): void;
}

/** An appeal and its timeline (docs/product-rules/records-and-appeals.md#appeal-log). */
export function AppealDetailDialog({ appealId, onClose, onAppealAgain }: AppealDetailDialogProps) {
  const { t } = useI18n();
  const appeal = useQuery(appealQuery(appealId));
  const logs = useQuery(appealLogsQuery(appealId));

  let body;
  let again = null;
  if (appeal.isPending || logs.isPending) body = <PageSpinner />;
  else if (appeal.isError || logs.isError) {
    body = (
      <EmptyState
        icon={ic.info}
        title={t('appeals.load_failed')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              void appeal.refetch();
              void logs.refetch();
            }}
          >
            {t('appeals.retry')}
          </Button>
        }
      />
    );
  } else if (!appeal.data) body = <EmptyState icon={ic.info} title={t('appeals.not_found')} />;
  else {
    const a = appeal.data;
    body = <AppealDetail appeal={a} logs={logs.data} />;
    if (mayAppealAgain(a.status)) {
      again = (
        <Button
          onClick={() =>
            onAppealAgain({
              mode: 'appeal',
              kind: a.type === AppealKind.WITHDRAW ? AppealKind.WITHDRAW : AppealKind.DEPOSIT,
              recordId: a.recordId,
              money: a.money,
              prefill: lastSubmission(logs.data),
            })
          }
          data-testid="appeal-again"
        >
          {t('appeals.appeal_again')}
        </Button>
      );
    }
  }

  return (
    <Dialog
      title={t('appeals.detail_title')}
      onClose={onClose}
      className="dialog--appeal"
      data-testid="appeal-detail-dialog"
      footer={again ?? undefined}
    >
      {body}
    </Dialog>
  );
}

function AppealDetail({ appeal, logs }: { appeal: Appeal; logs: AppealLog[] }) {
  const { t, lang } = useI18n();
  return (
    <div className="stack">
      <dl className="details">
        <div>
          <dt>{t('appeals.kind')}</dt>
          <dd>{t(appeal.type === AppealKind.WITHDRAW ? 'appeals.kind_withdraw' : 'appeals.kind_deposit')}</dd>
        </div>
        <div>
          <dt>{t('appeals.record')}</dt>
          <dd className="record-no">{appeal.recordId}</dd>
        </div>
        <div>
          <dt>{t('appeals.amount')}</dt>
          <dd className="money">{formatMoney(appeal.money, market.currencySymbol)}</dd>
        </div>
        <div>
          <dt>{t('appeals.status_label')}</dt>
          <dd data-testid="appeal-status" data-status={appeal.status}>
            {t(appealStatusText(appeal.status))}
          </dd>
        </div>
        <div>
          <dt>{t('appeals.created')}</dt>
          <dd>{formatDate(appeal.createTime, lang, true)}</dd>
        </div>
      </dl>

      <section aria-label={t('appeals.timeline')}>
        <h3 className="timeline__title">{t('appeals.timeline')}</h3>
        <ol className="timeline" data-testid="appeal-timeline">
          {logs.map((log) => (
            <TimelineStep key={log.id} log={log} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function TimelineStep({ log }: { log: AppealLog }) {
  const { t, lang } = useI18n();
  const reasons = reasonTexts(log.params.reasons);
  const images = log.params.images ?? [];
  return (
    <li className="timeline__step" data-log-type={log.logType} data-testid="appeal-log">
      <time className="timeline__time" dateTime={log.logTime}>
        {formatDate(log.logTime, lang, true)}
      </time>
      <p className="timeline__text">{t(logText(log.logType))}</p>
      {log.params.receipt && <p className="muted">{t('appeals.log_receipt', { receipt: log.params.receipt })}</p>}
      {reasons.length > 0 && (
        <div>
          <p className="muted">{t('appeals.log_reasons')}</p>
          <ul className="bullets" data-testid="appeal-reasons">
            {reasons.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      )}
      {log.params.content && <p className="muted">{t('appeals.log_note', { note: log.params.content })}</p>}
      {images.length > 0 && (
        <ul className="shots shots--small" aria-label={t('appeals.log_images')}>
          {images.map((name, i) => (
            <li key={name} className="shot">
              <AuthImage name={name} alt={t('appeals.image_alt', { n: i + 1 })} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
