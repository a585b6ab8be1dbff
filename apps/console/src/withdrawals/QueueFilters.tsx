import { useState, type FormEvent } from 'react';
import type { StaffRouteInput } from '@nyota/contract/staff/routes';
import { parseMajor } from '@nyota/contract/money/format';
import { useT } from '../i18n';

export type QueueFilter = StaffRouteInput<'withdrawalQueue'>;

const OPERATORS = ['MTN', 'AIRTEL', 'ZAMTEL'];

/** Filters of the queue: channel, provider, amount range (in major units) and minimum age. */
export function QueueFilters({ onApply }: { onApply: (f: QueueFilter) => void }) {
  const t = useT();
  const [operator, setOperator] = useState('');
  const [provider, setProvider] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [age, setAge] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const minAmount = min.trim() === '' ? undefined : parseMajor(min);
    const maxAmount = max.trim() === '' ? undefined : parseMajor(max);
    if (minAmount === null || maxAmount === null) {
      setError(t('wd.filter.badAmount'));
      return;
    }
    setError(null);
    const minutes = Number.parseInt(age, 10);
    onApply({
      ...(operator ? { operator } : {}),
      ...(provider.trim() ? { provider: provider.trim() } : {}),
      ...(minAmount !== undefined ? { minAmount } : {}),
      ...(maxAmount !== undefined ? { maxAmount } : {}),
      ...(Number.isFinite(minutes) && minutes > 0 ? { minAgeMinutes: minutes } : {}),
    });
  }

  return (
    <form className="inline" onSubmit={submit} aria-label={t('wd.filter.apply')}>
      <label>
        {t('wd.filter.operator')}{' '}
        <select value={operator} onChange={(e) => setOperator(e.target.value)}>
          <option value="">{t('wd.filter.any')}</option>
          {OPERATORS.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('wd.filter.provider')} <input value={provider} size={10} onChange={(e) => setProvider(e.target.value)} />
      </label>
      <label>
        {t('wd.filter.min')} <input value={min} inputMode="decimal" size={8} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        {t('wd.filter.max')} <input value={max} inputMode="decimal" size={8} onChange={(e) => setMax(e.target.value)} />
      </label>
      <label>
        {t('wd.filter.age')} <input value={age} inputMode="numeric" size={5} onChange={(e) => setAge(e.target.value)} />
      </label>
      <button type="submit">{t('wd.filter.apply')}</button>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
