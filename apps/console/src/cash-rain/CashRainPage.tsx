/**
 * #/cash-rain (docs/staff-console.md#cash-rain): every round with its pot, packets claimed and paid,
 * commitment and (once ended) seed; a round's tier table and each packet with who claimed it. Read
 * only: rounds are the `cash_rain` setting, scheduled, versioned and audited on the Settings page.
 */
import { useState } from 'react';
import type { CashRainStaffRound } from '@nyota/contract/staff/schemas-cash-rain';
import { call } from '../api';
import { useT } from '../i18n';
import { money, when } from '../players/format';
import { useLoad } from '../use-load';

const HEADS = [
  'cashRain.id',
  'cashRain.key',
  'cashRain.begin',
  'cashRain.end',
  'cashRain.pot',
  'cashRain.packets',
  'cashRain.claimed',
  'cashRain.paid',
  'cashRain.seedHash',
  'cashRain.seed',
] as const;

export function CashRainPage() {
  const t = useT();
  const page = useLoad(() => call('cashRainRounds', {}));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section data-testid="console-cash-rain">
      <h2>{t('cashRain.title')}</h2>
      <p>{t('cashRain.intro')}</p>
      <p>
        <a href="#/settings">{t('cashRain.editLink')}</a>
      </p>
      {page.error && <p className="error">{t('common.error', { msg: page.error })}</p>}
      {page.data && page.data.rounds.length === 0 && <p>{t('cashRain.none')}</p>}
      {page.data && page.data.rounds.length > 0 && (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                {HEADS.map((k) => (
                  <th key={k}>{t(k)}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {page.data.rounds.map((r) => (
                <RoundRow key={r.id} r={r} onOpen={() => setOpen(r.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open !== null && <RoundPackets id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function RoundRow({ r, onOpen }: { r: CashRainStaffRound; onOpen: () => void }) {
  const t = useT();
  return (
    <tr data-testid={`cash-rain-round-${r.id}`}>
      <td>{r.id}</td>
      <td>{r.key}</td>
      <td>{when(r.begin)}</td>
      <td>{when(r.end)}</td>
      <td>{money(r.pot)}</td>
      <td>{r.packets}</td>
      <td>{r.claimed}</td>
      <td>{money(r.paid)}</td>
      <td className="mono">{r.seedHash}</td>
      <td className="mono">{r.seed ?? t('cashRain.hidden')}</td>
      <td>
        <button onClick={onOpen}>{t('cashRain.open')}</button>
      </td>
    </tr>
  );
}

function RoundPackets({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const round = useLoad(() => call('cashRainRound', { id: String(id) }), String(id));
  const d = round.data;
  return (
    <section className="card" data-testid="cash-rain-packets">
      <h3>{t('cashRain.round', { id: String(id) })}</h3>
      <button onClick={onClose}>{t('cashRain.close')}</button>
      {round.error && <p className="error">{t('common.error', { msg: round.error })}</p>}
      {d && (
        <>
          <p>{t('cashRain.tiers', { tiers: d.tiers.map((x) => `${x.count} × ${money(x.amount)}`).join(', ') })}</p>
          <div className="scroll">
            <table>
              <thead>
                <tr>
                  {(['cashRain.place', 'cashRain.amount', 'cashRain.member', 'cashRain.claimedAt'] as const).map((k) => (
                    <th key={k}>{t(k)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.packets.map((p) => (
                  <tr key={p.place}>
                    <td>{p.place}</td>
                    <td>{money(p.amount)}</td>
                    <td>{p.memberId ?? t('cashRain.free')}</td>
                    <td>{p.claimedAt ? when(p.claimedAt) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
