import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitView, SaferPlayData } from '@nyota/contract/api/safer-play';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { TextField } from '../../shared/ui/TextField';
import { saferPlayKey, setLimit } from './api';
import { isSession, parseTyped, showValue, typedOf } from './limit-units';

export const LIMIT_LABEL: Record<LimitView['kind'], MessageKey> = {
  deposit_day: 'rg.deposit_day',
  deposit_week: 'rg.deposit_week',
  deposit_month: 'rg.deposit_month',
  loss_day: 'rg.loss_day',
  loss_week: 'rg.loss_week',
  loss_month: 'rg.loss_month',
  session_minutes: 'rg.session_minutes',
};

/** One limit: what applies now, a raise or removal waiting with its time, and a field to change it. */
export function LimitForm({ limit }: { limit: LimitView }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const [text, setText] = useState(typedOf(limit.kind, limit.value));
  const parsed = parseTyped(limit.kind, text);
  const minutes = (n: number) => t('rg.minutes', { n });
  const mutation = useMutation({
    mutationFn: (value: number | null) => setLimit(limit.kind, value),
    onSuccess: (data: SaferPlayData) => {
      client.setQueryData(saferPlayKey, data);
      toast('success', t('rg.saved'));
    },
  });
  const current = limit.value === null ? t('rg.none') : showValue(limit.kind, limit.value, market.currencySymbol, minutes);
  return (
    <form
      className="form card"
      noValidate
      data-testid={`rg-${limit.kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed !== undefined) mutation.mutate(parsed);
      }}
    >
      <h3>{t(LIMIT_LABEL[limit.kind])}</h3>
      <p data-testid={`rg-${limit.kind}-current`}>{t('rg.current', { value: current })}</p>
      {limit.pending && (
        <p className="form__intro" data-testid={`rg-${limit.kind}-pending`}>
          {t('rg.pending', {
            value:
              limit.pending.value === null
                ? t('rg.none')
                : showValue(limit.kind, limit.pending.value, market.currencySymbol, minutes),
            at: formatDate(limit.pending.effectiveAt, lang, true),
          })}
        </p>
      )}
      <TextField
        label={isSession(limit.kind) ? t('rg.field_minutes') : t('rg.field_amount', { symbol: market.currencySymbol })}
        value={text}
        onValueChange={setText}
        inputMode={isSession(limit.kind) ? 'numeric' : 'decimal'}
        error={parsed === undefined ? t('rg.invalid') : null}
        data-testid={`rg-${limit.kind}-input`}
      />
      <Button type="submit" disabled={parsed === undefined} loading={mutation.isPending} data-testid={`rg-${limit.kind}-save`}>
        {parsed === null ? t('rg.remove') : t('rg.save')}
      </Button>
    </form>
  );
}
