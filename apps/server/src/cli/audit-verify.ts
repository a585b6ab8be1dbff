/**
 * `npm run audit:verify`: walks the staff audit chain (modules/staff/audit.service.ts) on the
 * database the server uses. Exit 0 when every row's link and hash hold, 1 naming the first broken
 * row, 2 when it could not check. Only reads.
 */
import { sql } from 'kysely';
import { createStaffModule } from '../modules/staff/index.js';
import { systemClock } from '../platform/clock.js';
import { messageOf, openCliDatabase } from './cli-database.js';

async function main(): Promise<number> {
  let opened: Awaited<ReturnType<typeof openCliDatabase>> | null = null;
  try {
    opened = await openCliDatabase();
    const { database, where } = opened;
    const { rows } = await sql<{ present: boolean }>`select to_regclass('staff_audit') is not null as present`.execute(
      database.db,
    );
    if (!rows[0]?.present) {
      process.stderr.write(`${where} has no staff audit table yet: start the server once so it migrates.\n`);
      return 2;
    }
    const verdict = await createStaffModule({ db: database.db, clock: systemClock }).audit.verify();
    if (verdict.ok) {
      process.stdout.write(`Audit chain OK: ${verdict.rows} rows intact in ${where}.\n`);
      return 0;
    }
    process.stdout.write(
      `Audit chain BROKEN at row ${verdict.brokenSeq}: ${verdict.problem} (${verdict.rows} rows before it intact) in ${where}.\n`,
    );
    return 1;
  } catch (err) {
    process.stderr.write(`Audit verification could not run: ${messageOf(err)}\n`);
    return 2;
  } finally {
    await opened?.database.close();
  }
}

process.exitCode = await main();
