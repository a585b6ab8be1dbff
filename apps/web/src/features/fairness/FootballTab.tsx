/** Football: a round id loads the round and the chain; every match and price is replayed here. */
import { useEffect, useEffectEvent, useState } from 'react';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { checkFootballRound, type FootballCheck } from './football-check';
import { RoundLoadForm } from './RoundLoadForm';
import type { VerifierPrefill } from '../../shared/nav/verifier-link';

type State =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'unrevealed' } | { kind: 'done'; check: FootballCheck; roundNumber: number };

export function FootballTab({ prefill }: { prefill: VerifierPrefill }) {
  const { t } = useI18n();
  const [roundId, setRoundId] = useState(prefill.roundId);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function load(id: string) {
    if (!/^[0-9]{1,18}$/.test(id.trim())) return;
    setState({ kind: 'pending' });
    try {
      const { round, fairness } = await call('footballResult', { roundId: id.trim() });
      const check = checkFootballRound(round, fairness);
      setState(check ? { kind: 'done', check, roundNumber: round.roundNumber } : { kind: 'unrevealed' });
    } catch {
      // The API client has shown the reason.
      setState({ kind: 'idle' });
    }
  }

  // Only the address the page was opened with.
  const openFromAddress = useEffectEvent(() => {
    if (prefill.roundId) void load(prefill.roundId);
  });
  useEffect(() => openFromAddress(), []);

  return (
    <div className="fair-tab" data-testid="verifier-football">
      <RoundLoadForm
        roundId={roundId}
        onRoundId={setRoundId}
        onLoad={(id) => void load(id)}
        pending={state.kind === 'pending'}
        testId="verifier-football"
      />
      {state.kind === 'unrevealed' && <p className="fair-note">{t('fair.football_not_ended')}</p>}
      {state.kind === 'done' && (
        <div className="fair-result" data-testid="verifier-football-result" data-ok={state.check.ok}>
          <p className={state.check.chainOk ? 'fair-note' : 'fair-bad'}>
            {t(state.check.chainOk ? 'fair.chain_ok' : 'fair.chain_bad', { n: state.roundNumber })}
          </p>
          <p className={state.check.leagueOk ? 'fair-note' : 'fair-bad'}>
            {t(state.check.leagueOk ? 'fair.league_ok' : 'fair.league_bad')}
          </p>
          <p className={state.check.boundsOk ? 'fair-note' : 'fair-bad'} data-testid="verifier-football-cap">
            {t(state.check.boundsOk ? 'fair.odds_cap' : 'fair.odds_cap_bad', {
              n: state.check.matches.reduce((sum, m) => sum + m.oddsCapped, 0),
            })}
          </p>
          <ol className="fair-matches">
            {state.check.matches.map((m) => (
              <li key={m.index} className={m.sameResult && m.oddsMismatches === 0 ? '' : 'fair-bad'}>
                {m.home} {m.replay.home}–{m.replay.away} {m.away} ({t('fair.half_time')} {m.replay.halfTime.home}–
                {m.replay.halfTime.away}) · {t(m.sameResult ? 'fair.match_same' : 'fair.match_differs')} ·{' '}
                {m.oddsMismatches === 0
                  ? t('fair.odds_ok', { n: m.oddsChecked })
                  : t('fair.odds_bad', { bad: m.oddsMismatches, n: m.oddsChecked })}
              </li>
            ))}
          </ol>
          <p className={state.check.ok ? 'fair-ok' : 'fair-bad'} role="status">
            <strong>{t(state.check.ok ? 'fair.verified' : 'fair.not_verified')}</strong>
          </p>
        </div>
      )}
    </div>
  );
}
