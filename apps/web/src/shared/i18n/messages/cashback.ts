/**
 * Texts of the CashBack page: the weekly cashback and the weekly trial fund
 * (docs/product-rules/cashback.md); spread into en.ts and sw.ts with one line each. sw must have
 * every key. The refusals come from the server (contract messages).
 */
export const cashbackEn = {
  'cashback.rule_title': 'Weekly cashback: {pct}% of your net losses',
  'cashback.rule_paid': 'Every week you get {pct}% of your net cash loss back, paid as cash you can withdraw straight away.',
  'cashback.rule_cap': 'Up to {cap} a week per person. A net loss under {min} earns no cashback.',
  'cashback.rule_week':
    'A week runs from Monday 06:00 to the next Monday 06:00. Its cashback can be claimed in the {days} days that follow, from Monday 06:00.',
  'cashback.rule_counts':
    'What counts: cash stakes minus cash winnings on settled real-money bets. Stakes paid with bonus money and what they win do not count, nor do coin games.',
  'cashback.rule_window': "Last week's cashback: claim from {from} until {until}.",
  'cashback.off': 'Weekly cashback is not running right now.',
  'cashback.guest': 'Log in to see your figure for this week and to claim your cashback.',
  'cashback.this_week': 'This week so far',
  'cashback.this_week_note': "Claimable from next Monday 06:00, once this week's bets have settled.",
  'cashback.last_week': "Last week's cashback",
  'cashback.staked': 'Cash staked',
  'cashback.won': 'Cash won',
  'cashback.net_loss': 'Net loss',
  'cashback.amount': 'Cashback',
  'cashback.state_unavailable': 'Unavailable',
  'cashback.state_claim_now': 'Claim now',
  'cashback.state_claimed': 'Claimed',
  'cashback.claim': 'Claim now',
  'cashback.claimed_toast': '{amount} cashback added to your cash balance.',
  'trialfund.amount': '{amount} in bonus money this week (week {week} of {weeks}).',
  'trialfund.state_available': 'Available',
  'trialfund.state_claimed': 'Claimed',
  'trialfund.state_unavailable': 'Unavailable',
  'trialfund.claim_within': 'Must be claimed within {days} days: by {at}.',
  'trialfund.next': 'Next week’s trial fund opens {at}.',
  'trialfund.claim': 'Claim',
  'trialfund.claimed_toast': '{amount} in bonus money added. Its terms are below.',
  'trialfund.note':
    'Bonus money is not cash: your own money is staked first, and it becomes cash only once it has been played through.',
} as const;

export const cashbackSw: Record<keyof typeof cashbackEn, string> = {
  'cashback.rule_title': 'Pesa rudishwa ya kila wiki: {pct}% ya hasara yako halisi',
  'cashback.rule_paid':
    'Kila wiki unarudishiwa {pct}% ya hasara yako halisi ya pesa taslimu, kama pesa taslimu unayoweza kutoa mara moja.',
  'cashback.rule_cap': 'Hadi {cap} kwa wiki kwa kila mtu. Hasara halisi chini ya {min} haipati pesa rudishwa.',
  'cashback.rule_week':
    'Wiki inaanza Jumatatu saa 06:00 hadi Jumatatu inayofuata saa 06:00. Pesa rudishwa yake inadaiwa ndani ya siku {days} zinazofuata, kuanzia Jumatatu saa 06:00.',
  'cashback.rule_counts':
    'Kinachohesabiwa: dau la pesa taslimu ukiondoa ushindi wa pesa taslimu kwenye dau halisi zilizokamilika. Dau lililolipwa kwa pesa za bonasi na ushindi wake hazihesabiwi, wala michezo ya sarafu.',
  'cashback.rule_window': 'Pesa rudishwa ya wiki iliyopita: dai kuanzia {from} hadi {until}.',
  'cashback.off': 'Pesa rudishwa ya kila wiki haipatikani kwa sasa.',
  'cashback.guest': 'Ingia uone kiasi chako cha wiki hii na kudai pesa rudishwa yako.',
  'cashback.this_week': 'Wiki hii hadi sasa',
  'cashback.this_week_note': 'Inadaiwa kuanzia Jumatatu ijayo saa 06:00, dau za wiki hii zikishakamilika.',
  'cashback.last_week': 'Pesa rudishwa ya wiki iliyopita',
  'cashback.staked': 'Dau la pesa taslimu',
  'cashback.won': 'Ushindi wa pesa taslimu',
  'cashback.net_loss': 'Hasara halisi',
  'cashback.amount': 'Pesa rudishwa',
  'cashback.state_unavailable': 'Haipatikani',
  'cashback.state_claim_now': 'Dai sasa',
  'cashback.state_claimed': 'Imedaiwa',
  'cashback.claim': 'Dai sasa',
  'cashback.claimed_toast': 'Pesa rudishwa {amount} imeongezwa kwenye salio lako la pesa taslimu.',
  'trialfund.amount': '{amount} za pesa za bonasi wiki hii (wiki {week} kati ya {weeks}).',
  'trialfund.state_available': 'Inapatikana',
  'trialfund.state_claimed': 'Imedaiwa',
  'trialfund.state_unavailable': 'Haipatikani',
  'trialfund.claim_within': 'Lazima idaiwe ndani ya siku {days}: kabla ya {at}.',
  'trialfund.next': 'Mfuko wa majaribio wa wiki ijayo unafunguka {at}.',
  'trialfund.claim': 'Dai',
  'trialfund.claimed_toast': 'Pesa za bonasi {amount} zimeongezwa. Masharti yake yako hapa chini.',
  'trialfund.note':
    'Pesa za bonasi si pesa taslimu: pesa zako hutumika kwanza kwenye dau, na zinakuwa pesa taslimu tu zikishachezwa kikamilifu.',
};
