/**
 * An independent RFC 9421 verifier for pawaPay-style signed callbacks, written from the RFC rather
 * than from the signer, so the sandbox's tests prove the signature, not agree with themselves. It
 * is also the recipe an adapter follows: check Content-Digest against the raw body, rebuild the
 * signature base from the components Signature-Input lists (with "@signature-params" taken verbatim
 * from the header), and verify with the key named by keyid — DER first (pawaPay's samples), then
 * raw r||s (RFC 9421 §3.3.4).
 */
import { createHash, createPublicKey, timingSafeEqual, verify } from 'node:crypto';

export interface SignedMessage {
  method: string;
  /** The URL the request was sent to (authority and path are covered). */
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Verification = { ok: true; keyId: string; components: string[] } | { ok: false; reason: string };

const DIGESTS: Record<string, string> = { 'sha-512': 'sha512', 'sha-256': 'sha256' };

export function verifySignedCallback(
  msg: SignedMessage,
  keys: Array<{ id: string; key: string }>,
  now = new Date(),
): Verification {
  const h = Object.fromEntries(Object.entries(msg.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const sigHeader = h['signature'];
  const inputHeader = h['signature-input'];
  const digestHeader = h['content-digest'];
  if (!sigHeader || !inputHeader || !digestHeader) return { ok: false, reason: 'missing signature headers' };

  const digest = /^(sha-512|sha-256)=:([A-Za-z0-9+/=]+):$/.exec(digestHeader.trim());
  const alg = digest?.[1] ? DIGESTS[digest[1]] : undefined;
  if (!digest?.[2] || !alg) return { ok: false, reason: 'unsupported Content-Digest' };
  const actual = createHash(alg).update(msg.body, 'utf8').digest();
  const claimed = Buffer.from(digest[2], 'base64');
  if (actual.length !== claimed.length || !timingSafeEqual(actual, claimed)) return { ok: false, reason: 'digest mismatch' };

  const input = /^([A-Za-z0-9_-]+)=(\(([^)]*)\)(.*))$/.exec(inputHeader.trim());
  if (!input?.[1] || !input[2] || input[3] === undefined) return { ok: false, reason: 'malformed Signature-Input' };
  const label = input[1];
  const params = input[2];
  const components = [...input[3].matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
  if (!components.includes('content-digest')) return { ok: false, reason: 'content-digest not covered' };
  const keyId = /;keyid="([^"]+)"/.exec(params)?.[1];
  const created = Number(/;created=(\d+)/.exec(params)?.[1]);
  const expires = Number(/;expires=(\d+)/.exec(params)?.[1]);
  const nowSec = Math.floor(now.getTime() / 1000);
  if (Number.isFinite(expires) && nowSec > expires + 30) return { ok: false, reason: 'signature expired' };
  if (Number.isFinite(created) && created > nowSec + 30) return { ok: false, reason: 'signature created in the future' };
  const key = keys.find((k) => k.id === keyId);
  if (!key) return { ok: false, reason: `unknown keyid ${String(keyId)}` };

  const url = new URL(msg.url);
  const value = (c: string): string | undefined => {
    if (c === '@method') return msg.method.toUpperCase();
    if (c === '@authority') return url.host.toLowerCase();
    if (c === '@path') return url.pathname;
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
  const publicKey = createPublicKey(key.key);
  const good =
    safeVerify(base, publicKey, bytes, 'der') || (bytes.length === 64 && safeVerify(base, publicKey, bytes, 'ieee-p1363'));
  return good ? { ok: true, keyId: key.id, components } : { ok: false, reason: 'signature does not verify' };
}

function safeVerify(
  data: Buffer,
  key: ReturnType<typeof createPublicKey>,
  sig: Buffer,
  dsaEncoding: 'der' | 'ieee-p1363',
): boolean {
  try {
    return verify('sha256', data, { key, dsaEncoding }, sig);
  } catch {
    return false;
  }
}
