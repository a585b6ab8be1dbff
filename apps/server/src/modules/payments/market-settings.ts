/**
 * The pay channels' on/off switches and the deposit presets (pay items) as settings the config
 * module versions and audits (docs/staff-console.md#market-settings). Payments owns the tables, so
 * the config module reads and writes them only through these stores, inside its saving
 * transaction. Deposits read both tables on every request, so a save applies to the next one.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { channelsSettingSchema, payItemsSettingSchema } from '@nyota/contract/staff/settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { MarketSettingsRepo } from './market-settings.repo.js';

export interface PaymentSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

const invalid = (field: string) => new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });

export function paymentSettingStores(market: string): { channels: PaymentSettingStore; pay_items: PaymentSettingStore } {
  const repo = new MarketSettingsRepo();
  return {
    channels: {
      async read(db) {
        return { channels: await repo.channels(db, market) };
      },
      async write(trx, value) {
        const parsed = channelsSettingSchema.safeParse(value);
        if (!parsed.success) throw invalid('channels');
        for (const [i, c] of parsed.data.channels.entries()) {
          // Only the switch is edited here; an id of another market or none at all refuses the whole save.
          if ((await repo.setChannelEnabled(trx, market, c.id, c.enabled)) !== 1) throw invalid(`channels.${i}.id`);
        }
      },
    },
    pay_items: {
      async read(db) {
        return { items: await repo.enabledPayItems(db, market) };
      },
      async write(trx, value) {
        const parsed = payItemsSettingSchema.safeParse(value);
        if (!parsed.success) throw invalid('items');
        const known = await repo.payItemIds(trx, market);
        for (const [i, item] of parsed.data.items.entries()) {
          if (item.id !== null && !known.has(item.id)) throw invalid(`items.${i}.id`);
        }
        await repo.disableAllPayItems(trx, market);
        for (const [i, item] of parsed.data.items.entries()) await repo.upsertPayItem(trx, market, item, i + 1);
      },
    },
  };
}
