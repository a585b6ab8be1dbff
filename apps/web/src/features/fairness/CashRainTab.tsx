/** Cash rain: a round id loads the round; once it has ended every packet is recomputed here from its seed. */
import { useEffect, useEffectEvent, useState } from 'react';
import type { CashRainDrawStatus } from '@nyota/contract/api/cash-rain';
import { cashRainPaths } from '@nyota/contract/api/cash-rain-paths';
import { formatMoney } from '@nyota/contract/money/format';
import { api } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import type { VerifierPrefill } from '../../shared/nav/verifier-link';
import { checkCashRainRound, type CashRainCheck } from './cash-rain-check';
import { RoundLoadForm } from './RoundLoadForm';

type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'unrevealed'; hash: string }
  | { kind: 'done'; check: CashRainCheck; round: CashRainDrawStatus };

const money = (n: number) => formatMoney(n, market.currencySymbol);
/** The table shows the claimed packets and the first free ones; the check covers them all. */
const FREE_SHOWN = 20;

export function CashRainTab({ prefill }: { prefill: VerifierPrefill }) {
  const { t } = useI18n();
  const [roundId, setRoundId] = useState(prefill.tab === 'cashrain' ? prefill.roundId : '');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function load(id: string) {
    if (!/^[1-9][0-9]{0,11}$/.test(id.trim())) return;
    setState({ kind: 'pending' });
    try {
      const { method, path } = cashRainPaths.cashRainDrawStatus;
      const round = await api.request<CashRainDrawStatus>(method, path, { id: id.trim() });
      const check = checkCashRainRound(round);
      setState(check ? { kind: 'done', check, round } : { kind: 'unrevealed', hash: round.seedHash });
    } catch {
      // The API client has shown the reason.
      setState({ kind: 'idle' });
    }
  }

  const openFromAddress = useEffectEvent(() => {
    if (prefill.tab === 'cashrain' && prefill.roundId) void load(prefill.roundId);
  });
  useEffect(() => openFromAddress(), []);

  return (
    <div className="fair-tab" data-testid="verifier-cashrain">
      <p className="fair-note">{t('fair.rain_intro')}</p>
      <RoundLoadForm
        roundId={roundId}
        onRoundId={setRoundId}
        onLoad={(id) => void load(id)}
        pending={state.kind === 'pending'}
        testId="verifier-cashrain"
      />
      {state.kind === 'unrevealed' && <p className="fair-note">{t('fair.rain_not_ended', { hash: state.hash })}</p>}
      {state.kind === 'done' && <RoundResult check={state.check} round={state.round} />}
    </div>
  );
}

function RoundResult({ check, round }: { check: CashRainCheck; round: CashRainDrawStatus }) {
  const { t } = useI18n();
  const claimed = new Map(round.claims.map((c) => [c.place, c] as const));
  const ok = check.hashOk && check.claimsOk;
  const free = check.packets.map((amount, place) => ({ amount, place })).filter((p) => !claimed.has(p.place));
  const rows = [
    ...round.claims.map((c) => ({ place: c.place, amount: check.packets[c.place] ?? 0 })),
    ...free.slice(0, FREE_SHOWN),
  ];
  return (
    <div className="fair-result" data-testid="verifier-cashrain-result" data-ok={ok}>
      <p className={check.hashOk ? 'fair-note' : 'fair-bad'}>{t(check.hashOk ? 'fair.rain_hash_ok' : 'fair.rain_hash_bad')}</p>
      <p className={check.claimsOk ? 'fair-note' : 'fair-bad'} data-testid="verifier-cashrain-claims">
        {check.claimsOk
          ? t('fair.rain_claims_ok', { n: round.claims.length, paid: money(check.paid), pot: money(check.pot) })
          : t('fair.rain_claims_bad', { place: check.badPlace ?? -1 })}
      </p>
      <table className="fair-table">
        <thead>
          <tr>
            <th>{t('fair.rain_place')}</th>
            <th>{t('fair.rain_amount')}</th>
            <th>{t('fair.rain_claimed')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const c = claimed.get(r.place);
            return (
              <tr key={r.place} data-testid={c?.mine ? 'verifier-cashrain-mine' : undefined}>
                <td>{r.place}</td>
                <td>{money(r.amount)}</td>
                <td>{c ? (c.mine ? t('fair.rain_mine') : t('fair.rain_claimed')) : t('fair.rain_free')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
