import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkContentDigest, contentDigest } from './content-digest.js';
import { signMessage, verifyMessageSignature, type HttpMessage, type VerifyOptions } from './http-message-signatures.js';

// RFC 9421 Appendix B.2.6 (ed25519, deterministic) with the test key of Appendix B.1.4.
const RFC_ED25519_PUBLIC = createPublicKey(
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=\n-----END PUBLIC KEY-----\n',
);
const RFC_BODY = Buffer.from('{"hello": "world"}');
function rfcRequest(): HttpMessage {
  return {
    method: 'POST',
    authority: 'example.com',
    target: '/foo?param=Value&Pet=dog',
    body: RFC_BODY,
    headers: {
      host: 'example.com',
      date: 'Tue, 20 Apr 2021 02:07:55 GMT',
      'content-type': 'application/json',
      'content-digest': 'sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:',
      'content-length': '18',
      'signature-input':
        'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
      signature: 'sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:',
    },
  };
}
function options(keys: Record<string, KeyObject>, overrides: Partial<VerifyOptions> = {}): VerifyOptions {
  return {
    keyLookup: async (id) => keys[id],
    now: new Date(1618884473 * 1000),
    requiredComponents: [],
    maxSkewSeconds: 300,
    ...overrides,
  };
}

describe('RFC 9421 verification', () => {
  it('verifies the RFC 9421 B.2.6 example signature', async () => {
    const result = await verifyMessageSignature(rfcRequest(), options({ 'test-key-ed25519': RFC_ED25519_PUBLIC }));
    expect(result).toEqual({
      ok: true,
      label: 'sig-b26',
      keyId: 'test-key-ed25519',
      alg: 'ed25519',
      covered: ['date', '@method', '@path', '@authority', 'content-type', 'content-length'],
    });
  });

  it('rejects the RFC example once any covered component changes', async () => {
    const keys = { 'test-key-ed25519': RFC_ED25519_PUBLIC };
    const changed: Array<Partial<HttpMessage>> = [
      { method: 'PUT' },
      { authority: 'evil.example' },
      { target: '/bar' },
      { headers: { ...rfcRequest().headers, date: 'Tue, 20 Apr 2021 02:07:56 GMT' } },
    ];
    for (const c of changed) {
      const result = await verifyMessageSignature({ ...rfcRequest(), ...c }, options(keys));
      expect(result, JSON.stringify(c)).toMatchObject({ ok: false, reason: 'signature-mismatch' });
    }
  });

  it('requires the components that bind the body', async () => {
    const result = await verifyMessageSignature(
      rfcRequest(),
      options({ 'test-key-ed25519': RFC_ED25519_PUBLIC }, { requiredComponents: ['content-digest'] }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'required-component-not-covered', detail: 'content-digest' });
  });

  it('refuses an unknown key, a missing signature and malformed headers without throwing', async () => {
    expect(await verifyMessageSignature(rfcRequest(), options({}))).toMatchObject({ ok: false, reason: 'unknown-keyid' });
    const { signature: _s, ...unsigned } = rfcRequest().headers;
    expect(await verifyMessageSignature({ ...rfcRequest(), headers: unsigned }, options({}))).toMatchObject({
      ok: false,
      reason: 'missing-signature',
    });
    const garbled = { ...rfcRequest().headers, 'signature-input': '((( not a dictionary' };
    expect(await verifyMessageSignature({ ...rfcRequest(), headers: garbled }, options({}))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    const paramComponent = {
      ...rfcRequest().headers,
      'signature-input': 'sig-b26=("date";sf "@method");created=1618884473;keyid="test-key-ed25519"',
    };
    expect(await verifyMessageSignature({ ...rfcRequest(), headers: paramComponent }, options({}))).toMatchObject({
      ok: false,
      reason: 'unsupported-component',
    });
  });

  it('reads headers a strict RFC 8941 parser refuses as malformed, so the message stays unsigned', async () => {
    const keys = { 'test-key-ed25519': RFC_ED25519_PUBLIC };
    const input = rfcRequest().headers['signature-input']!;
    const malformed: Array<Record<string, string>> = [
      { 'signature-input': input.replace('created=1618884473', 'created=@1618884473') },
      { 'signature-input': input.replace('keyid="test-key-ed25519"', 'keyid=%"test-key-ed25519"') },
      { 'signature-input': `${input},` },
      { 'signature-input': input.replace('("date"', '"date"') },
      { signature: 'sig-b26="wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw=="' },
      { signature: 'sig-b26=:wqcA!:' },
    ];
    for (const change of malformed) {
      const result = await verifyMessageSignature(
        { ...rfcRequest(), headers: { ...rfcRequest().headers, ...change } },
        options(keys),
      );
      expect(result, JSON.stringify(change)).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });

  it('reads an integral Decimal created as the Integer it spells (JavaScript numbers cannot tell them apart)', async () => {
    const headers = {
      ...rfcRequest().headers,
      'signature-input': rfcRequest().headers['signature-input']!.replace('created=1618884473', 'created=1618884473.0'),
    };
    const keys = { 'test-key-ed25519': RFC_ED25519_PUBLIC };
    expect(await verifyMessageSignature({ ...rfcRequest(), headers }, options(keys))).toMatchObject({ ok: true });
    const late = options(keys, { now: new Date((1618884473 - 301) * 1000) });
    expect(await verifyMessageSignature({ ...rfcRequest(), headers }, late)).toMatchObject({
      ok: false,
      reason: 'not-yet-valid',
    });
  });

  it('does not let the alg parameter choose an algorithm the key was not made for', async () => {
    const headers = {
      ...rfcRequest().headers,
      'signature-input': rfcRequest().headers['signature-input'] + ';alg="rsa-v1_5-sha256"',
    };
    const result = await verifyMessageSignature(
      { ...rfcRequest(), headers },
      options({ 'test-key-ed25519': RFC_ED25519_PUBLIC }),
    );
    expect(result).toMatchObject({ ok: false, reason: 'alg-mismatch' });
  });
});

describe('signing and verifying pawaPay-style messages', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const components = ['@method', '@authority', '@path', 'signature-date', 'content-digest', 'content-type'];
  const created = new Date('2026-01-15T10:00:00Z');
  function signed(encoding: 'der' | 'ieee-p1363'): HttpMessage {
    const body = Buffer.from('{"depositId":"x","status":"COMPLETED"}');
    const msg: HttpMessage = {
      method: 'POST',
      authority: 'api.nyota.example',
      target: '/payment-callbacks/pawapay',
      headers: { 'content-type': 'application/json' },
      body,
    };
    const added = signMessage(msg, {
      keyId: 'k1',
      privateKey,
      alg: 'ecdsa-p256-sha256',
      label: 'sig-pp',
      components,
      created,
      expiresInSeconds: 60,
      ecdsaEncoding: encoding,
    });
    return { ...msg, headers: { ...msg.headers, ...added } };
  }
  const verify = (msg: HttpMessage, now = created) =>
    verifyMessageSignature(msg, {
      keyLookup: async (id) => (id === 'k1' ? publicKey : undefined),
      now,
      label: 'sig-pp',
      requiredComponents: ['content-digest'],
      maxSkewSeconds: 300,
    });

  it('accepts ECDSA signatures in DER (what pawaPay sends) and raw r||s (RFC 9421)', async () => {
    const der = signed('der');
    const raw = signed('ieee-p1363');
    expect(Buffer.from(der.headers['signature']!.split(':')[1]!, 'base64')[0]).toBe(0x30);
    expect(Buffer.from(raw.headers['signature']!.split(':')[1]!, 'base64')).toHaveLength(64);
    expect(await verify(der)).toMatchObject({ ok: true, alg: 'ecdsa-p256-sha256' });
    expect(await verify(raw)).toMatchObject({ ok: true });
  });

  it('writes the Signature-Input pawaPay documents and a Signature-Date header', () => {
    const msg = signed('der');
    expect(msg.headers['signature-input']).toBe(
      'sig-pp=("@method" "@authority" "@path" "signature-date" "content-digest" "content-type");alg="ecdsa-p256-sha256";keyid="k1";created=1768471200;expires=1768471260',
    );
    expect(msg.headers['signature-date']).toBe('2026-01-15T10:00:00.000Z');
    expect(msg.headers['content-digest']).toBe(contentDigest(msg.body, 'sha-512'));
  });

  it('refuses a changed body, an expired signature and one dated in the future', async () => {
    const msg = signed('der');
    expect(await verify({ ...msg, body: Buffer.from('{"depositId":"y","status":"COMPLETED"}') })).toMatchObject({
      ok: false,
      reason: 'digest-mismatch',
    });
    expect(await verify(msg, new Date(created.getTime() + 60_000 + 301_000))).toMatchObject({ ok: false, reason: 'expired' });
    expect(await verify(msg, new Date(created.getTime() - 301_000))).toMatchObject({ ok: false, reason: 'not-yet-valid' });
    expect(await verify(msg, new Date(created.getTime() + 200_000))).toMatchObject({ ok: true });
  });
});

describe('Content-Digest', () => {
  it('checks the RFC 9421 example digest and every supported algorithm present', () => {
    expect(checkContentDigest(rfcRequest().headers['content-digest'], RFC_BODY)).toBe('ok');
    const both = `${contentDigest(RFC_BODY, 'sha-256')}, ${contentDigest(RFC_BODY, 'sha-512')}`;
    expect(checkContentDigest(both, RFC_BODY)).toBe('ok');
    const oneWrong = `${contentDigest(Buffer.from('x'), 'sha-256')}, ${contentDigest(RFC_BODY, 'sha-512')}`;
    expect(checkContentDigest(oneWrong, RFC_BODY)).toBe('mismatch');
    expect(checkContentDigest(undefined, RFC_BODY)).toBe('missing');
    expect(checkContentDigest('md5=:AAAA:', RFC_BODY)).toBe('unsupported');
    expect(checkContentDigest('sha-512=AAAA', RFC_BODY)).toBe('malformed');
    const sha512 = contentDigest(RFC_BODY, 'sha-512');
    for (const bad of ['sha-512=:AAAAA:', 'sha-512=@1618884473', `sha-512=(${sha512.slice(8)})`, `${sha512},`]) {
      expect(checkContentDigest(bad, RFC_BODY), bad).toBe('malformed');
    }
  });
});
