/**
 * pawaPay's signed callbacks: RFC 9421 HTTP Message Signatures over an RFC 9530 Content-Digest, as
 * pawaPay documents them (docs.pawapay.io/v2/docs/signatures): label `sig-pp`, algorithm
 * ecdsa-p256-sha256, covered components
 *   "@method" "@authority" "@path" "signature-date" "content-digest" "content-type"
 * and parameters alg, keyid, created, expires. The key pair is made when the sandbox starts (or read
 * from its snapshot); the public half is served like pawaPay serves its own, at
 * GET /v2/public-key/http as [{ id, key }].
 *
 * ECDSA encoding: pawaPay's own Node sample signs and verifies with Node's default DER encoding,
 * while RFC 9421 §3.3.4 specifies raw r||s. DER is the default here to match pawaPay; a verifier
 * should accept both (see testing/verify-signature.ts).
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

export const SIGNATURE_LABEL = 'sig-pp';
export const SIGNATURE_ALG = 'ecdsa-p256-sha256';
export const COVERED_COMPONENTS = ['@method', '@authority', '@path', 'signature-date', 'content-digest', 'content-type'] as const;
/** How long a callback signature stays valid (pawaPay's examples show one minute). */
const VALIDITY_SECONDS = 60;

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  privateKeyPem: string;
  publicKeyPem: string;
}

export function generateSigningKey(keyId: string): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return keyFrom(privateKey, keyId);
}

export function loadSigningKey(privateKeyPem: string, keyId: string): SigningKey {
  return keyFrom(createPrivateKey(privateKeyPem), keyId);
}

function keyFrom(privateKey: KeyObject, keyId: string): SigningKey {
  return {
    keyId,
    privateKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function contentDigest(body: string): string {
  return `sha-512=:${createHash('sha512').update(body, 'utf8').digest('base64')}:`;
}

export interface SignRequest {
  method: string;
  url: string;
  body: string;
  contentType: string;
  now: Date;
  encoding: 'der' | 'ieee-p1363';
}

/** The RFC 9421 signature base: one line per covered component, then "@signature-params". */
export function signatureBase(values: Record<string, string>, components: readonly string[], params: string): string {
  const lines = components.map((c) => `"${c}": ${values[c] ?? ''}`);
  lines.push(`"@signature-params": ${params}`);
  return lines.join('\n');
}

/** Headers for a signed callback: Content-Type, Content-Digest, Signature-Date, Signature-Input, Signature. */
export function signedHeaders(key: SigningKey, req: SignRequest): Record<string, string> {
  const url = new URL(req.url);
  const digest = contentDigest(req.body);
  const signatureDate = req.now.toISOString();
  const created = Math.floor(req.now.getTime() / 1000);
  const inner = `(${COVERED_COMPONENTS.map((c) => `"${c}"`).join(' ')})`;
  const params = `${inner};alg="${SIGNATURE_ALG}";keyid="${key.keyId}";created=${created};expires=${created + VALIDITY_SECONDS}`;
  const values: Record<string, string> = {
    '@method': req.method.toUpperCase(),
    '@authority': url.host.toLowerCase(),
    '@path': url.pathname || '/',
    'signature-date': signatureDate,
    'content-digest': digest,
    'content-type': req.contentType,
  };
  const base = signatureBase(values, COVERED_COMPONENTS, params);
  const signature = sign('sha256', Buffer.from(base, 'utf8'), { key: key.privateKey, dsaEncoding: req.encoding });
  return {
    'content-type': req.contentType,
    'content-digest': digest,
    'signature-date': signatureDate,
    'signature-input': `${SIGNATURE_LABEL}=${params}`,
    signature: `${SIGNATURE_LABEL}=:${signature.toString('base64')}:`,
    'accept-signature': SIGNATURE_ALG,
    'accept-digest': 'sha-256,sha-512',
  };
}
