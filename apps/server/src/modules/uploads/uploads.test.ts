/**
 * Uploads against a real node and database: png and jpeg stored by their bytes and read back by
 * their owner only, impostors and oversize files refused, names that try to leave the directory
 * answered 404, and the per-member hourly limit.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_PATH } from '@nyota/contract/api/paths';
import { IMAGE_NAME_PATTERN, UPLOAD_MAX_BYTES } from '@nyota/contract/api/appeals';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { UPLOADS_PER_HOUR } from './uploads.service.js';
import { GIF, JPEG, PNG, auth, postParts, uploadBytes, uploaded } from './uploads.test-kit.js';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  alice = await signUp(t);
  bob = await signUp(t);
  uploadsDir = path.resolve(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  await t.close();
});

function readImage(name: string, token: string | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `${IMAGE_FILE_PATH}/${name}`,
    headers: { ...(token ? auth(token) : {}), ...headers },
    remoteAddress: freshIp(),
  });
}

describe('POST utils/images', () => {
  it('stores a png under a generated name, records it, and gives it back to its owner', async () => {
    const res = await uploadBytes(t, alice.token, PNG, '../../etc/passwd.png', 'text/html');
    expect(res.code).toBe(0);
    expect(res.data.name).toMatch(IMAGE_NAME_PATTERN);
    expect(res.data.name.endsWith('.png')).toBe(true);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG.length, url: `${IMAGE_FILE_PATH}/${res.data.name}` });

    // On disk under the data dir, byte for byte, with no temporary file left behind.
    expect(readFileSync(path.join(uploadsDir, res.data.name)).equals(PNG)).toBe(true);
    expect(readdirSync(uploadsDir).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    const row = await t.database.db.selectFrom('uploads').selectAll().where('name', '=', res.data.name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/png', size: PNG.length, appeal_id: null });
    expect(String(row.member_id)).toBe(alice.memberId);
    expect(row.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));

    const back = await readImage(res.data.name, alice.token);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(String(back.headers['cache-control'])).toMatch(/^private\b/);
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores a jpeg as .jpg whatever the client called it', async () => {
    const res = await uploadBytes(t, alice.token, JPEG, 'photo.png', 'image/png');
    expect(res.code).toBe(0);
    expect(res.data.name.endsWith('.jpg')).toBe(true);
    expect(res.data.mime).toBe('image/jpeg');
    const back = await readImage(res.data.name, alice.token);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(JPEG)).toBe(true);
  });

  it.each([
    ['a GIF named .png', GIF, 'receipt.png', 'image/png'],
    ['text named .png', Buffer.from('just some text, not a picture'), 'receipt.png', 'image/png'],
    ['an HTML page declared as jpeg', Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'x.svg', 'image/svg+xml'],
  ])('refuses %s by its bytes and stores nothing', async (_label, data, filename, type) => {
    const before = await countUploads(bob.memberId);
    const res = await uploadBytes(t, bob.token, data, filename, type);
    expect(res.code).toBe(ErrorCode.VALIDATION);
    expect(res.msg).toBe('Only PNG and JPEG images can be uploaded');
    expect(res.data).toBeNull();
    expect(await countUploads(bob.memberId)).toBe(before);
  });

  it('refuses a file over the limit, naming the limit in MB, and keeps no part of it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const before = readdirSync(uploadsDir).length;
    const res = await uploadBytes(t, bob.token, big);
    expect(res.code).toBe(ErrorCode.VALIDATION);
    expect(res.msg).toBe('The image is too large (at most 5 MB)');
    expect(readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const max = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    const res = await uploadBytes(t, bob.token, max);
    expect(res.code).toBe(0);
    expect(res.data.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('answers a body without the file part, or not multipart at all, with upload_missing', async () => {
    const onlyField = await postParts(t, bob.token, [{ name: 'note', data: 'hello' }]);
    expect(onlyField).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Choose an image to upload' });
    const wrongName = await postParts(t, bob.token, [{ name: 'image', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    expect(wrongName.msg).toBe('Choose an image to upload');
    const empty = await postParts(t, bob.token, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: '' }]);
    expect(empty.msg).toBe('Choose an image to upload');

    const form = await t.app.inject({
      method: 'POST',
      url: routes.uploadImage.path,
      payload: 'file=abc',
      headers: { ...auth(bob.token), 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
    });
    expect(envelope(form)).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Choose an image to upload', data: null });
  });

  it('takes the file part when other small fields come with it, in Kiswahili too', async () => {
    const res = await postParts(t, bob.token, [
      { name: 'type', data: '1' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    expect(res.code).toBe(0);
    const body = await t.app.inject({
      method: 'POST',
      url: routes.uploadImage.path,
      payload: 'x=1',
      headers: { ...auth(bob.token), 'content-type': 'application/x-www-form-urlencoded', lang: 'sw' },
      remoteAddress: freshIp(),
    });
    expect(envelope(body).msg).toBe('Chagua picha ya kupakia');
  });

  it('refuses two files, or a crowd of other fields, in one request and stores nothing', async () => {
    const before = await countUploads(bob.memberId);
    const files = readdirSync(uploadsDir).length;
    const two = await postParts(t, bob.token, [
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
      { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: JPEG },
    ]);
    expect(two).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Upload one image at a time', data: null });
    const crowd = await postParts(t, bob.token, [
      ...Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, data: 'x' })),
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG },
    ]);
    expect(crowd.msg).toBe('Upload one image at a time');
    expect(await countUploads(bob.memberId)).toBe(before);
    expect(readdirSync(uploadsDir)).toHaveLength(files);
  });

  it('needs a session', async () => {
    const res = await postParts(t, null, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    expect(res.code).toBe(ErrorCode.SESSION_GONE);
  });

  it(`allows ${UPLOADS_PER_HOUR} uploads per member per hour`, async () => {
    const m = await signUp(t);
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) await uploaded(t, m.token);
    const refused = await uploadBytes(t, m.token, PNG);
    expect(refused).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: 'Too many uploads. Please try again later.' });
    expect(await countUploads(m.memberId)).toBe(UPLOADS_PER_HOUR);
    // Someone else is not affected, and an hour later the member may upload again.
    expect((await uploadBytes(t, bob.token, PNG)).code).toBe(0);
    t.clock.advance(60 * 60_000 + 1);
    expect((await uploadBytes(t, m.token, PNG)).code).toBe(0);
  });
});

describe('GET utils/images/{name}', () => {
  it("answers 404 for another member's image, exactly as for an unknown one", async () => {
    const name = await uploaded(t, alice.token);
    const foreign = await readImage(name, bob.token);
    const unknown = await readImage(`${'0'.repeat(32)}.png`, bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
    expect(foreign.rawPayload.includes(PNG.subarray(0, 8))).toBe(false);
  });

  it('needs a session, and accepts the token cookie for an <img> tag', async () => {
    const name = await uploaded(t, alice.token);
    const none = await readImage(name, null);
    expect(none.json()).toMatchObject({ code: ErrorCode.SESSION_GONE });
    const cookie = await readImage(name, null, { cookie: `token=${alice.token}` });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%2Fpglite',
    '%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows',
    '.tmp-0123456789abcdef01234567',
    'ABCDEF0123456789ABCDEF0123456789.png',
    '0123456789abcdef0123456789abcdef.gif',
    '0123456789abcdef0123456789abcdef.png%00.txt',
    '0123456789abcdef0123456789abcdef.png.png',
    '..',
    '.',
    'x'.repeat(90),
  ])('refuses the name %s with a 404 envelope', async (name) => {
    const res = await readImage(name, alice.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
  });

  it.each([
    '../../../../../../etc/passwd',
    `${'0'.repeat(32)}.png/../../../etc/passwd`,
    'sub/dir/0123456789abcdef0123456789abcdef.png',
    '',
    'x'.repeat(5000),
  ])('refuses the path %s with a 404 envelope', async (name) => {
    const res = await readImage(name, alice.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
  });
});

async function countUploads(memberId: string): Promise<number> {
  const rows = await t.database.db.selectFrom('uploads').select('name').where('member_id', '=', memberId).execute();
  return rows.length;
}
