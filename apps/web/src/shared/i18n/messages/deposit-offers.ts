/**
 * Texts of the deposit offers (features/deposit-offers), kept in their own file and spread into
 * en.ts and sw.ts with one line each. sw must have every key.
 */
export const depositOffersEn = {
  'offer.fd_title': 'First deposit bonus',
  'offer.fd_countdown': 'Offer ends in',
  'offer.fd_countdown_label': 'Time left to claim: {time}',
  'offer.fd_share': 'Bonus: {pct}% of your deposit, up to {max}.',
  'offer.fd_terms_title': 'Bonus terms',
  'offer.fd_amount': 'Deposit amount ({symbol})',
  'offer.fd_min': 'Smallest deposit for this offer: {min}',
  'offer.fd_preview': 'You get {bonus} bonus money on top of your {deposit}.',
  'offer.fd_channel': 'Pay with',
  'offer.fd_accept': 'I have read the bonus terms and accept them',
  'offer.fd_pay': 'Deposit {amount} and get the bonus',
  'offer.fd_ended': 'This offer has ended.',
  'offer.fd_not_now': 'Not now',
  'offer.term_valid_days': 'It lasts {days} days from when it is given.',
  'offer.pack_choose': 'Choose your pack',
  'offer.pack_deposit': 'Deposit {amount}',
  'offer.pack_once': 'One pack per player, once.',
  'offer.pack_pay': 'Buy the pack: deposit {amount}',
  'offer.pack_wagering': 'Bonus money is played through {x} times its amount before it becomes cash.',
  'offer.entry_cash': '{amount} cash',
  'offer.entry_bonus': '{amount} bonus money',
  'offer.entry_coins': '{amount} coins',
  'offer.entry_coupon': '{amount} coupon ({name})',
  'offer.term_bonus_money':
    'The bonus is bonus money: it is kept apart from your own money, which is spent first and is always yours to withdraw.',
};

export const depositOffersSw: Record<keyof typeof depositOffersEn, string> = {
  'offer.fd_title': 'Bonasi ya amana ya kwanza',
  'offer.fd_countdown': 'Ofa inaisha baada ya',
  'offer.fd_countdown_label': 'Muda uliobaki kudai: {time}',
  'offer.fd_share': 'Bonasi: {pct}% ya amana yako, hadi {max}.',
  'offer.fd_terms_title': 'Masharti ya bonasi',
  'offer.fd_amount': 'Kiasi cha amana ({symbol})',
  'offer.fd_min': 'Amana ndogo zaidi kwa ofa hii: {min}',
  'offer.fd_preview': 'Unapata pesa za bonasi {bonus} juu ya amana yako ya {deposit}.',
  'offer.fd_channel': 'Lipa kwa',
  'offer.fd_accept': 'Nimesoma masharti ya bonasi na ninayakubali',
  'offer.fd_pay': 'Weka {amount} upate bonasi',
  'offer.fd_ended': 'Ofa hii imekwisha.',
  'offer.fd_not_now': 'Si sasa',
  'offer.term_valid_days': 'Inadumu siku {days} tangu inapotolewa.',
  'offer.pack_choose': 'Chagua kifurushi chako',
  'offer.pack_deposit': 'Weka {amount}',
  'offer.pack_once': 'Kifurushi kimoja kwa kila mchezaji, mara moja.',
  'offer.pack_pay': 'Nunua kifurushi: weka {amount}',
  'offer.pack_wagering': 'Pesa za bonasi huchezwa mara {x} ya kiasi chake kabla ya kuwa pesa taslimu.',
  'offer.entry_cash': '{amount} pesa taslimu',
  'offer.entry_bonus': '{amount} pesa za bonasi',
  'offer.entry_coins': 'sarafu {amount}',
  'offer.entry_coupon': 'kuponi {amount} ({name})',
  'offer.term_bonus_money':
    'Bonasi ni pesa za bonasi: hutunzwa tofauti na pesa zako, ambazo hutumika kwanza na unaweza kuzitoa wakati wowote.',
};
