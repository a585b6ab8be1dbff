/**
 * Staff campaign messages (docs/staff-console.md#campaign-messages): a message in en and sw to an
 * audience (all members, depositors, non-depositors, or members without a sign-in for N days),
 * sent now or at a set time by the leader job. Each send goes through `sendPromotion`, so each
 * member is asked of eligibility ('marketing') and gets the send at most once, whoever runs it.
 * A send is claimed by a conditional update (scheduled → sending), so two runs never both start it.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { CampaignMessage, CampaignMessageInput, MessageAudience } from '@nyota/contract/staff/schemas-campaigns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor, AuditService } from '../staff/index.js';
import { CampaignMessagesRepo, type CampaignMessageRow } from './campaign-messages.repo.js';
import type { PromotionMessagesService } from './promotion-messages.service.js';

/** Who is in an audience, read through the modules owning those facts (members, payments). */
export interface CampaignAudienceSource {
  /** Members; with a date, only those with no sign-in since then (never signed in: joined before it). */
  members(inactiveSince: Date | null): Promise<string[]>;
  /** Members with at least one successful deposit. */
  depositors(): Promise<string[]>;
}

const DAY_MS = 86_400_000;
/** A send still `sending` this long after it was claimed was left by a node that stopped; it is resumed. */
const STALE_MS = 10 * 60_000;
/** A schedule a little in the past (a slow form) is sent now rather than refused. */
const PAST_GRACE_MS = 60_000;

export interface CampaignMessagesDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  promotions: Pick<PromotionMessagesService, 'sendPromotion'>;
  audience: CampaignAudienceSource;
}

export function toCampaignMessage(r: CampaignMessageRow): CampaignMessage {
  return {
    id: r.id,
    title: r.texts.en.title,
    audience: r.audience,
    inactiveDays: r.inactiveDays,
    sendAt: r.sendAt.toISOString(),
    // A send in progress shows as scheduled: it has not finished.
    status: r.status === 'sending' ? 'scheduled' : r.status,
    createdBy: r.createdByName,
    sentAt: r.sentAt?.toISOString() ?? null,
    sent: r.sent,
    skipped: r.skipped,
  };
}

export class CampaignMessagesService {
  private readonly repo = new CampaignMessagesRepo();

  constructor(private readonly d: CampaignMessagesDeps) {}

  async list(): Promise<CampaignMessage[]> {
    return (await this.repo.list(this.d.db, 100)).map(toCampaignMessage);
  }

  /** Stores it (audited); without a time it is sent before answering. */
  async create(actor: Actor, input: CampaignMessageInput): Promise<CampaignMessage> {
    const now = this.d.clock.now();
    const sendAt = input.sendAt === null ? now : new Date(input.sendAt);
    if (sendAt.getTime() < now.getTime() - PAST_GRACE_MS)
      throw new AppError(ErrorCode.VALIDATION, 'errors.campaign_send_at_past');
    const inactiveDays = input.audience === 'inactive' ? input.inactiveDays : null;
    const id = await this.d.db.transaction().execute(async (trx) => {
      const created = await this.repo.insert(trx, {
        texts: input.texts,
        url: input.url,
        audience: input.audience,
        inactiveDays,
        sendAt: sendAt < now ? now : sendAt,
        createdBy: actor.id,
        reason: input.reason,
        at: now,
      });
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'campaign_message.create',
        target: `campaign_message:${created}`,
        after: { audience: input.audience, inactiveDays, sendAt: sendAt.toISOString(), texts: input.texts, url: input.url },
        reason: input.reason,
      });
      return created;
    });
    if (input.sendAt === null) await this.run(id);
    return this.get(id);
  }

  async cancel(actor: Actor, id: string, reason: string): Promise<CampaignMessage> {
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.repo.cancel(trx, id))) throw new AppError(ErrorCode.VALIDATION, 'errors.campaign_message_not_scheduled');
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'campaign_message.cancel',
        target: `campaign_message:${id}`,
        before: { status: 'scheduled' },
        after: { status: 'cancelled' },
        reason,
      });
    });
    return this.get(id);
  }

  /** The leader job: every send that is due, and any left half-way by a node that stopped. */
  async runDue(): Promise<number> {
    const now = this.d.clock.now();
    const ids = await this.repo.due(this.d.db, now, new Date(now.getTime() - STALE_MS), 20);
    let ran = 0;
    for (const id of ids) if (await this.run(id)) ran += 1;
    return ran;
  }

  private async run(id: string): Promise<boolean> {
    const now = this.d.clock.now();
    if (!(await this.repo.claim(this.d.db, id, now, new Date(now.getTime() - STALE_MS)))) return false;
    const row = await this.repo.get(this.d.db, id);
    if (!row) return false;
    const memberIds = await this.members(row.audience, row.inactiveDays);
    const sendId = `campaign-${id}`;
    const result = await this.d.promotions.sendPromotion({ sendId, memberIds, texts: row.texts, url: row.url });
    await this.repo.finish(this.d.db, id, { sendId, skipped: result.skipped, at: this.d.clock.now() });
    return true;
  }

  private async members(audience: MessageAudience, inactiveDays: number | null): Promise<string[]> {
    const a = this.d.audience;
    if (audience === 'depositors') return a.depositors();
    if (audience === 'inactive') return a.members(new Date(this.d.clock.now().getTime() - (inactiveDays ?? 0) * DAY_MS));
    const all = await a.members(null);
    if (audience === 'all') return all;
    const paid = new Set(await a.depositors());
    return all.filter((m) => !paid.has(m));
  }

  private async get(id: string): Promise<CampaignMessage> {
    const row = await this.repo.get(this.d.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return toCampaignMessage(row);
  }
}
