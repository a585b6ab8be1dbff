/** What changed between two versions of a setting, field by field (nested objects by dotted path). */
import type { SettingChange } from '@nyota/contract/staff/settings-schemas';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function settingChanges(before: unknown, after: unknown, prefix = ''): SettingChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => settingChanges(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: prefix, before: before ?? null, after: after ?? null }];
}
