/** A raffle item's draw time and its places' prizes (place 1 is drawn first). */
import { useT } from '../i18n';
import { FieldProblem, NumField, TextField } from './MallField';
import type { ItemDraft, Problems } from './mall-draft';

type Raffle = NonNullable<ItemDraft['raffle']>;
const PRIZE_TYPES = [1, 3, 4] as const;
const MAX_PLACES = 20;

export function RaffleEditor({
  raffle,
  path,
  set,
  problems,
}: {
  raffle: Raffle;
  path: string;
  set: (r: Raffle) => void;
  problems: Problems;
}) {
  const t = useT();
  const { prizes } = raffle;
  const setPrize = (k: number, p: Raffle['prizes'][number]) =>
    set({ ...raffle, prizes: prizes.map((x, j) => (j === k ? p : x)) });
  return (
    <fieldset data-testid={`mall-raffle-${path}`}>
      <legend>{t('mall.raffles')}</legend>
      <TextField
        label={t('mall.form.drawAt')}
        path={`${path}.drawAt`}
        value={raffle.drawAt}
        set={(drawAt) => set({ ...raffle, drawAt })}
        problems={problems}
      />
      <FieldProblem problems={problems} path={`${path}.prizes`} />
      {prizes.map((p, k) => (
        <p className="inline" key={k}>
          <label>
            {t('mall.form.place', { place: String(k + 1) })}
            <select
              name={`${path}.prizes.${k}.bonusType`}
              value={p.bonusType}
              onChange={(e) => setPrize(k, { ...p, bonusType: Number(e.target.value) })}
            >
              {PRIZE_TYPES.map((u) => (
                <option key={u} value={u}>
                  {t(`mall.type.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <NumField
            label={t('mall.form.prizeAmount')}
            path={`${path}.prizes.${k}.amount`}
            value={p.amount}
            set={(amount) => setPrize(k, { ...p, amount })}
            problems={problems}
          />
          <button type="button" onClick={() => set({ ...raffle, prizes: prizes.filter((_, j) => j !== k) })}>
            {t('mall.form.removePlace')}
          </button>
        </p>
      ))}
      {prizes.length < MAX_PLACES && (
        <button type="button" onClick={() => set({ ...raffle, prizes: [...prizes, { bonusType: 1, amount: 1_000 }] })}>
          {t('mall.form.addPlace')}
        </button>
      )}
    </fieldset>
  );
}
