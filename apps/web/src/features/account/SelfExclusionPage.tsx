import { useId } from 'react';
import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@nyota/contract/constants';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SelectField } from '../../shared/ui/SelectField';
import { useSelfExclusion } from './use-self-exclusion';

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

type SelfExclusion = ReturnType<typeof useSelfExclusion>;

/**
 * Self-exclusion (docs/product-rules/auth.md#self-exclusion): choose a period and reason, then
 * confirm on a step that says plainly that it cannot be undone and blocks login, deposit, withdraw
 * and bet. The server revokes the session on success; the page then explains the result and logs
 * out locally.
 */
export function SelfExclusionPage() {
  const { t } = useI18n();
  const selfex = useSelfExclusion();
  const groupName = useId();

  return (
    <PageFrame title={t('settings.self_exclusion')}>
      {selfex.step === 'confirm' && selfex.period ? (
        <ConfirmStep selfex={selfex} period={selfex.period} groupName={groupName} />
      ) : (
        <ChoiceForm selfex={selfex} groupName={groupName} />
      )}
    </PageFrame>
  );
}

function ConfirmStep({ selfex, period, groupName }: { selfex: SelfExclusion; period: SelfExclusionPeriod; groupName: string }) {
  const { t } = useI18n();
  return (
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
        <Button variant="secondary" onClick={selfex.back} disabled={selfex.pending} data-testid="selfex-back">
          {t('common.back')}
        </Button>
        <Button onClick={selfex.confirm} loading={selfex.pending} data-testid="selfex-confirm">
          {t('selfex.confirm_button')}
        </Button>
      </div>
    </section>
  );
}

function ChoiceForm({ selfex, groupName }: { selfex: SelfExclusion; groupName: string }) {
  const { t } = useI18n();
  const commentId = useId();
  return (
    <form
      className="form card narrow"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        selfex.next();
      }}
    >
      <p className="form__intro">{t('selfex.intro')}</p>
      <PeriodChoice selfex={selfex} groupName={groupName} />
      <SelectField
        label={t('selfex.reason')}
        value={selfex.reason}
        placeholder={t('selfex.reason_placeholder')}
        options={REASONS.map((r) => ({ value: r.value, label: t(r.label) }))}
        onValueChange={selfex.setReason}
        data-testid="selfex-reason"
      />
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {t('selfex.comment')}
        </label>
        <textarea
          id={commentId}
          className="field__input field__textarea"
          value={selfex.comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(e) => selfex.setComment(e.target.value)}
          data-testid="selfex-comment"
        />
      </div>
      <Button type="submit" block disabled={!selfex.ready} data-testid="selfex-next">
        {t('common.continue')}
      </Button>
    </form>
  );
}

function PeriodChoice({ selfex, groupName }: { selfex: SelfExclusion; groupName: string }) {
  const { t } = useI18n();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('selfex.period')}</legend>
      {SELF_EXCLUSION_PERIODS.map((p) => (
        <label key={p} className="choice">
          <input
            type="radio"
            name={groupName}
            value={p}
            checked={selfex.period === p}
            onChange={() => selfex.setPeriod(p)}
            data-testid={`selfex-period-${p}`}
          />
          <span>{t(PERIOD_LABEL[p])}</span>
        </label>
      ))}
    </fieldset>
  );
}
