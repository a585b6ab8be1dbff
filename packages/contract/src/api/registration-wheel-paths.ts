/** The registration wheel's calls (the seeds' `GET and POST /baseTask/registerSpin`, account service); no zod, for the web bundle. */
export const registrationWheelPaths = {
  registerSpin: { method: 'GET', path: '/account-service/baseTask/registerSpin' },
  registerSpinPlay: { method: 'POST', path: '/account-service/baseTask/registerSpin' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;
