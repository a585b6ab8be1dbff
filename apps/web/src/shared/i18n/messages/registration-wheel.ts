/**
 * Texts of the registration wheel (features/registration-wheel) and its prize on the sign-up
 * dialog, spread into en.ts and sw.ts with one line each. sw must have every key.
 */
export const regWheelEn = {
  'regWheel.title': 'Welcome wheel',
  'regWheel.popup_spin': 'Spin the wheel',
  'regWheel.intro': 'One free spin. Sign up afterwards and the prize is yours.',
  'regWheel.spin': 'Spin',
  'regWheel.spinning': 'Spinning…',
  'regWheel.won': 'You won {prize}!',
  'regWheel.claim': 'Sign up to get it',
  'regWheel.expired': 'Your spin from {date} has expired. Each device spins once.',
  'regWheel.off': 'The welcome wheel is not running now.',
  'regWheel.spent': 'This device has used its welcome spin already.',
  'regWheel.commitment': 'Server seed hash (fixed before you spin): {hash}',
  'regWheel.verified': 'Fair spin: checked on this device with the revealed server seed.',
  'regWheel.signup_prize': 'Your prize: {prize}. Sign up now and it lands in your account.',
  'regWheel.credited': 'Your welcome prize of {prize} has been added to your account.',
  'regWheel.bonus_money': '{amount} bonus money',
  'regWheel.coins': '{n} coins',
  'regWheel.diamonds': '{n} diamonds',
};

export const regWheelSw: Record<keyof typeof regWheelEn, string> = {
  'regWheel.title': 'Gurudumu la karibu',
  'regWheel.popup_spin': 'Zungusha gurudumu',
  'regWheel.intro': 'Mzunguko mmoja bure. Jisajili baadaye na zawadi ni yako.',
  'regWheel.spin': 'Zungusha',
  'regWheel.spinning': 'Linazunguka…',
  'regWheel.won': 'Umeshinda {prize}!',
  'regWheel.claim': 'Jisajili uipate',
  'regWheel.expired': 'Mzunguko wako wa {date} umekwisha muda. Kila kifaa huzungusha mara moja.',
  'regWheel.off': 'Gurudumu la karibu halifanyi kazi sasa.',
  'regWheel.spent': 'Kifaa hiki kimeshatumia mzunguko wake wa karibu.',
  'regWheel.commitment': 'Hash ya mbegu ya seva (imewekwa kabla ya kuzungusha): {hash}',
  'regWheel.verified': 'Mzunguko wa haki: umekaguliwa kwenye kifaa hiki kwa mbegu ya seva iliyofichuliwa.',
  'regWheel.signup_prize': 'Zawadi yako: {prize}. Jisajili sasa nayo itaingia kwenye akaunti yako.',
  'regWheel.credited': 'Zawadi yako ya karibu ya {prize} imeongezwa kwenye akaunti yako.',
  'regWheel.bonus_money': '{amount} pesa za bonasi',
  'regWheel.coins': 'sarafu {n}',
  'regWheel.diamonds': 'almasi {n}',
};
