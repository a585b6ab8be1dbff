/**
 * Provably fair, in the browser: the last round's revealed hash must lead to the chain's published
 * terminating hash, and replaying every match from (hash, salt, index) must give the published results.
 */
import { useState } from 'react';
import type { FootballFairness, FootballMatchResult, FootballRound } from '@nyota/contract/api/football';
import { verifyGameHash } from '@nyota/fairness/crash';
import {
  SAVANNA_LEAGUE,
  fixtureCells,
  matchSeedInputs,
  playMatch,
  type FootballTeam,
  type MatchResult,
} from '@nyota/fairness/football';
import { useI18n } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';

/** Field by field: the stored JSON's key order is the database's, not the replay's. */
function sameResult(a: MatchResult, b: FootballMatchResult): boolean {
  return (
    a.home === b.home &&
    a.away === b.away &&
    a.halfTime.home === b.halfTime.home &&
    a.halfTime.away === b.halfTime.away &&
    a.goals.length === b.goals.length &&
    a.goals.every((g, i) => g.minute === b.goals[i]?.minute && g.side === b.goals[i]?.side)
  );
}

function verify(round: FootballRound, fairness: FootballFairness): boolean {
  if (!round.roundHash || !round.results) return false;
  if (!verifyGameHash(round.roundHash, round.roundNumber, fairness.terminatingHash)) return false;
  const team = (i: number) => SAVANNA_LEAGUE.teams[i] as FootballTeam;
  return round.fixtures.every((f) => {
    const replay = playMatch(
      fixtureCells(SAVANNA_LEAGUE, team(f.home), team(f.away)),
      matchSeedInputs(round.roundHash ?? '', fairness.salt, f.index),
    );
    const shown = round.results?.[f.index];
    return shown !== undefined && sameResult(replay, shown);
  });
}

export function Fairness({
  next,
  previous,
  fairness,
}: {
  next: FootballRound | null;
  previous: FootballRound | null;
  fairness: FootballFairness | null;
}) {
  const { t } = useI18n();
  const [verdict, setVerdict] = useState<{ id: string; ok: boolean } | null>(null);
  if (!fairness) return null;
  const checkable = previous?.roundHash ? previous : null;
  return (
    <div className="fb-fair" data-testid="football-fairness">
      <p className="fb-muted">{t('football.fair_body')}</p>
      <dl>
        <dt>{t('football.terminating_hash')}</dt>
        <dd className="fb-hash">{fairness.terminatingHash}</dd>
        <dt>{t('football.salt')}</dt>
        <dd className="fb-hash">{fairness.salt}</dd>
        {next && (
          <>
            <dt>{t('football.commitment', { n: next.roundNumber })}</dt>
            <dd className="fb-hash">{next.commitment}</dd>
          </>
        )}
        {checkable && (
          <>
            <dt>{t('football.round_hash', { n: checkable.roundNumber })}</dt>
            <dd className="fb-hash">{checkable.roundHash}</dd>
          </>
        )}
      </dl>
      {checkable && (
        <Button variant="secondary" size="sm" onClick={() => setVerdict({ id: checkable.id, ok: verify(checkable, fairness) })}>
          {t('football.verify')}
        </Button>
      )}
      {verdict && checkable && verdict.id === checkable.id && (
        <p data-testid="football-verdict" className={verdict.ok ? 'fb-ok' : 'fb-bad'}>
          {verdict.ok ? t('football.verified') : t('football.not_verified')}
        </p>
      )}
    </div>
  );
}
