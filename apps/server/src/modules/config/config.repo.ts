import type { Db } from '../../platform/db/database.js';

export interface GlobalConfigRow {
  id: number;
  type: number;
  name: string;
  content: string;
}

export class ConfigRepo {
  constructor(private readonly db: Db) {}

  async itemsOfType(type: number): Promise<GlobalConfigRow[]> {
    return this.db
      .selectFrom('global_config')
      .select(['id', 'type', 'name', 'content'])
      .where('type', '=', type)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The whole table in display order: a few documents per market, read at once by the public cache. */
  async allItems(): Promise<GlobalConfigRow[]> {
    return this.db
      .selectFrom('global_config')
      .select(['id', 'type', 'name', 'content'])
      .orderBy('type')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
