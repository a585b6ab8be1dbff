/**
 * Trust review item 14: a multipart body the parser cannot read (no boundary, cut short, garbage)
 * is answered with a localised envelope error, and nothing of it is stored.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { serverMessagesEn } from '@nyota/contract/messages/index';
import { serverMessagesSw } from '@nyota/contract/messages/sw';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { PNG, auth, multipart, uploaded } from './uploads.test-kit.js';

let t: TestApp;
let member: SignedUp;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  member = await signUp(t);
  uploadsDir = path.resolve(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

const whole = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
const boundary = /boundary=(.+)$/.exec(whole.headers['content-type'] ?? '')?.[1] ?? '';

const bodies: { name: string; contentType: string; payload: Buffer }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: whole.payload },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: whole.payload },
  {
    name: 'a body cut inside the file',
    contentType: whole.headers['content-type'] ?? '',
    payload: whole.payload.subarray(0, 150),
  },
  {
    name: 'a body cut inside the part headers',
    contentType: whole.headers['content-type'] ?? '',
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fi`),
  },
  { name: 'a body that is not multipart', contentType: whole.headers['content-type'] ?? '', payload: Buffer.from('hello') },
  { name: 'an empty body', contentType: whole.headers['content-type'] ?? '', payload: Buffer.alloc(0) },
];

async function countUploads(memberId: string): Promise<number> {
  const rows = await t.database.db.selectFrom('uploads').select('name').where('member_id', '=', memberId).execute();
  return rows.length;
}

const filesOnDisk = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);

describe('POST utils/images with a malformed body', () => {
  it.each(bodies)('answers $name with an envelope and stores nothing', async ({ contentType, payload }) => {
    const before = filesOnDisk();
    for (const lang of ['en', 'sw'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: routes.uploadImage.path,
        payload,
        headers: { ...auth(member.token), 'content-type': contentType, lang },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      const messages = lang === 'en' ? serverMessagesEn : serverMessagesSw;
      expect(envelope(res)).toMatchObject({ code: ErrorCode.VALIDATION, data: null });
      expect([messages['errors.upload_malformed'], messages['errors.upload_missing']]).toContain(envelope(res).msg);
    }
    expect(await countUploads(member.memberId)).toBe(0);
    expect(filesOnDisk()).toEqual(before);
  });

  it('leaves the member able to upload afterwards', async () => {
    expect(await uploaded(t, member.token)).toMatch(/\.png$/);
    expect(await countUploads(member.memberId)).toBe(1);
  });
});
