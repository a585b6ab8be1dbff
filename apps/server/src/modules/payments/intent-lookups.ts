/** What other modules read of payments (the staff players page, campaign audiences), through the payments module's index. */
import type { Db } from '../../platform/db/database.js';
import type { Intent } from './intent-row.js';
import { IntentLookupsRepo } from './intent-lookups.repo.js';

export type { Intent } from './intent-row.js';

export class IntentLookups {
  private readonly repo = new IntentLookupsRepo();

  constructor(private readonly db: Db) {}

  async forMember(memberId: string, limit: number, offset: number): Promise<Intent[]> {
    return this.repo.forMember(this.db, memberId, limit, offset);
  }

  async membersByReference(ref: string): Promise<string[]> {
    return this.repo.membersByReference(this.db, ref);
  }

  async hasDeposited(memberId: string): Promise<boolean> {
    return this.repo.hasDeposited(this.db, memberId);
  }

  async depositorIds(): Promise<string[]> {
    return this.repo.depositorIds(this.db);
  }
}
