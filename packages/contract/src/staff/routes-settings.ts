/** Staff routes of market settings (docs/staff-console.md#market-settings). */
import { staffRoute } from './route-def.js';
import * as s from './settings-schemas.js';
import { emptyInput, fourEyesRequestSchema } from './schemas.js';
import { announceChainInput, setChainSaltInput } from './fairness-schemas.js';
import { chainViewSchema, fairnessChainsData } from '../api/chain-salts.js';

export const settingsRoutes = {
  listSettings: staffRoute({
    method: 'GET',
    path: '/staff-api/settings',
    access: 'config.edit',
    input: emptyInput,
    output: s.settingsListOutput,
    summary: 'The market settings in force, each with its latest version.',
  }),
  saveSetting: staffRoute({
    method: 'PUT',
    path: '/staff-api/settings',
    access: 'config.edit',
    input: s.saveSettingInput,
    output: s.settingSchema,
    summary: 'Save a new version of one setting (whole value, reason); applies to the next request.',
  }),
  settingHistory: staffRoute({
    method: 'GET',
    path: '/staff-api/settings/history',
    access: 'config.edit',
    input: s.settingHistoryInput,
    output: s.settingHistoryOutput,
    summary: "One setting's versions, newest first, each with its changes against the one before.",
  }),
  listChains: staffRoute({
    method: 'GET',
    path: '/staff-api/fairness/chains',
    access: 'config.edit',
    input: emptyInput,
    output: fairnessChainsData,
    summary: "Each game's latest hash chains with their salt state.",
  }),
  announceChain: staffRoute({
    method: 'POST',
    path: '/staff-api/fairness/announce',
    access: 'config.edit',
    input: announceChainInput,
    output: chainViewSchema,
    summary: 'Commit to a new chain whose salt will be a named future public value (audited).',
  }),
  setChainSalt: staffRoute({
    method: 'POST',
    path: '/staff-api/fairness/salt',
    access: 'config.edit',
    input: setChainSaltInput,
    output: fourEyesRequestSchema,
    summary: "Request setting an announced chain's salt to the published value; a second person approves.",
  }),
} as const;
