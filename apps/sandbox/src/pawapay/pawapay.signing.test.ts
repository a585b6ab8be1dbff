/**
 * The callback signature on its own: both ECDSA encodings verify with an independent RFC 9421
 * verifier, and every covered component is really covered.
 */
import { describe, expect, it } from 'vitest';
import { verifySignedCallback } from '../testing/verify-signature.js';
import { generateSigningKey, signedHeaders } from './pawapay.signing.js';

const key = generateSigningKey('HTTP_EC_P256_KEY:1');
const keys = [{ id: key.keyId, key: key.publicKeyPem }];
const url = 'https://merchant.example:8443/payments/callbacks/pawapay/deposit';
const body = JSON.stringify({ depositId: 'a', status: 'COMPLETED', amount: '15.00' });
const now = new Date('2026-01-15T10:00:00Z');

describe('pawaPay callback signatures', () => {
  it.each(['der', 'ieee-p1363'] as const)('verify with %s ECDSA encoding', (encoding) => {
    const headers = signedHeaders(key, { method: 'POST', url, body, contentType: 'application/json', now, encoding });
    expect(headers['signature-input']).toBe(
      `sig-pp=("@method" "@authority" "@path" "signature-date" "content-digest" "content-type");alg="ecdsa-p256-sha256";keyid="HTTP_EC_P256_KEY:1";created=${now.getTime() / 1000};expires=${now.getTime() / 1000 + 60}`,
    );
    expect(headers['content-digest']).toMatch(/^sha-512=:[A-Za-z0-9+/]+=*:$/);
    expect(verifySignedCallback({ method: 'POST', url, headers, body }, keys, now)).toMatchObject({ ok: true });
  });

  it('fails when any covered part changes', () => {
    const headers = signedHeaders(key, { method: 'POST', url, body, contentType: 'application/json', now, encoding: 'der' });
    const check = (change: Partial<{ method: string; url: string; headers: Record<string, string> }>) =>
      verifySignedCallback({ method: 'POST', url, headers, body, ...change }, keys, now);
    expect(check({ method: 'PUT' })).toMatchObject({ ok: false });
    expect(check({ url: 'https://other.example:8443/payments/callbacks/pawapay/deposit' })).toMatchObject({ ok: false });
    expect(check({ url: 'https://merchant.example:8443/payments/callbacks/pawapay/payout' })).toMatchObject({ ok: false });
    expect(check({ headers: { ...headers, 'signature-date': '2026-01-15T10:00:01.000Z' } })).toMatchObject({ ok: false });
    expect(check({ headers: { ...headers, 'content-type': 'text/plain' } })).toMatchObject({ ok: false });
    expect(verifySignedCallback({ method: 'POST', url, headers, body }, keys, new Date(now.getTime() + 10 * 60_000))).toEqual({
      ok: false,
      reason: 'signature expired',
    });
  });
});
