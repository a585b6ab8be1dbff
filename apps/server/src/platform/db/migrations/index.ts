/**
 * The ordered list of migrations, imported statically so the same list runs under tsx, in tests
 * and in a bundled build. Never edit a shipped migration: add the next one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};
