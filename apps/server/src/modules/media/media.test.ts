/**
 * Staff campaign images over the API: png, jpeg and webp are stored (type from the bytes, not the
 * name), audited and served to anyone with a year's immutable caching and their own type; a wrong
 * type, an oversize file or a caller without campaigns.manage stores nothing; unknown names 404.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { MEDIA_MAX_BYTES, type UploadMediaOutput } from '@nyota/contract/staff/schemas-promotions';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from '../staff/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { GIF, JPEG, PNG } from '../uploads/uploads.test-kit.js';

/** RIFF, size, WEBP, a lossless chunk and some payload. */
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([60, 0, 0, 0]), Buffer.from('WEBPVP8L'), randomBytes(52)]);

let t: TestApp;
let mod: StaffModule;
let marketer: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  marketer = await signIn(t, await makeStaff(mod, 'marketing'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(() => t.close());

async function upload(bytes: Buffer, who = marketer, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: r.uploadMedia.path,
    payload: { data: bytes.toString('base64') },
    ...asStaff(who),
    headers: { ...asStaff(who).headers, lang },
  });
  return { status: res.statusCode, ...envelope<UploadMediaOutput>(res) };
}

const stored = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('campaign images', () => {
  it('stores png, jpeg and webp by their bytes, audited, and serves them to anyone, cacheable', async () => {
    for (const [bytes, mime, ext] of [
      [PNG, 'image/png', 'png'],
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const res = await upload(bytes);
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ mime, size: bytes.length });
      expect(res.data.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}\\.${ext}$`));
      const served = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const again = await t.app.inject({
        method: 'GET',
        url: res.data.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const [row] = await mod.audit.search({
        target: `media:${res.data.url.slice('/media/'.length)}`,
        action: 'media.upload',
        limit: 1,
      });
      expect(row).toMatchObject({ actor: expect.any(String), after: { mime, size: bytes.length } });
    }
    // The same bytes again: the same name, stored once.
    const before = await stored();
    expect((await upload(PNG)).data.url).toBe((await upload(PNG)).data.url);
    expect(await stored()).toBe(before);
  });

  it('refuses a wrong type, an oversize image and a caller without the permission, storing nothing', async () => {
    const before = await stored();
    const renamedScript = Buffer.from('<script>alert(1)</script>'.padEnd(64, ' '));
    for (const bad of [GIF, renamedScript]) {
      const res = await upload(bad, marketer, 'sw');
      expect(res).toMatchObject({ code: ErrorCode.VALIDATION, msg: expect.stringContaining('WebP pekee') });
    }
    const oversize = Buffer.concat([PNG, randomBytes(MEDIA_MAX_BYTES)]);
    const big = await upload(oversize);
    expect(big).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'The image is too large (at most 512 KiB). Nothing was stored.',
    });
    const huge = await upload(randomBytes(MEDIA_MAX_BYTES * 2));
    expect(huge.status).toBe(413);
    expect(huge.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    const notBase64 = await t.app.inject({
      method: 'POST',
      url: r.uploadMedia.path,
      payload: { data: '***' },
      ...asStaff(marketer),
    });
    expect(envelope(notBase64).code).toBe(ErrorCode.VALIDATION);
    const forbidden = await upload(PNG, support);
    expect(forbidden.status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('serves an image from another node on the same database (and so after a restart)', async () => {
    const { data } = await upload(JPEG);
    const other = await createTestApp({ database: t.database, clock: t.clock, nodeId: 'other' });
    try {
      const res = await other.app.inject({ method: 'GET', url: data.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(JPEG)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for unknown and malformed names, without caching the miss', async () => {
    for (const url of [`/media/${'0'.repeat(32)}.png`, '/media/..%2F..%2Fetc%2Fpasswd', `/media/${'a'.repeat(500)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(envelope(res).code).toBe(ErrorCode.NOT_FOUND);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
