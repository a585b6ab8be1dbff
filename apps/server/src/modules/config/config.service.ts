/**
 * Global configuration read by type (docs/product-rules/api-conventions.md#config-types), for the rules that act on it. Read on
 * every call rather than cached: an operator switching the sign-up code off or on expects it to
 * apply at once, on every node. The public HTTP read serves a per-node snapshot (public-config.ts).
 */
import { ConfigType } from '@nyota/contract/constants';
import type { GlobalConfigItem } from '@nyota/contract/api/config';
import type { Db } from '../../platform/db/database.js';
import { ConfigRepo } from './config.repo.js';

export class ConfigService {
  private readonly repo: ConfigRepo;

  constructor(db: Db) {
    this.repo = new ConfigRepo(db);
  }

  /** Items of a type in display order; an unknown type has none. */
  async globalByType(type: number): Promise<GlobalConfigItem[]> {
    const rows = await this.repo.itemsOfType(type);
    return rows.map((r) => ({ id: r.id, type: r.type, name: r.name, content: r.content }));
  }

  /** docs/product-rules/auth.md#sign-up: the first item of type 160 with content '1' means sign-up needs the SMS code. */
  async isSignupCodeRequired(): Promise<boolean> {
    const [first] = await this.globalByType(ConfigType.SIGNUP_CODE);
    return first?.content === '1';
  }
}
