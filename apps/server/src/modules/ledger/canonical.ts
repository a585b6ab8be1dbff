/**
 * The two hashes of the ledger. The request hash tells a replay from a conflicting reuse of a key
 * and lets the verifier prove a transfer's stored content; the entry hash chains each account's
 * entries. ledger_post (migration 0003) computes entry hashes in SQL; this is the independent
 * implementation the verifier recomputes them with.
 */
import { createHash } from 'node:crypto';
import { refText } from './accounts.js';
import type { AccountRef } from './ledger.api.js';

export interface CanonicalRequest {
  idempotencyKey: string;
  kind: string;
  legs: { from: AccountRef; to: AccountRef; amount: number }[];
  metadata: Record<string, unknown>;
}

/** Metadata keys sorted: jsonb reorders keys, so the stored form must hash like the request did. */
export function requestHash(req: CanonicalRequest): string {
  const metadata = Object.keys(req.metadata)
    .sort()
    .map((k) => [k, req.metadata[k]]);
  const legs = req.legs.map((l) => [refText(l.from), refText(l.to), l.amount]);
  return sha256Hex(JSON.stringify([req.idempotencyKey, req.kind, legs, metadata]));
}

export interface EntryHashFields {
  prevHash: string;
  transferId: string;
  requestHash: string;
  accountId: string;
  seq: string;
  leg: number;
  amount: string;
  balanceAfter: string;
  createdMs: number;
}

export function entryHash(f: EntryHashFields): string {
  return sha256Hex(
    [f.prevHash, f.transferId, f.requestHash, f.accountId, f.seq, f.leg, f.amount, f.balanceAfter, f.createdMs].join('|'),
  );
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
