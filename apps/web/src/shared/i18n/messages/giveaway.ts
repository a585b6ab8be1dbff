/**
 * Texts of the giveaway page (features/giveaway), spread into en.ts and sw.ts with one line each.
 * sw must have every key.
 */
export const giveawayEn = {
  'giveaway.title': 'Giveaway',
  'giveaway.ends': 'Ends {when}',
  'giveaway.none': 'No giveaway is running right now. The next round will appear here.',
  'giveaway.present': '{amount} cash',
  'giveaway.until': 'Claim by {when}',
  'giveaway.opens': 'Opens {when} (accounts {days} days old)',
  'giveaway.claim': 'Claim',
  'giveaway.claimed_badge': 'Claimed',
  'giveaway.status_1': 'You have presents to claim. Confirm your mobile number and claim each one.',
  'giveaway.status_2': 'Nothing to claim right now. Your next presents come with the next round.',
  'giveaway.status_3': 'Sign up to claim a present: your account is made and the present paid in one step.',
  'giveaway.status_4': 'You have claimed every present of this round.',
  'giveaway.mobile_hint': 'The mobile number of your own account',
  'giveaway.others': 'Coming later for you',
  'giveaway.auto_title': 'Given to you automatically',
  'giveaway.balance': 'Balance: {amount}',
  'giveaway.choose': 'Present to claim',
  'giveaway.signup_claim': 'Sign up and claim',
  'giveaway.success': '{amount} added to your balance.',
  'giveaway.done_title': 'Weekly cash bonus claimed',
  'giveaway.done_body':
    'The weekly cash bonus has been claimed completely. More is coming soon: watch this page for the next round.',
  'giveaway.done_ok': 'OK',
} as const;

export const giveawaySw: Record<keyof typeof giveawayEn, string> = {
  'giveaway.title': 'Zawadi',
  'giveaway.ends': 'Inaisha {when}',
  'giveaway.none': 'Hakuna zawadi zinazotolewa sasa. Awamu ijayo itaonekana hapa.',
  'giveaway.present': 'Pesa {amount}',
  'giveaway.until': 'Dai kabla ya {when}',
  'giveaway.opens': 'Inafunguka {when} (akaunti za siku {days})',
  'giveaway.claim': 'Dai',
  'giveaway.claimed_badge': 'Imedaiwa',
  'giveaway.status_1': 'Una zawadi za kudai. Thibitisha namba yako ya simu na udai kila moja.',
  'giveaway.status_2': 'Hakuna cha kudai sasa. Zawadi zako zijazo zinakuja na awamu ijayo.',
  'giveaway.status_3': 'Jisajili ili udai zawadi: akaunti yako inafunguliwa na zawadi inalipwa kwa hatua moja.',
  'giveaway.status_4': 'Umedai kila zawadi ya awamu hii.',
  'giveaway.mobile_hint': 'Namba ya simu ya akaunti yako mwenyewe',
  'giveaway.others': 'Zinakuja baadaye kwako',
  'giveaway.auto_title': 'Ulizopewa moja kwa moja',
  'giveaway.balance': 'Salio: {amount}',
  'giveaway.choose': 'Zawadi ya kudai',
  'giveaway.signup_claim': 'Jisajili na udai',
  'giveaway.success': '{amount} zimeongezwa kwenye salio lako.',
  'giveaway.done_title': 'Bonasi ya pesa ya wiki imedaiwa',
  'giveaway.done_body':
    'Bonasi ya pesa ya wiki imedaiwa yote. Zaidi zinakuja hivi karibuni: fuatilia ukurasa huu kwa awamu ijayo.',
  'giveaway.done_ok': 'Sawa',
};
