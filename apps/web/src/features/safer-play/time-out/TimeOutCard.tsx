import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIME_OUT_PERIODS, type TimeOutPeriod } from '@nyota/contract/constants';
import { useI18n, type MessageKey } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/dates';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { fetchTimeOutStatus, startTimeOut, TIME_OUT_STATUS_KEY } from './api';

export const PERIOD_LABEL: Record<TimeOutPeriod, MessageKey> = {
  '24h': 'timeout.period_24h',
  '7d': 'timeout.period_7d',
  '30d': 'timeout.period_30d',
  '6w': 'timeout.period_6w',
};

/**
 * Time-out (docs/product-rules/responsible-gambling.md#time-out): pick a period, confirm on a second
 * step that says it cannot be shortened, and the card then shows until when it runs. A card, so the
 * Safer play page can hold it beside the limits.
 */
export function TimeOutCard() {
  const { t, lang } = useI18n();
  const groupName = useId();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TIME_OUT_STATUS_KEY, queryFn: ({ signal }) => fetchTimeOutStatus(signal) });
  const [period, setPeriod] = useState<TimeOutPeriod | ''>('');
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: async (p: TimeOutPeriod) => {
      const res = await startTimeOut(p);
      queryClient.setQueryData(TIME_OUT_STATUS_KEY, res);
      toast('success', t('timeout.started', { until: formatDate(res.until, lang, true) }));
    },
    onSettled: () => setConfirming(false),
  });
  const until = status.data?.until;

  return (
    <section className="card narrow" aria-labelledby={`${groupName}-h`} data-testid="time-out-card">
      <h2 id={`${groupName}-h`}>{t('timeout.title')}</h2>
      {until ? (
        <div data-testid="time-out-active">
          <p>{t('timeout.active', { until: formatDate(until, lang, true) })}</p>
          <p>{t('timeout.active_note')}</p>
        </div>
      ) : confirming && period ? (
        <div className="warning" data-testid="time-out-confirm">
          <h3>{t('timeout.confirm_title', { period: t(PERIOD_LABEL[period]) })}</h3>
          <p>{t('timeout.confirm_body')}</p>
          <div className="btn-row">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={start.isPending}>
              {t('common.back')}
            </Button>
            <Button onClick={() => start.mutate(period)} loading={start.isPending} data-testid="time-out-confirm-button">
              {t('timeout.confirm_button')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (period) setConfirming(true);
          }}
        >
          <p className="form__intro">{t('timeout.intro')}</p>
          <fieldset className="choice-group">
            <legend className="field__label">{t('timeout.period')}</legend>
            {TIME_OUT_PERIODS.map((p) => (
              <label key={p} className="choice">
                <input type="radio" name={groupName} value={p} checked={period === p} onChange={() => setPeriod(p)} />
                <span>{t(PERIOD_LABEL[p])}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" block disabled={!period || status.isPending} data-testid="time-out-start">
            {t('timeout.start')}
          </Button>
        </form>
      )}
    </section>
  );
}
