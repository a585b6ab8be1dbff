/**
 * Staff edits of market settings (docs/staff-console.md#market-settings). A save, in one
 * transaction: lock the live document, refuse it if someone saved since the editor loaded it,
 * write the new value to global_config (what every reader uses), add the version row (who, when,
 * why, the whole value) and the audit row with before and after. After commit, `changed` drops the
 * per-node copies (public-config.ts) on this node and, over the bus, on the others.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { SETTING_KEYS, SETTINGS, type Setting, type SettingKey } from '@nyota/contract/staff/settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from '../staff/index.js';
import {
  checkPayItemLimits,
  decodeSetting,
  encodeSetting,
  SETTING_NAMES,
  validSetting,
  type SettingStore,
  type SettingValue,
} from './settings-codec.js';
import { settingChanges } from './setting-diff.js';
import type { SettingsRepo, VersionRow } from './settings.repo.js';

export interface SettingsActor {
  id: string;
  username: string;
}

export interface SettingsDeps {
  db: Db;
  repo: SettingsRepo;
  audit: Pick<AuditService, 'append'>;
  clock: Clock;
  /** Runs after a save commits: invalidate caches here and on other nodes. */
  changed: (type: number) => Promise<void>;
}

const HISTORY_LIMIT = 100;
/** Settings whose owner keeps them in its own tables; readable once the owner gave its store. */
const TABLE_BACKED: ReadonlySet<SettingKey> = new Set([
  'channels',
  'pay_items',
  'harm_markers',
  'offers',
  'vip',
  'tasks',
  'mall',
  'giveaway',
  'invite',
  'cash_rain',
]);

const versionView = (v: VersionRow) => ({
  version: v.version,
  staff: v.staffName,
  at: v.createdAt.toISOString(),
  reason: v.reason,
});

export class SettingsService {
  private readonly stores = new Map<SettingKey, SettingStore>();

  constructor(private readonly d: SettingsDeps) {}

  /** The owning module hands over a setting kept in its own tables (composition.ts). */
  useStore(key: SettingKey, store: SettingStore): void {
    this.stores.set(key, store);
  }

  /** The keys that can be read now: a table-backed one only once its owner has given its store. */
  private keys(): SettingKey[] {
    return SETTING_KEYS.filter((k) => !TABLE_BACKED.has(k) || this.stores.has(k));
  }

  async list(): Promise<Setting[]> {
    return Promise.all(this.keys().map((key) => this.one(key)));
  }

  async one(key: SettingKey): Promise<Setting> {
    const { type } = SETTINGS[key];
    const store = this.stores.get(key);
    const [value, latest] = await Promise.all([
      store ? store.read(this.d.db) : this.d.repo.live(this.d.db, type).then((c) => decodeSetting(key, c)),
      this.d.repo.latest(this.d.db, type),
    ]);
    return { key, value, current: latest ? versionView(latest) : null };
  }

  async save(
    actor: SettingsActor,
    input: { key: SettingKey; value: unknown; baseVersion: number; reason: string },
  ): Promise<Setting> {
    const { key } = input;
    const value = validSetting(key, input.value);
    if (key === 'pay_items') checkPayItemLimits(value, (await this.one('deposit')).value);
    const { type } = SETTINGS[key];
    const content = encodeSetting(key, value);
    const store = this.stores.get(key);
    await this.d.db.transaction().execute(async (trx) => {
      const before = store ? await this.writeStore(trx, store, type, value) : await this.writeLive(trx, key, content);
      const latest = await this.d.repo.latest(trx, type);
      if ((latest?.version ?? 0) !== input.baseVersion) throw new AppError(ErrorCode.SETTINGS_STALE, 'errors.settings_stale');
      const version = input.baseVersion + 1;
      const at = this.d.clock.now();
      await this.d.repo.insertVersion(trx, {
        type,
        version,
        content,
        reason: input.reason,
        staffId: actor.id,
        staffName: actor.username,
        at,
      });
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'settings.save',
        target: `settings:${key}@${version}`,
        before,
        after: value,
        reason: input.reason,
      });
    });
    await this.d.changed(type);
    return this.one(key);
  }

  /** The live global_config document, locked, replaced; returns the value before. */
  private async writeLive(trx: Db, key: SettingKey, content: string): Promise<SettingValue | null> {
    const { type } = SETTINGS[key];
    const live = await this.d.repo.lockLive(trx, type);
    if (live) await this.d.repo.updateLive(trx, live.id, content);
    else await this.d.repo.insertLive(trx, type, SETTING_NAMES[key], content);
    return live ? decodeSetting(key, live.content) : null;
  }

  /** A table-backed setting: saves are serialised on the version row's lock (the newest version, for update). */
  private async writeStore(trx: Db, store: SettingStore, type: number, value: SettingValue): Promise<SettingValue> {
    await this.d.repo.lockLatest(trx, type);
    const before = await store.read(trx);
    await store.write(trx, value);
    return before;
  }

  async history(key: SettingKey) {
    const rows = await this.d.repo.versions(this.d.db, SETTINGS[key].type, HISTORY_LIMIT + 1);
    return rows.slice(0, HISTORY_LIMIT).map((row, i) => {
      const value: SettingValue = decodeSetting(key, row.content);
      const prev = rows[i + 1];
      return { ...versionView(row), value, changes: prev ? settingChanges(decodeSetting(key, prev.content), value) : [] };
    });
  }
}
