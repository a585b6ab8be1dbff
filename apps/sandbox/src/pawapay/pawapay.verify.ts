/**
 * RFC 9421 verification of pawaPay-style signed messages, written from the RFC rather than from any
 * signer, so that neither the sandbox's callback signer nor our adapter's request signer is checked
 * against itself. The sandbox uses it to enforce a merchant's "accept only signed requests"; the
 * tests use it (testing/verify-signature.ts) to prove the sandbox's signed callbacks.
 *
 * Steps: every Content-Digest entry we know (sha-256, sha-512) must match the raw body; the
 * signature base is rebuilt from the components Signature-Input lists, with "@signature-params"
 * taken verbatim from the header; the key named by keyid decides the algorithm (pawaPay's four:
 * ECDSA P-256/SHA-256, ECDSA P-384/SHA-384, RSASSA-PSS/SHA-512, RSASSA-PKCS1-v1_5/SHA-256), and an
 * `alg` parameter that disagrees with the key is refused. ECDSA is tried as DER (what pawaPay's
 * samples produce) and then as raw r||s (what RFC 9421 specifies).
 */
import { constants, createHash, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

export interface SignedMessage {
  method: string;
  /** The URL the request was sent to (authority and path are covered). */
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Verification = { ok: true; keyId: string; components: string[] } | { ok: false; reason: string };

export interface VerifyPolicy {
  /** Components a signature must cover to mean anything (content-digest binds the body). */
  requiredComponents: readonly string[];
  /** Clock difference tolerated around created and expires, in seconds. */
  skewSeconds: number;
}

export const CALLBACK_POLICY: VerifyPolicy = { requiredComponents: ['content-digest'], skewSeconds: 30 };

const DIGESTS: Record<string, string> = { 'sha-512': 'sha512', 'sha-256': 'sha256' };

interface Scheme {
  alg: string;
  hash: string;
  ecdsaRawLength?: number;
  padding?: number;
}

function schemeFor(key: KeyObject, algParam: string | undefined): Scheme | undefined {
  const type = key.asymmetricKeyType;
  if (type === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve;
    if (curve === 'prime256v1') return { alg: 'ecdsa-p256-sha256', hash: 'sha256', ecdsaRawLength: 64 };
    if (curve === 'secp384r1') return { alg: 'ecdsa-p384-sha384', hash: 'sha384', ecdsaRawLength: 96 };
    return undefined;
  }
  if (type === 'rsa-pss' || (type === 'rsa' && algParam === 'rsa-pss-sha512')) {
    return { alg: 'rsa-pss-sha512', hash: 'sha512', padding: constants.RSA_PKCS1_PSS_PADDING };
  }
  if (type === 'rsa') return { alg: 'rsa-v1_5-sha256', hash: 'sha256', padding: constants.RSA_PKCS1_PADDING };
  return undefined;
}

function digestMatches(header: string, body: string): 'ok' | 'unsupported' | 'mismatch' {
  let checked = 0;
  for (const entry of header.split(',')) {
    const m = /^\s*([a-z0-9-]+)=:([A-Za-z0-9+/=]+):\s*$/.exec(entry);
    const alg = m?.[1] ? DIGESTS[m[1]] : undefined;
    if (!m?.[2] || !alg) continue;
    const actual = createHash(alg).update(body, 'utf8').digest();
    const claimed = Buffer.from(m[2], 'base64');
    if (actual.length !== claimed.length || !timingSafeEqual(actual, claimed)) return 'mismatch';
    checked++;
  }
  return checked > 0 ? 'ok' : 'unsupported';
}

function safeVerify(scheme: Scheme, data: Buffer, key: KeyObject, sig: Buffer, dsaEncoding: 'der' | 'ieee-p1363'): boolean {
  try {
    if (scheme.padding === constants.RSA_PKCS1_PSS_PADDING) {
      return verify(scheme.hash, data, { key, padding: scheme.padding, saltLength: 64 }, sig);
    }
    if (scheme.padding !== undefined) return verify(scheme.hash, data, { key, padding: scheme.padding }, sig);
    return verify(scheme.hash, data, { key, dsaEncoding }, sig);
  } catch {
    return false;
  }
}

function publicKey(pem: string): KeyObject | undefined {
  try {
    return createPublicKey(pem);
  } catch {
    return undefined;
  }
}

/** True when `pem` is a public key of one of the algorithms pawaPay accepts. */
export function isSupportedPublicKey(pem: string): boolean {
  const key = publicKey(pem);
  return key !== undefined && key.type === 'public' && schemeFor(key, undefined) !== undefined;
}

export function verifySignedMessage(
  msg: SignedMessage,
  keys: ReadonlyArray<{ id: string; key: string }>,
  now: Date,
  policy: VerifyPolicy = CALLBACK_POLICY,
): Verification {
  const h = Object.fromEntries(Object.entries(msg.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const sigHeader = h['signature'];
  const inputHeader = h['signature-input'];
  if (!sigHeader || !inputHeader) return { ok: false, reason: 'missing signature headers' };

  const input = /^([A-Za-z0-9_-]+)=(\(([^)]*)\)(.*))$/.exec(inputHeader.trim());
  if (!input?.[1] || !input[2] || input[3] === undefined) return { ok: false, reason: 'malformed Signature-Input' };
  const label = input[1];
  const params = input[2];
  const components = [...input[3].matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
  for (const required of policy.requiredComponents) {
    if (!components.includes(required)) return { ok: false, reason: `${required} not covered` };
  }
  if (components.includes('content-digest')) {
    const digest = h['content-digest'];
    if (!digest) return { ok: false, reason: 'missing signature headers' };
    const check = digestMatches(digest, msg.body);
    if (check === 'unsupported') return { ok: false, reason: 'unsupported Content-Digest' };
    if (check === 'mismatch') return { ok: false, reason: 'digest mismatch' };
  }

  const keyId = /;keyid="([^"]+)"/.exec(params)?.[1];
  const algParam = /;alg="([^"]+)"/.exec(params)?.[1];
  const created = Number(/;created=(\d+)/.exec(params)?.[1]);
  const expires = Number(/;expires=(\d+)/.exec(params)?.[1]);
  const nowSec = Math.floor(now.getTime() / 1000);
  if (Number.isFinite(expires) && nowSec > expires + policy.skewSeconds) return { ok: false, reason: 'signature expired' };
  if (Number.isFinite(created) && created > nowSec + policy.skewSeconds) {
    return { ok: false, reason: 'signature created in the future' };
  }
  const entry = keys.find((k) => k.id === keyId);
  const key = entry ? publicKey(entry.key) : undefined;
  if (!entry || !key) return { ok: false, reason: `unknown keyid ${String(keyId)}` };
  const scheme = schemeFor(key, algParam);
  if (!scheme || (algParam !== undefined && algParam !== scheme.alg)) {
    return { ok: false, reason: `algorithm ${String(algParam)} does not fit key ${entry.id}` };
  }

  const url = new URL(msg.url);
  const value = (c: string): string | undefined => {
    if (c === '@method') return msg.method.toUpperCase();
    if (c === '@authority') return url.host.toLowerCase();
    if (c === '@path') return url.pathname;
    if (c === '@query') return url.search || '?';
    return h[c]?.trim();
  };
  const lines: string[] = [];
  for (const c of components) {
    const v = value(c);
    if (v === undefined) return { ok: false, reason: `covered component ${c} missing` };
    lines.push(`"${c}": ${v}`);
  }
  lines.push(`"@signature-params": ${params}`);
  const base = Buffer.from(lines.join('\n'), 'utf8');

  const sig = new RegExp(`(?:^|,\\s*)${label}=:([A-Za-z0-9+/=]+):`).exec(sigHeader)?.[1];
  if (!sig) return { ok: false, reason: 'no signature for the label' };
  const bytes = Buffer.from(sig, 'base64');
  const good =
    safeVerify(scheme, base, key, bytes, 'der') ||
    (bytes.length === scheme.ecdsaRawLength && safeVerify(scheme, base, key, bytes, 'ieee-p1363'));
  return good ? { ok: true, keyId: entry.id, components } : { ok: false, reason: 'signature does not verify' };
}
