/**
 * The read other modules make of a player's responsible-gambling concern: while staff have flagged
 * a concern and not cleared it, the member receives no bonus or promotional message (eligibility).
 */
import type { Db } from '../../platform/db/database.js';
import { PlayersRepo } from './players.repo.js';

export class OpenConcerns {
  private readonly repo = new PlayersRepo();

  constructor(private readonly db: Db) {}

  /** True from the moment staff flag a concern until they clear it (player_flags kind 'rg_concern'). */
  async hasOpenConcern(memberId: string): Promise<boolean> {
    return this.repo.hasOpenConcern(this.db, memberId);
  }
}
