/**
 * Cash rain's schedule as a staff setting (key `cash_rain`, config type 9160): the config module
 * versions and audits a save and calls this store in its transaction. A save also brings the rounds
 * table in line: a new round gets its seed committed and its packets cut from its tier table now
 * (so the hash is public before it begins) and its pot moved into the campaign budget; a round keeps
 * its window start and table once saved; its end may move (ending it early takes effect at once);
 * a round not yet begun may be removed (cancelled), a running one may not, an ended one leaves the
 * document but stays in the table and on the console.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  cashRainSettingsSchema,
  DEFAULT_CASH_RAIN_SETTINGS,
  type CashRainRoundSetting,
  type CashRainSettings,
} from '@nyota/contract/staff/cash-rain-settings-schemas';
import { cashRainCommitment, cashRainPackets, cashRainPot } from '@nyota/fairness/cash-rain';
import { newServerSeed } from '@nyota/fairness/seed-pair';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import type { CashRainRoundsRepo, RoundRow } from './cash-rain-rounds.repo.js';
import { CashRainSettingsRepo } from './cash-rain-settings.repo.js';

/** The campaign whose budget pays every packet (`budget:cash-rain`). */
export const CASH_RAIN_CAMPAIGN = 'cash-rain';

export interface CashRainSettingStore {
  read(db: Db): Promise<Record<string, unknown>>;
  write(trx: Db, value: Record<string, unknown>): Promise<void>;
}

const settingsRepo = new CashRainSettingsRepo();

export async function readCashRainSettings(db: Db): Promise<CashRainSettings> {
  const parsed = cashRainSettingsSchema.safeParse(await settingsRepo.read(db));
  return parsed.success ? parsed.data : DEFAULT_CASH_RAIN_SETTINGS;
}

const invalid = (field: string) => new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });

interface SyncDeps {
  rounds: CashRainRoundsRepo;
  rewards: Pick<RewardsService, 'fund'>;
  now: () => Date;
}

/** Creates a round: row, committed seed, shuffled packets, and its pot funded into the budget. */
async function createRound(trx: Db, d: SyncDeps, r: CashRainRoundSetting, now: Date): Promise<void> {
  const seed = newServerSeed();
  const pot = cashRainPot(r.tiers);
  const beginsAt = new Date(r.begin);
  const endsAt = new Date(r.end);
  const count = r.tiers.reduce((n, t) => n + t.count, 0);
  const id = await d.rounds.insert(
    trx,
    { key: r.key, beginsAt, endsAt, tiers: r.tiers, pot, seed, seedHash: cashRainCommitment(seed), at: now },
    count,
  );
  await d.rounds.insertPackets(trx, id, cashRainPackets(seed, id, r.tiers));
  await d.rewards.fund(CASH_RAIN_CAMPAIGN, BonusType.CASH, pot, `cash-rain:round:${id}:pot`, { trx });
}

/**
 * A saved round may only move its end (never back past now); its start and table are fixed. Answers
 * the end in force, which the saved document records (an end already past becomes the save's time).
 */
async function updateRound(trx: Db, d: SyncDeps, r: CashRainRoundSetting, row: RoundRow, i: number, now: Date): Promise<string> {
  if (Date.parse(r.begin) !== row.beginsAt.getTime()) throw invalid(`rounds.${i}.begin`);
  if (JSON.stringify(r.tiers) !== JSON.stringify(row.tiers)) throw invalid(`rounds.${i}.tiers`);
  const end = Date.parse(r.end);
  if (end === row.endsAt.getTime()) return row.endsAt.toISOString();
  if (row.endsAt <= now) {
    // An ended round stays ended: an end in the past is read as "as it was".
    if (end <= now.getTime()) return row.endsAt.toISOString();
    throw invalid(`rounds.${i}.end`);
  }
  const next = new Date(Math.max(end, now.getTime(), row.beginsAt.getTime() + 1));
  await d.rounds.setEnd(trx, row.id, next);
  return next.toISOString();
}

/** Brings the rounds table in line with the document; answers the document with the ends in force. */
async function syncRounds(trx: Db, d: SyncDeps, doc: CashRainSettings): Promise<CashRainSettings> {
  const now = d.now();
  const saved = new Map((await d.rounds.all(trx)).map((r) => [r.key, r] as const));
  const rounds: CashRainRoundSetting[] = [];
  for (const [i, r] of doc.rounds.entries()) {
    const row = saved.get(r.key);
    if (row) rounds.push({ ...r, end: await updateRound(trx, d, r, row, i, now) });
    else if (Date.parse(r.end) <= now.getTime()) throw invalid(`rounds.${i}.end`);
    else {
      await createRound(trx, d, r, now);
      rounds.push(r);
    }
  }
  const kept = new Set(doc.rounds.map((r) => r.key));
  for (const row of saved.values()) {
    if (kept.has(row.key) || row.endsAt <= now) continue;
    if (row.beginsAt <= now) throw invalid('rounds');
    await d.rounds.delete(trx, row.id);
  }
  return { ...doc, rounds };
}

export function cashRainSettingStore(d: SyncDeps): CashRainSettingStore {
  return {
    async read(db) {
      return { ...(await readCashRainSettings(db)) };
    },
    async write(trx, value) {
      const parsed = cashRainSettingsSchema.safeParse(value);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.join('.') ?? 'cash_rain');
      const inForce = await syncRounds(trx, d, parsed.data);
      await settingsRepo.write(trx, JSON.stringify(inForce), d.now());
    },
  };
}
