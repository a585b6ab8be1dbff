/**
 * Texts of the responsible-gambling time-out and reality check (features/safer-play/time-out), kept in
 * their own file and spread into en.ts and sw.ts with one line each. sw must have every key.
 */
export const timeOutEn = {
  'timeout.title': 'Take a time-out',
  'timeout.page_title': 'Time-out and reality check',
  'timeout.intro':
    'A short break from playing: no bets and no deposits for the period you choose, and no offers or messages from us. You stay logged in on this device and can still withdraw.',
  'timeout.period': 'Time-out period',
  'timeout.period_24h': '24 hours',
  'timeout.period_7d': '7 days',
  'timeout.period_30d': '30 days',
  'timeout.period_6w': '6 weeks',
  'timeout.start': 'Start time-out',
  'timeout.confirm_title': 'Start a time-out of {period}?',
  'timeout.confirm_body':
    'Betting and deposits stop at once, bets waiting for the next round are cancelled, and your other devices are logged out. It cannot be shortened or cancelled once started.',
  'timeout.confirm_button': 'Yes, start it',
  'timeout.active': 'Your time-out runs until {until}.',
  'timeout.active_note': 'It cannot be shortened or cancelled. You can still withdraw.',
  'timeout.started': 'Time-out started. It runs until {until}.',
  'timeout.kicked': 'You started a time-out on another device, so this device has been logged out.',
  'timeout.bet_refused': 'Your bet waiting for the next round was cancelled: {reason}',
  'rc.title': 'Reality check',
  'rc.intro':
    'While you play for real money, we stop the game at the interval you choose to show how long you have played and your result.',
  'rc.interval': 'Remind me every',
  'rc.off': 'Off',
  'rc.minutes': '{n} minutes',
  'rc.saved': 'Reality check saved.',
  'rc.dialog_title': 'Reality check',
  'rc.played_for': 'You have played for {minutes} minutes this session.',
  'rc.net_loss': 'Net result this session: you are down {amount}.',
  'rc.net_win': 'Net result this session: you are up {amount}.',
  'rc.net_even': 'Net result this session: even.',
  'rc.keep_playing': 'Keep playing',
  'rc.history': 'See history',
  'rc.stop': 'Stop',
} as const;

export const timeOutSw: Record<keyof typeof timeOutEn, string> = {
  'timeout.title': 'Chukua mapumziko',
  'timeout.page_title': 'Mapumziko na ukumbusho wa muda',
  'timeout.intro':
    'Mapumziko mafupi kutoka kwenye michezo: hakuna dau wala kuweka pesa kwa kipindi unachochagua, na hatutakutumia ofa wala jumbe. Unabaki umeingia kwenye kifaa hiki na bado unaweza kutoa pesa.',
  'timeout.period': 'Kipindi cha mapumziko',
  'timeout.period_24h': 'Saa 24',
  'timeout.period_7d': 'Siku 7',
  'timeout.period_30d': 'Siku 30',
  'timeout.period_6w': 'Wiki 6',
  'timeout.start': 'Anza mapumziko',
  'timeout.confirm_title': 'Uanze mapumziko ya {period}?',
  'timeout.confirm_body':
    'Kuweka dau na kuweka pesa kunasimama mara moja, dau zinazosubiri raundi ijayo zinaghairiwa, na vifaa vyako vingine vinatolewa. Hayawezi kufupishwa wala kusitishwa yakishaanza.',
  'timeout.confirm_button': 'Ndiyo, anza',
  'timeout.active': 'Mapumziko yako yanaendelea hadi {until}.',
  'timeout.active_note': 'Hayawezi kufupishwa wala kusitishwa. Bado unaweza kutoa pesa.',
  'timeout.started': 'Mapumziko yameanza. Yanaendelea hadi {until}.',
  'timeout.kicked': 'Umeanza mapumziko kwenye kifaa kingine, kwa hiyo kifaa hiki kimetolewa.',
  'timeout.bet_refused': 'Dau lako lililokuwa likisubiri raundi ijayo limeghairiwa: {reason}',
  'rc.title': 'Ukumbusho wa muda',
  'rc.intro':
    'Unapocheza kwa pesa halisi, tunasimamisha mchezo kila baada ya muda unaochagua ili kukuonyesha umecheza kwa muda gani na matokeo yako.',
  'rc.interval': 'Nikumbushe kila',
  'rc.off': 'Zima',
  'rc.minutes': 'Dakika {n}',
  'rc.saved': 'Ukumbusho wa muda umehifadhiwa.',
  'rc.dialog_title': 'Ukumbusho wa muda',
  'rc.played_for': 'Umecheza kwa dakika {minutes} katika kipindi hiki.',
  'rc.net_loss': 'Matokeo ya kipindi hiki: umepoteza {amount}.',
  'rc.net_win': 'Matokeo ya kipindi hiki: umeshinda {amount}.',
  'rc.net_even': 'Matokeo ya kipindi hiki: sawa.',
  'rc.keep_playing': 'Endelea kucheza',
  'rc.history': 'Angalia historia',
  'rc.stop': 'Acha',
};
