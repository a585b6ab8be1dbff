/**
 * The upload is one API call under two paths: the core seed lists POST /utils/images under the
 * member service, and the appeal screens use it under the account service. Both must store the
 * image for its owner and refuse a caller without a session, with the same envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadImageData } from '@nyota/contract/api/appeals';
import { IMAGE_FILE_PATH } from '@nyota/contract/api/paths';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { auth, multipart, PNG } from './uploads.test-kit.js';

/** Where the core seed puts the call (member service). */
const SEED_PATH = '/member-service/utils/images';
const PATHS = [SEED_PATH, '/account-service/utils/images'];

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  member = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

async function upload(path: string, token: string | null) {
  const body = multipart([{ name: 'file', filename: 'receipt.png', contentType: 'image/png', data: PNG }]);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return envelope<UploadImageData>(res);
}

describe('POST utils/images under both services', () => {
  it('is one route definition in the contract, at the seed path and the account-service path', () => {
    expect(routes.memberUploadImage.path).toBe(SEED_PATH);
    expect(routes.uploadImage.path).toBe('/account-service/utils/images');
    const { path: _m, ...member } = routes.memberUploadImage;
    const { path: _a, ...account } = routes.uploadImage;
    expect(member).toEqual(account);
    expect(routes.memberUploadImage.output).toBe(routes.uploadImage.output);
  });

  it.each(PATHS)('%s stores the image for its owner', async (path) => {
    const res = await upload(path, member.token);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG.length, url: `${IMAGE_FILE_PATH}/${res.data.name}` });
    const back = await t.app.inject({ method: 'GET', url: res.data.url, headers: auth(member.token), remoteAddress: freshIp() });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it.each(PATHS)('%s refuses a caller without a session', async (path) => {
    const res = await upload(path, null);
    expect(res).toMatchObject({ code: ErrorCode.SESSION_GONE, data: null });
    expect(res.msg).not.toBe('');
  });
});
