/**
 * `npm run ledger:verify` as an operator runs it: a separate process on the embedded database in
 * DATA_DIR, exit 0 and "Ledger OK" on a clean ledger, exit 1 and a readable report on a broken one.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../platform/db/database.js';
import { createTestDatabase, testDatabaseUrl } from '../test-support/test-database.js';
import { MemoryBus } from '../platform/bus/memory-bus.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';
import { createMembers, fund } from '../modules/ledger/ledger.test-kit.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-verify-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function runVerify(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/ledger-verify.ts'], {
      cwd: serverDir,
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

async function withEmbedded(fn: (h: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>): Promise<void> {
  const h = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await fn(h);
  } finally {
    await h.close();
  }
}

describe('ledger:verify command', () => {
  it('says when there is no database to check', { timeout: 30_000 }, async () => {
    const r = await runVerify({ DATA_DIR: path.join(dataDir, 'missing') });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('No embedded database');
  });

  it('passes a clean ledger and fails a tampered one with a report', { timeout: 180_000 }, async () => {
    await withEmbedded(async (h) => {
      await migrateToLatest(h.db);
      const ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
      const [m] = await createMembers(h.db, 1);
      await fund(ledger, m!, 5_000);
      await ledger.transfer({
        idempotencyKey: 'cli-bet',
        kind: 'bet',
        legs: [{ from: { member: m!, kind: 'cash' }, to: { system: 'house:crash', kind: 'cash' }, amount: toMinor(1_200) }],
      });
    });
    const clean = await runVerify({ DATA_DIR: dataDir });
    expect(clean.stdout).toContain('Ledger OK');
    expect(clean.code).toBe(0);

    await withEmbedded(async (h) => {
      await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(h.db);
      await sql`update ledger_entries set amount = amount * 10 where amount = -1200`.execute(h.db);
    });
    const broken = await runVerify({ DATA_DIR: dataDir });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/FAIL\s+every entry's chain hash intact/);
    expect(broken.stdout).toContain('hash does not match');
    expect(broken.stdout).toContain('LEDGER BROKEN');
  });

  it.runIf(testDatabaseUrl() !== null)('checks PostgreSQL named by DATABASE_URL', { timeout: 180_000 }, async () => {
    const h = await createTestDatabase();
    try {
      const ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
      const [m] = await createMembers(h.db, 1);
      await fund(ledger, m!, 700);
      const r = await runVerify({ DATABASE_URL: h.url ?? '' });
      expect(r.stdout).toContain('1 transfers, 2 entries');
      expect(r.code).toBe(0);
    } finally {
      await h.close();
    }
  });
});
