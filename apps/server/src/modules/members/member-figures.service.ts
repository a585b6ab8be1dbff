import type { Db } from '../../platform/db/database.js';
import { MemberFiguresRepo } from './member-figures.repo.js';

/** Member figures for staff reports, read-only. */
export class MemberFigures {
  private readonly repo = new MemberFiguresRepo();
  constructor(private readonly db: Db) {}

  newMemberDays(w: { from: Date; to: Date; timeZone: string }) {
    return this.repo.newMemberDays(this.db, w);
  }

  memberIds(inactiveSince: Date | null) {
    return this.repo.memberIds(this.db, inactiveSince);
  }
}
