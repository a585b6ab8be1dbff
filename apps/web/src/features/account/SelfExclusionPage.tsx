import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@nyota/contract/constants';
import { translate, useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { endSession } from '../../shared/session/session';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SelectField } from '../../shared/ui/SelectField';
import { showAlert } from '../../shared/ui/feedback/alert-store';
import { submitSelfExclusion } from './api';

const PERIOD_LABEL: Record<SelfExclusionPeriod, MessageKey> = {
  '1m': 'selfex.period_1m',
  '3m': 'selfex.period_3m',
  '6m': 'selfex.period_6m',
  '1y': 'selfex.period_1y',
  '5y': 'selfex.period_5y',
};

/** Stable reason codes are sent (operators report on them); the player sees the translated label. */
const REASONS: readonly { value: string; label: MessageKey }[] = [
  { value: 'too_much_time', label: 'selfex.reason_time' },
  { value: 'too_much_money', label: 'selfex.reason_money' },
  { value: 'need_break', label: 'selfex.reason_break' },
  { value: 'other', label: 'selfex.reason_other' },
];

const COMMENT_MAX = 500;

/**
 * Self-exclusion (docs/product-rules/auth.md#self-exclusion): choose a period and reason, then
 * confirm on a step that says plainly that it cannot be undone and blocks login, deposit, withdraw
 * and bet. The server revokes the session on success; the page then explains the result and logs
 * out locally.
 */
export function SelfExclusionPage() {
  const { t, lang } = useI18n();
  const [period, setPeriod] = useState<SelfExclusionPeriod | ''>('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const groupName = useId();
  const commentId = useId();

  const mutation = useMutation({
    // The follow-up runs inside the mutation: the session (and this page) end right after.
    mutationFn: async () => {
      if (!period) return;
      const result = await submitSelfExclusion(period, reason, comment.trim());
      endSession();
      void showAlert({
        title: translate('selfex.done_title'),
        message: translate('selfex.done', { until: formatDate(result.until, lang) }),
      });
    },
  });

  const ready = period !== '' && reason !== '';

  if (step === 'confirm' && period) {
    return (
      <PageFrame title={t('settings.self_exclusion')}>
        <section className="card warning narrow" aria-labelledby={`${groupName}-warn`} data-testid="selfex-confirm-step">
          <Icon d={ic.info} size={28} />
          <h2 id={`${groupName}-warn`}>{t('selfex.confirm_title')}</h2>
          <p>{t('selfex.confirm_body', { period: t(PERIOD_LABEL[period]) })}</p>
          <ul className="bullets">
            <li>{t('selfex.blocks_login')}</li>
            <li>{t('selfex.blocks_money')}</li>
            <li>{t('selfex.blocks_bet')}</li>
            <li>{t('selfex.no_undo')}</li>
          </ul>
          <div className="btn-row">
            <Button variant="secondary" onClick={() => setStep('form')} disabled={mutation.isPending} data-testid="selfex-back">
              {t('common.back')}
            </Button>
            <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-testid="selfex-confirm">
              {t('selfex.confirm_button')}
            </Button>
          </div>
        </section>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('settings.self_exclusion')}>
      <form
        className="form card narrow"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) setStep('confirm');
        }}
      >
        <p className="form__intro">{t('selfex.intro')}</p>
        <fieldset className="choice-group">
          <legend className="field__label">{t('selfex.period')}</legend>
          {SELF_EXCLUSION_PERIODS.map((p) => (
            <label key={p} className="choice">
              <input
                type="radio"
                name={groupName}
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
                data-testid={`selfex-period-${p}`}
              />
              <span>{t(PERIOD_LABEL[p])}</span>
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('selfex.reason')}
          value={reason}
          placeholder={t('selfex.reason_placeholder')}
          options={REASONS.map((r) => ({ value: r.value, label: t(r.label) }))}
          onValueChange={setReason}
          data-testid="selfex-reason"
        />
        <div className="field">
          <label className="field__label" htmlFor={commentId}>
            {t('selfex.comment')}
          </label>
          <textarea
            id={commentId}
            className="field__input field__textarea"
            value={comment}
            maxLength={COMMENT_MAX}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
            data-testid="selfex-comment"
          />
        </div>
        <Button type="submit" block disabled={!ready} data-testid="selfex-next">
          {t('common.continue')}
        </Button>
      </form>
    </PageFrame>
  );
}
