/**
 * Texts of the VIP page, the profile's VIP progress and the level-up notice (features/vip), spread
 * into en.ts and sw.ts with one line each. sw must have every key.
 */
export const vipEn = {
  'vip.level_name': 'V{level}',
  'vip.points_this_year': '{points} points in {year}',
  'vip.progress_label': 'Points towards the next level',
  'vip.to_next': '{points} more points this year to reach V{level}',
  'vip.top_level': 'You are at the top level.',
  'vip.kept_from_last_year': 'You keep V{level}, reached last year, until 31 December {year}.',
  'vip.holiday_today': 'Today is {name}: every point counts ten times.',
  'vip.guest_body': 'Log in to see your VIP level and points. Anyone can read the levels and their benefits below.',
  'vip.rules_title': 'How VIP levels work',
  'vip.rule_points':
    'Every {symbol}1 you stake with real money (your cash or bonus money) earns 1 point when the bet is settled. Coin and diamond games and demo play earn none.',
  'vip.rule_holiday':
    "On the country's public holidays every point counts ten times: {symbol}1 staked earns 10 points. The day is taken in local time when the bet is settled.",
  'vip.rule_year':
    'Points count per calendar year, from 1 January to 31 December local time. On 1 January everyone starts again from 0 points.',
  'vip.rule_keep':
    'A level never drops in the year you reach it, and you keep it for the whole of the next year too. To keep it after that, reach it again with the new year’s points.',
  'vip.next_holidays': 'Next public holidays: {list}.',
  'vip.no_holidays': 'No public holidays are listed for this country yet, so no day counts ten times.',
  'vip.levels_title': 'Levels and benefits',
  'vip.benefits_note':
    'Each level needs the points shown within one calendar year. Benefits are listed for each level; claim your level’s rewards under VIP Rewards above.',
  'vip.level_points': '{points} points',
  'vip.your_level': 'Your level',
  'vip.unit_coins': '{n} coins',
  'vip.unit_diamonds': '{n} diamonds',
  'vip.benefit_level_up': 'Level-up reward: {reward}',
  'vip.benefit_daily': 'Daily VIP reward: {reward}',
  'vip.benefit_cashback': 'Weekly cashback: {rate}% of net losses',
  'vip.benefit_exchange': 'Coin and diamond exchange',
  'vip.benefit_holiday': 'Holiday gift on each public holiday: {reward}',
  'vip.benefit_fast_withdrawal': 'Faster withdrawal review: your withdrawals are checked first',
  'vip.benefit_birthday': 'Birthday gift (not available: we do not keep birth dates)',
  'vip.levelup_title': 'You reached V{level}!',
  'vip.levelup_open': 'See your VIP level',
  'vip.rewards_title': 'VIP Rewards',
  'vip.rewards_guest': 'Log in to claim the rewards of your VIP level.',
  'vip.rewards_none': 'Reach V1 to get your first VIP rewards.',
  'vip.claim': 'Claim',
  'vip.claimed': 'Claimed',
  'vip.claimed_daily': 'Claimed today, back at 00:00',
  'vip.not_available': 'Not available',
  'vip.claimed_toast': 'You received {reward}.',
} as const;

export const vipSw: Record<keyof typeof vipEn, string> = {
  'vip.level_name': 'V{level}',
  'vip.points_this_year': 'Pointi {points} mwaka {year}',
  'vip.progress_label': 'Pointi kuelekea kiwango kinachofuata',
  'vip.to_next': 'Pointi {points} zaidi mwaka huu kufikia V{level}',
  'vip.top_level': 'Uko kwenye kiwango cha juu kabisa.',
  'vip.kept_from_last_year': 'Unabaki na V{level}, uliyofikia mwaka jana, hadi 31 Desemba {year}.',
  'vip.holiday_today': 'Leo ni {name}: kila pointi inahesabiwa mara kumi.',
  'vip.guest_body':
    'Ingia uone kiwango chako cha VIP na pointi zako. Mtu yeyote anaweza kusoma viwango na manufaa yake hapa chini.',
  'vip.rules_title': 'Jinsi viwango vya VIP vinavyofanya kazi',
  'vip.rule_points':
    'Kila {symbol}1 unayoweka dau kwa pesa halisi (pesa zako au pesa za bonasi) inakupa pointi 1 dau linapomalizika. Michezo ya sarafu na almasi na mchezo wa majaribio haitoi pointi.',
  'vip.rule_holiday':
    'Siku za sikukuu za umma za nchi kila pointi inahesabiwa mara kumi: {symbol}1 ya dau inakupa pointi 10. Siku inahesabiwa kwa saa za hapa nchini dau linapomalizika.',
  'vip.rule_year':
    'Pointi zinahesabiwa kwa kila mwaka wa kalenda, kuanzia 1 Januari hadi 31 Desemba kwa saa za hapa nchini. Tarehe 1 Januari kila mtu anaanza upya kutoka pointi 0.',
  'vip.rule_keep':
    'Kiwango hakishuki katika mwaka unaokifikia, na unabaki nacho mwaka mzima unaofuata pia. Ili kubaki nacho baada ya hapo, kifikie tena kwa pointi za mwaka mpya.',
  'vip.next_holidays': 'Sikukuu za umma zinazofuata: {list}.',
  'vip.no_holidays': 'Bado hakuna sikukuu za umma zilizoorodheshwa kwa nchi hii, kwa hivyo hakuna siku inayohesabiwa mara kumi.',
  'vip.levels_title': 'Viwango na manufaa',
  'vip.benefits_note':
    'Kila kiwango kinahitaji pointi zilizoonyeshwa ndani ya mwaka mmoja wa kalenda. Manufaa yameorodheshwa kwa kila kiwango; dai zawadi za kiwango chako kwenye Zawadi za VIP hapo juu.',
  'vip.level_points': 'Pointi {points}',
  'vip.your_level': 'Kiwango chako',
  'vip.unit_coins': 'Sarafu {n}',
  'vip.unit_diamonds': 'Almasi {n}',
  'vip.benefit_level_up': 'Zawadi ya kupanda kiwango: {reward}',
  'vip.benefit_daily': 'Zawadi ya kila siku ya VIP: {reward}',
  'vip.benefit_cashback': 'Pesa taslimu za kila wiki: {rate}% ya hasara halisi',
  'vip.benefit_exchange': 'Kubadilisha sarafu na almasi',
  'vip.benefit_holiday': 'Zawadi ya kila sikukuu ya umma: {reward}',
  'vip.benefit_fast_withdrawal': 'Ukaguzi wa haraka wa kutoa pesa: maombi yako hukaguliwa kwanza',
  'vip.benefit_birthday': 'Zawadi ya siku ya kuzaliwa (haipatikani: hatuhifadhi tarehe za kuzaliwa)',
  'vip.levelup_title': 'Umefikia V{level}!',
  'vip.levelup_open': 'Tazama kiwango chako cha VIP',
  'vip.rewards_title': 'Zawadi za VIP',
  'vip.rewards_guest': 'Ingia ili udai zawadi za kiwango chako cha VIP.',
  'vip.rewards_none': 'Fikia V1 upate zawadi zako za kwanza za VIP.',
  'vip.claim': 'Dai',
  'vip.claimed': 'Imedaiwa',
  'vip.claimed_daily': 'Imedaiwa leo, inarudi saa sita usiku (00:00)',
  'vip.not_available': 'Haipatikani',
  'vip.claimed_toast': 'Umepokea {reward}.',
};
