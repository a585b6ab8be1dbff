import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '@nyota/contract/constants';
import { useI18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { fetchRealityCheck, REALITY_CHECK_KEY, saveRealityCheck } from './api';

/**
 * Reality-check interval (off, 15, 30, 60 minutes), stored on the server per member and saved as it
 * is picked. The dialog itself is RealityCheckDialog, shown over real-money games.
 */
export function RealityCheckSettings() {
  const { t } = useI18n();
  const groupName = useId();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: REALITY_CHECK_KEY, queryFn: ({ signal }) => fetchRealityCheck(signal) });
  // The pick shows at once; a refused save puts the stored interval back.
  const [picked, setPicked] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (minutes: RealityCheckInterval) => saveRealityCheck(minutes),
    onSuccess: (data) => {
      queryClient.setQueryData(REALITY_CHECK_KEY, data);
      toast('success', t('rc.saved'));
    },
    onError: () => setPicked(null),
  });
  const value = picked ?? current.data?.intervalMinutes;

  return (
    <section className="card narrow" aria-labelledby={`${groupName}-h`} data-testid="reality-check-card">
      <h2 id={`${groupName}-h`}>{t('rc.title')}</h2>
      <p className="form__intro">{t('rc.intro')}</p>
      <fieldset className="choice-group" disabled={current.isPending}>
        <legend className="field__label">{t('rc.interval')}</legend>
        {REALITY_CHECK_INTERVALS.map((m) => (
          <label key={m} className="choice">
            <input
              type="radio"
              name={groupName}
              value={m}
              checked={value === m}
              onChange={() => {
                setPicked(m);
                save.mutate(m);
              }}
            />
            <span>{m === 0 ? t('rc.off') : t('rc.minutes', { n: m })}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
