/**
 * Test helpers for uploads: small real images (and impostors), a multipart body built by hand the
 * way a browser's FormData sends it, and the upload call.
 */
import { randomBytes } from 'node:crypto';
import { routes } from '@nyota/contract/api/routes';
import type { UploadImageData } from '@nyota/contract/api/appeals';
import type { TestApp } from '../../test-support/test-app.js';
import { envelope, type EnvelopeBody } from '../../test-support/test-app.js';
import { freshIp } from '../auth/auth.test-kit.js';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF file, some payload and the end marker. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  randomBytes(200),
  Buffer.from([0xff, 0xd9]),
]);

/** A GIF header and a little payload. */
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), randomBytes(40)]);

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nyota${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function auth(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, token };
}

/** Posts a multipart body to the upload route and returns the envelope. */
export async function postParts(t: TestApp, token: string | null, parts: Part[]): Promise<EnvelopeBody<UploadImageData>> {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: routes.uploadImage.path,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`upload: HTTP ${res.statusCode} ${res.body}`);
  return envelope<UploadImageData>(res);
}

/** Uploads bytes as the `file` part, as the appeal dialog does. */
export function uploadBytes(
  t: TestApp,
  token: string,
  data: Buffer,
  filename = 'receipt.png',
  contentType = 'image/png',
): Promise<EnvelopeBody<UploadImageData>> {
  return postParts(t, token, [{ name: 'file', filename, contentType, data }]);
}

/** Uploads an image and returns its name, failing the test if it is refused. */
export async function uploaded(t: TestApp, token: string, data: Buffer = PNG): Promise<string> {
  const res = await uploadBytes(t, token, data);
  if (res.code !== 0) throw new Error(`upload refused: ${res.code} ${res.msg}`);
  return res.data.name;
}
