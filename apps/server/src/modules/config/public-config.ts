/**
 * What `GET /config-service/cfGlobal/queryGlobalByType` serves: the whole global_config table, read
 * from the database at most once per PUBLIC_CONFIG_FRESH_MS on each node and kept grouped by type.
 *
 * Every page load asks for config; reading it from the database each time was most of the cost of
 * the call (on PGlite, a single session, the reads also queued behind each other: docs/performance.md).
 * An operator's change (made in the database, on any node's behalf) therefore reaches every node
 * within a second. Rules that act on config (the sign-up code, deposit and withdrawal limits) read
 * it through ConfigService, straight from the database, and so apply a change at once.
 *
 * Reading the whole table rather than one type keeps one entry per stored type: a caller naming
 * types that do not exist cannot grow the cache.
 */
import type { GlobalConfigItem } from '@nyota/contract/api/config';
import type { Clock } from '../../platform/clock.js';
import type { ConfigRepo, GlobalConfigRow } from './config.repo.js';

export const PUBLIC_CONFIG_FRESH_MS = 1000;

interface Snapshot {
  readAt: number;
  byType: ReadonlyMap<number, readonly GlobalConfigItem[]>;
}

const NONE: readonly GlobalConfigItem[] = Object.freeze([]);

export class PublicConfig {
  private snapshot: Snapshot | null = null;
  /** One read at a time: requests arriving while it runs wait for it rather than start their own. */
  private reading: Promise<Snapshot> | null = null;
  /** Bumped by invalidate: a read begun before a save must not become the snapshot after it. */
  private generation = 0;

  constructor(
    private readonly repo: ConfigRepo,
    private readonly clock: Clock,
  ) {}

  async itemsOfType(type: number): Promise<GlobalConfigItem[]> {
    const snapshot = await this.current();
    return [...(snapshot.byType.get(type) ?? NONE)];
  }

  /** A staff save (settings.service.ts), here or on another node via the bus: the next request reads afresh. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.reading = null;
  }

  private async current(): Promise<Snapshot> {
    const now = this.clock.now().getTime();
    if (this.snapshot && now - this.snapshot.readAt < PUBLIC_CONFIG_FRESH_MS) return this.snapshot;
    const reading = (this.reading ??= this.read(now).finally(() => {
      if (this.reading === reading) this.reading = null;
    }));
    return reading;
  }

  private async read(now: number): Promise<Snapshot> {
    const generation = this.generation;
    const rows = await this.repo.allItems();
    const snapshot = { readAt: now, byType: groupByType(rows) };
    if (generation === this.generation) this.snapshot = snapshot;
    return snapshot;
  }
}

function groupByType(rows: GlobalConfigRow[]): Map<number, readonly GlobalConfigItem[]> {
  const byType = new Map<number, GlobalConfigItem[]>();
  for (const r of rows) {
    const items = byType.get(r.type) ?? [];
    items.push(Object.freeze({ id: r.id, type: r.type, name: r.name, content: r.content }));
    byType.set(r.type, items);
  }
  return new Map([...byType].map(([type, items]) => [type, Object.freeze(items)]));
}
