/** The API's account routes: sign-up, login, sessions, the member, self-exclusion and configuration. Composed into `routes` (routes.ts). */
import * as member from './member.js';
import * as config from './config.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

export const accountRoutes = {
  sendSms: route({
    ...apiPaths.sendSms,
    auth: 'none',
    input: member.sendSmsBody,
    output: member.sendSmsData,
    summary: 'Send a one-time code by SMS',
  }),
  reg: route({
    ...apiPaths.reg,
    auth: 'none',
    input: member.regBody,
    output: member.loginDataSchema,
    summary: 'Sign up with mobile, password and one-time code',
  }),
  login: route({
    ...apiPaths.login,
    auth: 'none',
    input: member.loginBody,
    output: member.loginDataSchema,
    summary: 'Log in with mobile and password',
  }),
  loginWithToken: route({
    ...apiPaths.loginWithToken,
    auth: 'member',
    input: member.loginWithTokenBody,
    output: member.loginDataSchema,
    summary: 'Resume a session from its token',
  }),
  loginWithSmsCode: route({
    ...apiPaths.loginWithSmsCode,
    auth: 'none',
    input: member.loginWithSmsCodeBody,
    output: member.loginDataSchema,
    summary: 'Log in with a one-time code',
  }),
  resetPassword: route({
    ...apiPaths.resetPassword,
    auth: 'none',
    input: member.resetPasswordBody,
    output: member.emptyData,
    summary: 'Set a new password using the session of a code login',
  }),
  modifyPassword: route({
    ...apiPaths.modifyPassword,
    auth: 'member',
    input: member.modifyPasswordBody,
    output: member.emptyData,
    summary: 'Change the password',
  }),
  logout: route({
    ...apiPaths.logout,
    auth: 'member',
    input: member.emptyBody,
    output: member.emptyData,
    summary: 'End the session on the server',
  }),
  memberInfo: route({
    ...apiPaths.memberInfo,
    auth: 'member',
    input: member.emptyBody,
    output: member.memberInfoSchema,
    summary: 'The logged-in member',
  }),
  selfExclusion: route({
    ...apiPaths.selfExclusion,
    auth: 'member',
    input: member.selfExclusionBody,
    output: member.selfExclusionData,
    summary: 'Exclude oneself for a period',
  }),
  queryGlobalByType: route({
    ...apiPaths.queryGlobalByType,
    auth: 'none',
    input: config.queryGlobalByTypeQuery,
    output: config.queryGlobalByTypeData,
    summary: 'Global configuration items of a type',
  }),
  market: route({
    ...apiPaths.market,
    auth: 'none',
    input: config.marketQuery,
    output: config.marketData,
    summary: "The deployment's market: currency, phone numbers, time zone, operators, support channels, USSD code",
  }),
} as const;
