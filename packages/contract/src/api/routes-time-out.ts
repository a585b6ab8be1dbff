/** Responsible gambling: time-out and reality-check routes. Composed into `routes` (routes.ts). */
import { emptyBody } from './member.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';
import * as s from './time-out.js';

export const saferPlayTimeOutRoutes = {
  timeOut: route({
    ...apiPaths.timeOut,
    auth: 'member',
    input: s.timeOutBody,
    output: s.timeOutData,
    summary: 'Take a time-out from play and deposits; cannot be shortened or cancelled',
  }),
  timeOutStatus: route({
    ...apiPaths.timeOutStatus,
    auth: 'member',
    input: emptyBody,
    output: s.timeOutStatusData,
    summary: 'The running time-out, if any',
  }),
  realityCheck: route({
    ...apiPaths.realityCheck,
    auth: 'member',
    input: emptyBody,
    output: s.realityCheckData,
    summary: 'The reality-check interval (0 is off)',
  }),
  realityCheckSet: route({
    ...apiPaths.realityCheckSet,
    auth: 'member',
    input: s.realityCheckBody,
    output: s.realityCheckData,
    summary: 'Set the reality-check interval',
  }),
  realityCheckSummary: route({
    ...apiPaths.realityCheckSummary,
    auth: 'member',
    input: s.realityCheckSummaryQuery,
    output: s.realityCheckSummaryData,
    summary: 'Real-money stakes minus wins in this play session',
  }),
};
