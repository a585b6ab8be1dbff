/**
 * The subset of RFC 9421 (HTTP Message Signatures) that pawaPay uses for signed callbacks and
 * signed financial requests: one labelled signature (`sig-pp`) over derived components
 * (@method, @authority, @path, @query) and plain header fields, with created/expires/keyid/alg
 * parameters, body bound through Content-Digest. Written on node:crypto instead of the
 * `http-message-signatures` package to keep one small, fully tested path; the Structured Field
 * headers are read and written with `structured-headers` (see strict-structured-fields.ts).
 *
 * ECDSA signatures are accepted in both encodings: RFC 9421 specifies raw r||s (64 bytes for
 * P-256) but pawaPay sends ASN.1 DER; the signer emits DER by default to look like pawaPay.
 * Component parameters (;sf, ;key, ;req, ;bs) are not supported: such a signature is refused.
 */
import { constants, sign as cryptoSign, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import { checkContentDigest, contentDigest, type DigestAlgorithm } from './content-digest.js';
import { isInnerList, serializeInnerList, type BareItem, type InnerList, type Item } from 'structured-headers';
import { byteSequence, integerParam, parseStrictDictionary, stringParam } from './strict-structured-fields.js';

export type SignatureAlgorithm = 'ecdsa-p256-sha256' | 'ecdsa-p384-sha384' | 'ed25519' | 'rsa-pss-sha512' | 'rsa-v1_5-sha256';

/** The parts of an HTTP request a signature can cover. Header names in lower case. */
export interface HttpMessage {
  method: string;
  /** host[:port] as the sender addressed it. */
  authority: string;
  /** Path, optionally with '?query'. */
  target: string;
  headers: Record<string, string>;
  body: Buffer;
}

export type VerifyFailure =
  | 'missing-signature'
  | 'malformed'
  | 'label-not-found'
  | 'required-component-not-covered'
  | 'missing-component'
  | 'unsupported-component'
  | 'unknown-keyid'
  | 'alg-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'digest-mismatch'
  | 'signature-mismatch';

export type VerifyOutcome =
  | { ok: true; label: string; keyId: string; alg: SignatureAlgorithm; covered: string[] }
  | { ok: false; reason: VerifyFailure; detail?: string };

export interface VerifyOptions {
  /** Resolves a keyid to a public key; undefined when unknown. */
  keyLookup: (keyId: string) => Promise<KeyObject | undefined>;
  now: Date;
  /** Preferred label; when absent or not present the first signature is used. */
  label?: string;
  /** Components that must be covered for the signature to mean anything (e.g. content-digest). */
  requiredComponents: string[];
  /** Clock skew allowed around created/expires, in seconds. */
  maxSkewSeconds: number;
}

export async function verifyMessageSignature(msg: HttpMessage, opts: VerifyOptions): Promise<VerifyOutcome> {
  const sigHeader = msg.headers['signature'];
  const inputHeader = msg.headers['signature-input'];
  if (!sigHeader || !inputHeader) return { ok: false, reason: 'missing-signature' };

  const inputs = parseStrictDictionary(inputHeader);
  if (!inputs.ok) return { ok: false, reason: 'malformed', detail: inputs.reason };
  const signatures = parseStrictDictionary(sigHeader);
  if (!signatures.ok) return { ok: false, reason: 'malformed', detail: signatures.reason };
  const label = opts.label !== undefined && inputs.dictionary.has(opts.label) ? opts.label : [...inputs.dictionary.keys()][0];
  if (label === undefined) return { ok: false, reason: 'label-not-found' };
  const input = inputs.dictionary.get(label);
  const sig = signatures.dictionary.get(label);
  const signature = sig && !isInnerList(sig) ? byteSequence(sig[0]) : undefined;
  if (!input || !isInnerList(input) || !signature) return { ok: false, reason: sig ? 'malformed' : 'label-not-found' };

  const covered: string[] = [];
  for (const [component, componentParams] of input[0]) {
    if (typeof component !== 'string') return { ok: false, reason: 'malformed' };
    if (componentParams.size > 0) return { ok: false, reason: 'unsupported-component', detail: component };
    covered.push(component);
  }
  for (const required of opts.requiredComponents) {
    if (!covered.includes(required)) return { ok: false, reason: 'required-component-not-covered', detail: required };
  }

  const params = input[1];
  const nowS = Math.floor(opts.now.getTime() / 1000);
  const created = integerParam(params.get('created'));
  const expires = integerParam(params.get('expires'));
  if (created !== undefined && created > nowS + opts.maxSkewSeconds) return { ok: false, reason: 'not-yet-valid' };
  if (expires !== undefined && expires < nowS - opts.maxSkewSeconds) return { ok: false, reason: 'expired' };

  // The body is only bound through a covered Content-Digest; check it before any crypto.
  if (covered.includes('content-digest') && checkContentDigest(msg.headers['content-digest'], msg.body) !== 'ok') {
    return { ok: false, reason: 'digest-mismatch' };
  }

  const base = signatureBase(msg, covered, input);
  if (!base.ok) return base;

  const keyId = stringParam(params.get('keyid')) ?? '';
  const key = keyId === '' ? undefined : await opts.keyLookup(keyId).catch(() => undefined);
  if (!key) return { ok: false, reason: 'unknown-keyid', detail: keyId };

  const alg = algorithmFor(key, stringParam(params.get('alg')));
  if (!alg) return { ok: false, reason: 'alg-mismatch' };

  const valid = verifyBytes(alg, key, Buffer.from(base.text, 'utf8'), signature);
  return valid ? { ok: true, label, keyId, alg, covered } : { ok: false, reason: 'signature-mismatch' };
}

export interface SignOptions {
  keyId: string;
  privateKey: KeyObject;
  alg: SignatureAlgorithm;
  label: string;
  components: string[];
  created: Date;
  /** Seconds after created; omitted when undefined. */
  expiresInSeconds?: number;
  digest?: DigestAlgorithm;
  /** ECDSA only: 'der' (what pawaPay sends) or 'ieee-p1363' (raw r||s, RFC 9421). */
  ecdsaEncoding?: 'der' | 'ieee-p1363';
}

/**
 * Signs a request and returns the headers to add (Content-Digest, Signature-Date when covered,
 * Signature-Input, Signature). Covered headers other than those must already be in msg.headers.
 */
export function signMessage(msg: HttpMessage, opts: SignOptions): Record<string, string> {
  const added: Record<string, string> = {};
  if (opts.components.includes('content-digest')) added['content-digest'] = contentDigest(msg.body, opts.digest ?? 'sha-512');
  if (opts.components.includes('signature-date') && msg.headers['signature-date'] === undefined) {
    added['signature-date'] = opts.created.toISOString();
  }
  const createdS = Math.floor(opts.created.getTime() / 1000);
  const params = new Map<string, BareItem>([
    ['alg', opts.alg],
    ['keyid', opts.keyId],
    ['created', createdS],
  ]);
  if (opts.expiresInSeconds !== undefined) params.set('expires', createdS + opts.expiresInSeconds);
  const list: InnerList = [opts.components.map((c): Item => [c, new Map()]), params];
  const withAdded: HttpMessage = { ...msg, headers: { ...msg.headers, ...added } };
  const base = signatureBase(withAdded, opts.components, list);
  if (!base.ok) throw new Error(`cannot sign: ${base.reason} ${base.detail ?? ''}`.trim());
  const signature = signBytes(opts.alg, opts.privateKey, Buffer.from(base.text, 'utf8'), opts.ecdsaEncoding ?? 'der');
  added['signature-input'] = `${opts.label}=${serializeInnerList(list)}`;
  added['signature'] = `${opts.label}=:${signature.toString('base64')}:`;
  return added;
}

type BaseResult = { ok: true; text: string } | { ok: false; reason: VerifyFailure; detail?: string };

function signatureBase(msg: HttpMessage, covered: string[], input: InnerList): BaseResult {
  const lines: string[] = [];
  const queryAt = msg.target.indexOf('?');
  const path = queryAt >= 0 ? msg.target.slice(0, queryAt) : msg.target;
  const query = queryAt >= 0 ? msg.target.slice(queryAt) : '?';
  for (const name of covered) {
    let value: string | undefined;
    switch (name) {
      case '@method':
        value = msg.method.toUpperCase();
        break;
      case '@authority':
        value = msg.authority.toLowerCase();
        break;
      case '@path':
        value = path === '' ? '/' : path;
        break;
      case '@query':
        value = query;
        break;
      default:
        if (name.startsWith('@')) return { ok: false, reason: 'unsupported-component', detail: name };
        value = msg.headers[name]?.trim();
        if (value === undefined) return { ok: false, reason: 'missing-component', detail: name };
    }
    lines.push(`"${name}": ${value}`);
  }
  lines.push(`"@signature-params": ${serializeInnerList(input)}`);
  return { ok: true, text: lines.join('\n') };
}

/** The algorithm a key may be used with; the alg parameter may only confirm it, never widen it. */
function algorithmFor(key: KeyObject, requested: string | undefined): SignatureAlgorithm | undefined {
  const type = key.asymmetricKeyType;
  const curve = key.asymmetricKeyDetails?.namedCurve;
  let allowed: SignatureAlgorithm[] = [];
  if (type === 'ec' && curve === 'prime256v1') allowed = ['ecdsa-p256-sha256'];
  else if (type === 'ec' && curve === 'secp384r1') allowed = ['ecdsa-p384-sha384'];
  else if (type === 'ed25519') allowed = ['ed25519'];
  else if (type === 'rsa-pss') allowed = ['rsa-pss-sha512'];
  else if (type === 'rsa') allowed = ['rsa-pss-sha512', 'rsa-v1_5-sha256'];
  if (requested === undefined) return allowed.length === 1 ? allowed[0] : undefined;
  return allowed.find((a) => a === requested);
}

function verifyBytes(alg: SignatureAlgorithm, key: KeyObject, data: Buffer, signature: Buffer): boolean {
  try {
    switch (alg) {
      case 'ecdsa-p256-sha256':
      case 'ecdsa-p384-sha384': {
        const hash = alg === 'ecdsa-p256-sha256' ? 'sha256' : 'sha384';
        const rawLength = alg === 'ecdsa-p256-sha256' ? 64 : 96;
        const dsaEncoding = signature.length === rawLength ? 'ieee-p1363' : 'der';
        return cryptoVerify(hash, data, { key, dsaEncoding }, signature);
      }
      case 'ed25519':
        return cryptoVerify(null, data, key, signature);
      case 'rsa-pss-sha512':
        return cryptoVerify('sha512', data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 }, signature);
      case 'rsa-v1_5-sha256':
        return cryptoVerify('sha256', data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
    }
  } catch {
    // Malformed DER or a wrong-length signature is a failed verification, not a crash.
    return false;
  }
}

function signBytes(alg: SignatureAlgorithm, key: KeyObject, data: Buffer, ecdsaEncoding: 'der' | 'ieee-p1363'): Buffer {
  switch (alg) {
    case 'ecdsa-p256-sha256':
      return cryptoSign('sha256', data, { key, dsaEncoding: ecdsaEncoding });
    case 'ecdsa-p384-sha384':
      return cryptoSign('sha384', data, { key, dsaEncoding: ecdsaEncoding });
    case 'ed25519':
      return cryptoSign(null, data, key);
    case 'rsa-pss-sha512':
      return cryptoSign('sha512', data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 });
    case 'rsa-v1_5-sha256':
      return cryptoSign('sha256', data, { key, padding: constants.RSA_PKCS1_PADDING });
  }
}
