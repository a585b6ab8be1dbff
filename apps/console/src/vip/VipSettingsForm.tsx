/**
 * The `vip` setting's form (docs/staff-console.md#market-settings): the 21 levels' yearly
 * thresholds in one table, and the chosen level's benefits (type, switch, amount and what it pays,
 * or the cashback rate). It edits the draft only; the contract's schema checks it here as it is
 * typed (the first problem is named) and again on the server, which refuses a bad value whole.
 */
import { useState } from 'react';
import { z } from 'zod';
import { VIP_BENEFIT_TYPES, VipBenefitType, vipSettingsSchema } from '@nyota/contract/staff/vip-settings-schemas';
import { useT } from '../i18n';

type Value = Record<string, unknown>;

/** Read leniently: the draft may break the schema's rules (growing thresholds) while it is edited. */
const draftSchema = z.object({
  levels: z.array(
    z.object({
      threshold: z.number(),
      benefits: z.array(
        z.object({
          id: z.number(),
          type: z.number(),
          enable: z.boolean(),
          bonusType: z.number(),
          amount: z.number(),
          cashbackRate: z.number(),
        }),
      ),
    }),
  ),
});
type Draft = z.infer<typeof draftSchema>;
type Level = Draft['levels'][number];
type Benefit = Level['benefits'][number];

const BONUS_TYPES = [1, 2, 3, 4, 5] as const;
/** Types that pay `amount` in `bonusType` when claimed. */
const PAYS = new Set<number>([VipBenefitType.LEVEL_UP, VipBenefitType.DAILY, VipBenefitType.HOLIDAY, VipBenefitType.BIRTHDAY]);
const MAX_BENEFITS = 10;

/** A whole number typed in a field; null for anything else (the keystroke is ignored). */
const whole = (s: string): number | null => {
  if (s.trim() === '') return 0;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
};

function BenefitFields({ b, set, remove }: { b: Benefit; set: (b: Benefit) => void; remove: () => void }) {
  const t = useT();
  const num = (key: 'amount' | 'cashbackRate') => (e: { target: { value: string } }) => {
    const n = whole(e.target.value);
    if (n !== null) set({ ...b, [key]: n });
  };
  return (
    <fieldset data-testid={`vip-benefit-${b.id}`}>
      <legend>{t('vip.form.benefit', { id: String(b.id) })}</legend>
      <div className="fields">
        <label>
          {t('vip.form.type')}
          <select name={`type-${b.id}`} value={b.type} onChange={(e) => set({ ...b, type: Number(e.target.value) })}>
            {VIP_BENEFIT_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`vip.type.${ty}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={b.enable} onChange={(e) => set({ ...b, enable: e.target.checked })} />
          {t('vip.form.enable')}
        </label>
        {PAYS.has(b.type) && (
          <>
            <label>
              {t('vip.form.amount')}
              <input name={`amount-${b.id}`} inputMode="numeric" value={String(b.amount)} onChange={num('amount')} />
            </label>
            <label>
              {t('vip.form.bonusType')}
              <select value={b.bonusType} onChange={(e) => set({ ...b, bonusType: Number(e.target.value) })}>
                {BONUS_TYPES.map((u) => (
                  <option key={u} value={u}>
                    {t(`vip.unit.${u}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {b.type === VipBenefitType.CASHBACK && (
          <label>
            {t('vip.form.rate')}
            <input name={`rate-${b.id}`} inputMode="numeric" value={String(b.cashbackRate)} onChange={num('cashbackRate')} />
          </label>
        )}
      </div>
      <button type="button" onClick={remove}>
        {t('vip.form.remove')}
      </button>
    </fieldset>
  );
}

function LevelTable({
  levels,
  picked,
  pick,
  setThreshold,
}: {
  levels: Level[];
  picked: number;
  pick: (i: number) => void;
  setThreshold: (i: number, n: number) => void;
}) {
  const t = useT();
  return (
    <div className="scroll">
      <table>
        <caption>{t('vip.form.levels')}</caption>
        <thead>
          <tr>
            <th>{t('vip.form.level')}</th>
            <th>{t('vip.form.threshold')}</th>
            <th>{t('vip.form.benefitCount')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {levels.map((l, i) => (
            <tr key={i} aria-selected={i === picked} data-testid={`vip-level-${i}`}>
              <td>V{i}</td>
              <td>
                <input
                  name={`threshold-${i}`}
                  aria-label={`V${i} ${t('vip.form.threshold')}`}
                  inputMode="numeric"
                  disabled={i === 0}
                  value={String(l.threshold)}
                  onChange={(e) => {
                    const n = whole(e.target.value);
                    if (n !== null) setThreshold(i, n);
                  }}
                />
              </td>
              <td>{l.benefits.length}</td>
              <td>
                <button type="button" onClick={() => pick(i)} disabled={i === picked}>
                  {t('vip.form.edit')} V{i}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VipSettingsForm({
  value,
  onChange,
  error,
}: {
  value: Value;
  onChange: (v: Value) => void;
  error: string | null;
}) {
  const t = useT();
  const [picked, setPicked] = useState(1);
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return <p className="error">{error ?? t('common.error', { msg: 'vip' })}</p>;
  const { levels } = parsed.data;
  const setLevel = (i: number, l: Level) => onChange({ ...value, levels: levels.map((x, j) => (j === i ? l : x)) });
  const level = levels[picked];
  const nextId = Math.max(0, ...levels.flatMap((l) => l.benefits.map((b) => b.id))) + 1;
  const problem = vipSettingsSchema.safeParse(value).error?.issues[0];
  return (
    <div data-testid="vip-form">
      <p className="muted">{t('vip.form.note')}</p>
      {problem && (
        <p className="error" role="alert" data-testid="vip-form-invalid">
          {t('vip.form.invalid', { field: problem.path.join('.') || 'vip', msg: problem.message })}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <LevelTable
        levels={levels}
        picked={picked}
        pick={setPicked}
        setThreshold={(i, n) => {
          const l = levels[i];
          if (l) setLevel(i, { ...l, threshold: n });
        }}
      />
      {level && (
        <section data-testid="vip-level-benefits">
          <h4>{t('vip.form.benefits', { level: String(picked) })}</h4>
          {level.benefits.length === 0 && <p className="muted">{t('vip.form.none')}</p>}
          {level.benefits.map((b, k) => (
            <BenefitFields
              key={b.id}
              b={b}
              set={(nb) => setLevel(picked, { ...level, benefits: level.benefits.map((x, j) => (j === k ? nb : x)) })}
              remove={() => setLevel(picked, { ...level, benefits: level.benefits.filter((_, j) => j !== k) })}
            />
          ))}
          {level.benefits.length < MAX_BENEFITS && (
            <button
              type="button"
              onClick={() =>
                setLevel(picked, {
                  ...level,
                  benefits: [
                    ...level.benefits,
                    { id: nextId, type: VipBenefitType.DAILY, enable: false, bonusType: 3, amount: 0, cashbackRate: 0 },
                  ],
                })
              }
            >
              {t('vip.form.add')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
