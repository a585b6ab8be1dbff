/**
 * The promotions console (docs/staff-console.md#promotions): staff list, create and change
 * promotions. A save, in one transaction: lock the promotion, refuse it if someone saved since the
 * editor loaded it, write the live value (what players read at once, on every node: the player
 * routes read the table on each call), add the version row (who, when, why, the whole value) and
 * the audit row with before and after. A value that does not pass promotionSchema changes nothing.
 *
 * The budget a promotion is seeded with (once, at its first claim: promotions.service.ts) moves
 * money, so the editor may set it only up to campaign funding's four-eyes threshold; more is a
 * Fund request on the Budgets page, which a second staff member approves. An unchanged figure
 * (a seeded default's) may stay as it is.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { Promotion } from '@nyota/contract/staff/promotion-schemas';
import type { StaffPromotion } from '@nyota/contract/staff/schemas-promotions';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from '../staff/index.js';
import { checkSlug, storedPromotion, validPromotion } from './promotion-validation.js';
import type { PromotionsRepo, VersionRow } from './promotions.repo.js';

export interface PromotionsConsoleDeps {
  db: Db;
  clock: Clock;
  repo: PromotionsRepo;
  audit: Pick<AuditService, 'append'>;
  budgetLimit: { max: number; currencySymbol: string };
}

export interface PromotionActor {
  id: string;
  username: string;
}

const HISTORY_LIMIT = 100;
const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');

/**
 * A changed promotion is announced again only when its start is news: switched on, or given
 * another start. A corrected text or budget does not push every player a second time.
 */
function startIsNews(before: Promotion | null, after: Promotion): boolean {
  if (!before) return after.enabled;
  return (after.enabled && !before.enabled) || after.startsAt !== before.startsAt;
}

export class PromotionsConsole {
  constructor(private readonly d: PromotionsConsoleDeps) {}

  /** Every promotion (running or not) by its order; a stored value that no longer parses is left out. */
  async list(): Promise<StaffPromotion[]> {
    const [rows, latest] = await Promise.all([this.d.repo.all(this.d.db), this.d.repo.versions(this.d.db, null, 10_000)]);
    const byId = new Map(latest.map((v) => [v.promotionId, v]));
    const items = rows.flatMap((r) => {
      const value = storedPromotion(r.value);
      return value ? [view(r.id, r.slug, value, byId.get(r.id))] : [];
    });
    return items.sort((a, b) => a.value.sort - b.value.sort || Number(a.id) - Number(b.id));
  }

  async create(actor: PromotionActor, input: { slug: string; value: unknown; reason: string }): Promise<StaffPromotion> {
    checkSlug(input.slug);
    const value = validPromotion(input.value);
    this.checkBudget(null, value);
    const json = JSON.stringify(value);
    const at = this.d.clock.now();
    const id = await this.d.db.transaction().execute(async (trx) => {
      const created = await this.d.repo.create(trx, input.slug, json, at);
      if (!created) throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.promotion_slug_taken');
      await this.d.repo.insertVersion(trx, {
        promotionId: created,
        version: 1,
        value: json,
        reason: input.reason,
        staff: actor,
        at,
      });
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'promotions.create',
        target: `promotion:${input.slug}@1`,
        after: value,
        reason: input.reason,
      });
      return created;
    });
    return this.one(id);
  }

  async update(
    actor: PromotionActor,
    input: { id: string; value: unknown; baseVersion: number; reason: string },
  ): Promise<StaffPromotion> {
    const value = validPromotion(input.value);
    return this.write(actor, input, () => value);
  }

  /** Switches a promotion on or off: a new version of its value with only `enabled` changed. */
  async switch(
    actor: PromotionActor,
    input: { id: string; enabled: boolean; baseVersion: number; reason: string },
  ): Promise<StaffPromotion> {
    return this.write(actor, input, (before) => {
      if (!before) throw notFound();
      return validPromotion({ ...before, enabled: input.enabled });
    });
  }

  async history(id: string) {
    const rows = await this.d.repo.versions(this.d.db, id, HISTORY_LIMIT);
    return rows.map((v) => ({
      version: v.version,
      staff: v.staffName,
      at: v.at.toISOString(),
      reason: v.reason,
      value: storedPromotion(v.value),
    }));
  }

  private async write(
    actor: PromotionActor,
    input: { id: string; baseVersion: number; reason: string },
    next: (before: Promotion | null) => Promotion,
  ): Promise<StaffPromotion> {
    await this.d.db.transaction().execute(async (trx) => {
      const row = await this.d.repo.lock(trx, input.id);
      if (!row) throw notFound();
      const [latest] = await this.d.repo.versions(trx, input.id, 1);
      const current = latest?.version ?? 0;
      if (current !== input.baseVersion) throw new AppError(ErrorCode.SETTINGS_STALE, 'errors.settings_stale');
      const before = storedPromotion(row.value);
      const value = next(before);
      this.checkBudget(before, value);
      const json = JSON.stringify(value);
      const at = this.d.clock.now();
      const version = current + 1;
      await this.d.repo.update(trx, input.id, json, at, startIsNews(before, value));
      await this.d.repo.insertVersion(trx, {
        promotionId: input.id,
        version,
        value: json,
        reason: input.reason,
        staff: actor,
        at,
      });
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'promotions.save',
        target: `promotion:${row.slug}@${version}`,
        before,
        after: value,
        reason: input.reason,
      });
    });
    return this.one(input.id);
  }

  private checkBudget(before: Promotion | null, after: Promotion): void {
    const { max, currencySymbol } = this.d.budgetLimit;
    if (after.budget <= max || after.budget === before?.budget) return;
    throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.promotion_budget_four_eyes', {
      max: formatMoneyInText(max, currencySymbol),
    });
  }

  private async one(id: string): Promise<StaffPromotion> {
    const found = (await this.list()).find((p) => p.id === id);
    if (!found) throw notFound();
    return found;
  }
}

function view(id: string, slug: string, value: Promotion, latest: VersionRow | undefined): StaffPromotion {
  return {
    id,
    slug,
    value,
    version: latest?.version ?? 0,
    updatedAt: (latest?.at ?? new Date(0)).toISOString(),
    updatedBy: latest?.staffName ?? 'system',
  };
}
