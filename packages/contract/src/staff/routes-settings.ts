/** Staff routes of market settings (docs/staff-console.md#market-settings). */
import { staffRoute } from './route-def.js';
import * as s from './settings-schemas.js';
import { emptyInput } from './schemas.js';

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
} as const;
