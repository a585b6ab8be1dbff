/** The registration wheel's server texts (docs/product-rules/registration-wheel.md), spread into en.ts and sw.ts. */
export const regWheelMessagesEn = {
  'errors.reg_wheel_guests_only': 'The welcome wheel is for new players. You already have an account.',
  'errors.reg_wheel_no_device': 'This device could not be recognised. Reload the page and try again.',
} as const;

export const regWheelMessagesSw: Record<keyof typeof regWheelMessagesEn, string> = {
  'errors.reg_wheel_guests_only': 'Gurudumu la karibu ni la wachezaji wapya. Tayari una akaunti.',
  'errors.reg_wheel_no_device': 'Kifaa hiki hakikutambuliwa. Pakia upya ukurasa ujaribu tena.',
};
