/** Reads of payment intents for other modules: by member (staff), who a reference belongs to, who has deposited. */
import type { Db } from '../../platform/db/database.js';
import { toIntent, type Intent } from './intent-row.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class IntentLookupsRepo {
  /** Newest first; one more than `limit` tells the caller another page exists. */
  async forMember(db: Db, memberId: string, limit: number, offset: number): Promise<Intent[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toIntent);
  }

  /** Members whose intent has this id (ours) or this provider reference or transaction id. */
  async membersByReference(db: Db, ref: string): Promise<string[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .select('member_id')
      .distinct()
      .where((eb) =>
        eb.or([
          // The id column is a uuid: anything else would be a type error, not a miss.
          ...(UUID.test(ref) ? [eb('id', '=', ref.toLowerCase())] : []),
          eb('provider_ref', '=', ref),
          eb('provider_txn_id', '=', ref),
        ]),
      )
      .limit(20)
      .execute();
    return rows.map((r) => String(r.member_id));
  }

  /** Whether the member has at least one successful deposit (a campaign's audience). */
  async hasDeposited(db: Db, memberId: string): Promise<boolean> {
    if (!/^[1-9][0-9]{0,18}$/.test(memberId)) return false;
    const row = await db
      .selectFrom('payment_intents')
      .select('id')
      .where('member_id', '=', memberId)
      .where('direction', '=', 'deposit')
      .where('status', '=', 'SUCCEEDED')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Members with at least one successful deposit (a campaign's audience). */
  async depositorIds(db: Db): Promise<string[]> {
    const rows = await db
      .selectFrom('payment_intents')
      .select('member_id')
      .distinct()
      .where('direction', '=', 'deposit')
      .where('status', '=', 'SUCCEEDED')
      .execute();
    return rows.map((r) => String(r.member_id));
  }
}
