/** rg_harm_reviews: Kysely only. */
import { z } from 'zod';
import { harmMarkerSchema, type HarmReview } from '@nyota/contract/staff/harm-markers-schemas';
import type { Db } from '../../platform/db/database.js';

const markersJson = z.array(z.object({ marker: harmMarkerSchema, count: z.number().int() }));
export type ReviewMarkers = z.infer<typeof markersJson>;

export interface StoredReview extends HarmReview {
  memberId: string;
}

interface ReviewRow {
  id: string;
  member_id: string;
  raised_at: Date;
  markers: unknown;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  note: string | null;
}

function toReview(r: ReviewRow): StoredReview {
  const markers = markersJson.safeParse(r.markers);
  return {
    id: r.id,
    memberId: r.member_id,
    raisedAt: r.raised_at.toISOString(),
    markers: markers.success ? markers.data : [],
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    reviewedBy: r.reviewed_by,
    note: r.note,
  };
}

const COLUMNS = ['id', 'member_id', 'raised_at', 'markers', 'reviewed_at', 'reviewed_by', 'note'] as const;

export class HarmReviewsRepo {
  /** Opens the member's review, or refreshes the markers of the one already open. */
  async raise(trx: Db, memberId: string, markers: ReviewMarkers, at: Date): Promise<void> {
    const json = JSON.stringify(markers);
    await trx
      .insertInto('rg_harm_reviews')
      .values({ member_id: memberId, raised_at: at, updated_at: at, markers: json })
      .onConflict((oc) => oc.column('member_id').where('reviewed_at', 'is', null).doUpdateSet({ markers: json, updated_at: at }))
      .execute();
  }

  /** When the member's latest closed review was made (counting restarts there). */
  async lastReviewedAt(db: Db, memberId: string): Promise<Date | null> {
    const row = await db
      .selectFrom('rg_harm_reviews')
      .select((eb) => eb.fn.max('reviewed_at').as('at'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }

  async isOpen(db: Db, memberId: string): Promise<boolean> {
    const row = await db
      .selectFrom('rg_harm_reviews')
      .select('id')
      .where('member_id', '=', memberId)
      .where('reviewed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Closes the open review; undefined when none was open. */
  async close(
    trx: Db,
    r: { memberId: string; staffId: string; staffName: string; note: string; at: Date },
  ): Promise<StoredReview | undefined> {
    const row = await trx
      .updateTable('rg_harm_reviews')
      .set({ reviewed_at: r.at, reviewed_by: r.staffName, staff_id: r.staffId, note: r.note })
      .where('member_id', '=', r.memberId)
      .where('reviewed_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toReview(row) : undefined;
  }

  async forMember(db: Db, memberId: string, limit: number): Promise<StoredReview[]> {
    const rows = await db
      .selectFrom('rg_harm_reviews')
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toReview);
  }

  /** Open reviews, oldest first. */
  async open(db: Db, limit: number): Promise<StoredReview[]> {
    const rows = await db
      .selectFrom('rg_harm_reviews')
      .select(COLUMNS)
      .where('reviewed_at', 'is', null)
      .orderBy('raised_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toReview);
  }
}
