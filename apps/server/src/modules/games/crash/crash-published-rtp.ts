/** The crash game's published return to player: 100% less the house edge of the configuration in force. */
import type { Db } from '../../../platform/db/database.js';
import { CrashConfigsRepo } from './crash-configs.repo.js';

export async function crashPublishedRtpBp(db: Db): Promise<number | null> {
  const config = await new CrashConfigsRepo().latestConfig(db);
  return config ? 10_000 - config.houseEdgeBp : null;
}
