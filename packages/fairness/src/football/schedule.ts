/**
 * A double round robin by the circle method (Berger tables): with n teams (even), team n − 1 stays put
 * and in round r meets team r, while teams (r + i) and (r − i) mod (n − 1) meet for i = 1..n/2 − 1.
 * Venues: the side (r + i) is at home for odd i, and team r hosts the fixed team in even rounds. That
 * gives every team n/2 − 1 or n/2 home games per half and the minimum n − 2 home/away breaks. The second
 * half repeats the rounds with venues swapped: 38 rounds of 10 matches for 20 teams.
 */
export interface Fixture {
  /** Team indices into the league's team list. */
  readonly home: number;
  readonly away: number;
}

export function seasonSchedule(teamCount: number): Fixture[][] {
  if (!Number.isSafeInteger(teamCount) || teamCount < 2 || teamCount % 2 !== 0)
    throw new RangeError('need an even number of teams');
  const fixed = teamCount - 1;
  const firstHalf: Fixture[][] = [];
  for (let round = 0; round < fixed; round += 1) {
    const fixtures: Fixture[] = [round % 2 === 0 ? { home: round, away: fixed } : { home: fixed, away: round }];
    for (let i = 1; i < teamCount / 2; i += 1) {
      const a = (round + i) % fixed;
      const b = (round - i + fixed) % fixed;
      fixtures.push(i % 2 === 1 ? { home: a, away: b } : { home: b, away: a });
    }
    firstHalf.push(fixtures);
  }
  const secondHalf = firstHalf.map((fixtures) => fixtures.map(({ home, away }) => ({ home: away, away: home })));
  return [...firstHalf, ...secondHalf];
}
