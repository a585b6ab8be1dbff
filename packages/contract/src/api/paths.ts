/**
 * Method and path of every API call, without schemas, so the web client can import them without
 * pulling zod into the bundle. routes.ts builds the full definitions from these.
 */
export const apiPaths = {
  sendSms: { method: 'POST', path: '/member-service/member/sendSms' },
  reg: { method: 'POST', path: '/member-service/member/reg' },
  login: { method: 'POST', path: '/member-service/member/login' },
  loginWithToken: { method: 'POST', path: '/member-service/member/loginWithToken' },
  loginWithSmsCode: { method: 'POST', path: '/member-service/member/loginWithSmsCode' },
  resetPassword: { method: 'POST', path: '/member-service/member/resetPassword' },
  modifyPassword: { method: 'POST', path: '/member-service/member/modifyPassword' },
  logout: { method: 'POST', path: '/member-service/member/logout' },
  memberInfo: { method: 'GET', path: '/member-service/member/info' },
  selfExclusion: { method: 'POST', path: '/member-service/self-exclusion/submit' },
  queryGlobalByType: { method: 'GET', path: '/config-service/cfGlobal/queryGlobalByType' },
  memberBalance: { method: 'GET', path: '/account-service/memberInfo/balance' },
  payItems: { method: 'GET', path: '/account-service/payItem/queryAll' },
  depositChannels: { method: 'GET', path: '/account-service/pan-pay/deposit/channels' },
  depositInit: { method: 'POST', path: '/account-service/pan-pay/deposit/init' },
  depositTax: { method: 'PUT', path: '/account-service/pan-pay/deposit/tax' },
  depositResult: { method: 'GET', path: '/account-service/pan-pay/deposit/result' },
  withdrawChannels: { method: 'GET', path: '/account-service/pan-pay/withdraw/channels' },
  withdrawMemberTax: { method: 'GET', path: '/account-service/withdraw/getMemberTax' },
  withdrawLastSuccessful: { method: 'GET', path: '/account-service/withdraw/records/last-successful' },
  withdrawInit: { method: 'POST', path: '/account-service/pan-pay/withdraw/init' },
  depositRecords: { method: 'GET', path: '/account-service/payOrder/records' },
  withdrawRecords: { method: 'GET', path: '/account-service/withdraw/records' },
  uploadImage: { method: 'POST', path: '/account-service/utils/images' },
  appealDeposit: { method: 'POST', path: '/account-service/feedback/deposit' },
  appealWithdraw: { method: 'POST', path: '/account-service/feedback/withdraw' },
  appealWork: { method: 'GET', path: '/account-service/feedback/work' },
  appealLogs: { method: 'GET', path: '/account-service/feedback/logs' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

/** An uploaded image, readable by its owner (GET with the session): `${IMAGE_FILE_PATH}/{name}`. */
export const IMAGE_FILE_PATH = '/account-service/utils/images';

export type ApiName = keyof typeof apiPaths;
