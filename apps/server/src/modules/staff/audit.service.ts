/**
 * The staff audit log: every staff action is appended in the transaction of the change it records,
 * each row hashed over the previous row's hash and its own canonical payload
 * (`row_hash = SHA-256(prev_hash ‖ RFC 8785 JSON)`), so altering, removing or reordering a row breaks
 * the chain from there on. The database refuses UPDATE and DELETE (triggers, 0019); a superuser can
 * still rewrite history, which the verifier then reports by its first broken row.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry, AuditQuery } from '@nyota/contract/staff/schemas';
import type { Database } from '../../platform/db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { canonicalJson } from './canonical-json.js';
import { AuditRepo, type AuditRow } from './audit.repo.js';

export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEvent {
  /** Null for the system (the CLI, a job). */
  actorId: string | null;
  actor: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

interface HashedFields {
  seq: string;
  at: Date;
  actor_id: string | null;
  actor: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The hash of one row given its predecessor's; the same function writes and verifies. */
export function auditRowHash(prevHash: string, r: HashedFields): string {
  const payload = canonicalJson({
    seq: r.seq,
    at: r.at.toISOString(),
    actorId: r.actor_id,
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
  });
  return createHash('sha256').update(prevHash).update(payload).digest('hex');
}

export type AuditVerdict = { ok: true; rows: number } | { ok: false; rows: number; brokenSeq: string; problem: string };

const VERIFY_PAGE = 1000;

export class AuditService {
  private readonly repo = new AuditRepo();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Appends one row; `trx` must be the transaction of the change being recorded. */
  async append(trx: Kysely<Database>, e: AuditEvent): Promise<void> {
    const head = await this.repo.lockHead(trx);
    // JSON round trip: the hash covers exactly what the jsonb column will give back.
    const before = e.before === undefined ? null : (JSON.parse(JSON.stringify(e.before)) as unknown);
    const after = e.after === undefined ? null : (JSON.parse(JSON.stringify(e.after)) as unknown);
    const fields: HashedFields = {
      seq: (BigInt(head.seq) + 1n).toString(),
      at: this.clock.now(),
      actor_id: e.actorId,
      actor: e.actor,
      action: e.action,
      target: e.target ?? null,
      before,
      after,
      reason: e.reason ?? null,
    };
    await this.repo.insert(trx, {
      ...fields,
      actorId: fields.actor_id,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      prevHash: head.rowHash,
      rowHash: auditRowHash(head.rowHash, fields),
    });
  }

  async search(q: AuditQuery): Promise<AuditEntry[]> {
    const rows = await this.repo.search(this.db, q);
    return rows.map(toEntry);
  }

  /** Walks the whole chain; reports the first row whose link or hash does not hold. */
  async verify(): Promise<AuditVerdict> {
    let prev = GENESIS_HASH;
    let expectedSeq = 1n;
    let count = 0;
    for (;;) {
      const page = await this.repo.page(this.db, (expectedSeq - 1n).toString(), VERIFY_PAGE);
      for (const row of page) {
        const problem = problemOf(row, prev, expectedSeq);
        if (problem) return { ok: false, rows: count, brokenSeq: row.seq, problem };
        prev = row.row_hash;
        expectedSeq += 1n;
        count += 1;
      }
      if (page.length < VERIFY_PAGE) break;
    }
    const head = await this.repo.head(this.db);
    if (head.rowHash !== prev || BigInt(head.seq) !== expectedSeq - 1n) {
      return {
        ok: false,
        rows: count,
        brokenSeq: head.seq,
        problem: 'the chain head does not match the last row (rows removed?)',
      };
    }
    return { ok: true, rows: count };
  }
}

function problemOf(row: AuditRow, prev: string, expectedSeq: bigint): string | null {
  if (BigInt(row.seq) !== expectedSeq) return `sequence gap: expected ${expectedSeq}`;
  if (row.prev_hash !== prev) return 'prev_hash does not match the previous row';
  if (auditRowHash(prev, row) !== row.row_hash) return 'row_hash does not match its content';
  return null;
}

function toEntry(r: AuditRow): AuditEntry {
  return {
    seq: r.seq,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    reason: r.reason,
  };
}
