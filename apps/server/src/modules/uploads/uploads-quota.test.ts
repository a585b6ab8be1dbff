/**
 * Trust review item 15: the hourly upload quota holds under concurrency. Thirty uploads at once
 * from one member store exactly UPLOADS_PER_HOUR images; a refused or failed upload gives its
 * place back; the next hour opens a fresh quota.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp } from '../auth/auth.test-kit.js';
import { UPLOADS_PER_HOUR } from './uploads.service.js';
import { GIF, PNG, uploadBytes } from './uploads.test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
});
afterAll(() => t.close());

async function countUploads(memberId: string): Promise<number> {
  const rows = await t.database.db.selectFrom('uploads').select('name').where('member_id', '=', memberId).execute();
  return rows.length;
}

describe('upload quota', () => {
  it(`stores exactly ${UPLOADS_PER_HOUR} of 30 concurrent uploads`, async () => {
    const m = await signUp(t);
    const results = await Promise.all(Array.from({ length: 30 }, () => uploadBytes(t, m.token, PNG)));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(UPLOADS_PER_HOUR);
    expect(codes.filter((c) => c === ErrorCode.RATE_LIMITED)).toHaveLength(30 - UPLOADS_PER_HOUR);
    expect(await countUploads(m.memberId)).toBe(UPLOADS_PER_HOUR);
    const dir = path.resolve(t.config.dataDir, 'uploads');
    const names = new Set(readdirSync(dir));
    for (const r of results) if (r.code === 0) expect(names.has(r.data.name)).toBe(true);

    t.clock.advance(60 * 60_000);
    expect((await uploadBytes(t, m.token, PNG)).code).toBe(0);
  });

  it('does not count an upload that was refused for its content', async () => {
    const m = await signUp(t);
    for (let i = 0; i < 5; i += 1) expect((await uploadBytes(t, m.token, GIF)).code).toBe(ErrorCode.VALIDATION);
    const results = await Promise.all(Array.from({ length: UPLOADS_PER_HOUR }, () => uploadBytes(t, m.token, PNG)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect((await uploadBytes(t, m.token, PNG)).code).toBe(ErrorCode.RATE_LIMITED);
  });
});
