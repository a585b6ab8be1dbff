/**
 * `npm run audit:verify` as an operator runs it: a separate process on the embedded database in
 * DATA_DIR, exit 0 on an intact chain, exit 1 naming the first altered row.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../platform/db/database.js';
import { ManualClock } from '../platform/clock.js';
import { createStaffModule } from '../modules/staff/index.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-audit-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await migrateToLatest(database.db);
  const mod = createStaffModule({ db: database.db, clock: new ManualClock() });
  await mod.staff.create(null, { username: 'first', role: 'admin', reason: 'one' });
  await mod.staff.create(null, { username: 'second', role: 'support', reason: 'two' });
  await database.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function runVerify(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
      cwd: serverDir,
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir },
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout }));
  });
}

describe('audit:verify', () => {
  it('exits 0 on an intact chain, then 1 naming the row altered behind the trigger', async () => {
    const intact = await runVerify();
    expect(intact).toMatchObject({ code: 0, stdout: expect.stringContaining('Audit chain OK: 2 rows') });

    const database = await openDatabase({ databaseUrl: null, dataDir });
    await sql`alter table staff_audit disable trigger staff_audit_no_change`.execute(database.db);
    await sql`update staff_audit set reason = 'forged' where seq = 2`.execute(database.db);
    await database.close();

    const broken = await runVerify();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('BROKEN at row 2');
    // Two CLI processes, each starting tsx and opening the embedded database: 30 s was not enough
    // on a loaded 2-core CI machine.
  }, 120_000);
});
