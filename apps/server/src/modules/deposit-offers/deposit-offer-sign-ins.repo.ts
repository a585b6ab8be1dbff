/** deposit_offer_sign_ins (migration 0048): each member's sign-in stretch for the check-in run. Kysely only. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SignInStretch } from './check-in-run.js';

export class DepositOfferSignInsRepo {
  async get(db: Db, memberId: string): Promise<SignInStretch | undefined> {
    const row = await db
      .selectFrom('deposit_offer_sign_ins')
      .select([
        sql<string>`to_char(last_day, 'YYYY-MM-DD')`.as('lastDay'),
        sql<string>`to_char(stretch_from, 'YYYY-MM-DD')`.as('stretchFrom'),
        sql<string | null>`to_char(previous_stretch_end, 'YYYY-MM-DD')`.as('previousStretchEnd'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row;
  }

  async put(db: Db, memberId: string, s: SignInStretch, at: Date): Promise<void> {
    const values = {
      last_day: s.lastDay,
      stretch_from: s.stretchFrom,
      previous_stretch_end: s.previousStretchEnd,
      updated_at: at,
    };
    await db
      .insertInto('deposit_offer_sign_ins')
      .values({ member_id: memberId, ...values })
      .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
      .execute();
  }
}
