/** What the limits need of the games: real-money results, read from the settled bets. */
export interface PeriodLosses {
  day: number;
  week: number;
  month: number;
}

export interface LossReader {
  /**
   * Net real-money loss (stakes minus payouts of settled cash bets, negative when ahead) of each
   * member since each start; members without bets are absent.
   */
  lossesSince(memberIds: readonly string[], since: { day: Date; week: Date; month: Date }): Promise<Map<string, PeriodLosses>>;
}
