/** The league table: 3 points a win, 1 a draw; ties broken by goal difference, goals scored, then team order. */
export interface PlayedMatch {
  readonly home: number;
  readonly away: number;
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export interface StandingRow {
  readonly team: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly points: number;
  /** Last results, most recent last: 'W' | 'D' | 'L', at most 5. */
  readonly form: readonly ('W' | 'D' | 'L')[];
}

export function leagueTable(teamCount: number, matches: readonly PlayedMatch[]): StandingRow[] {
  const rows = Array.from({ length: teamCount }, (_, team) => ({
    team,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    points: 0,
    form: [] as ('W' | 'D' | 'L')[],
  }));
  const record = (team: number, scored: number, conceded: number): void => {
    const row = rows[team];
    if (!row) throw new RangeError(`unknown team ${team}`);
    const result: 'W' | 'D' | 'L' = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (result === 'W') row.won += 1;
    else if (result === 'D') row.drawn += 1;
    else row.lost += 1;
    row.points += result === 'W' ? 3 : result === 'D' ? 1 : 0;
    row.form = [...row.form, result].slice(-5);
  };
  for (const m of matches) {
    record(m.home, m.homeGoals, m.awayGoals);
    record(m.away, m.awayGoals, m.homeGoals);
  }
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.team - b.team,
  );
}
