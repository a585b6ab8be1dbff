/**
 * Promotional messages (docs/product-rules/messages.md#promotions): one send to many members, each
 * asked of eligibility first (purpose 'marketing'): a member who is self-excluded, on a time-out,
 * under a concern or review, or limit-locked gets nothing and is counted as skipped. The texts come
 * per language; a member whose language has none gets the English text. A send has its own id, so
 * running the same send twice writes each member's message once.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { EligibilityService } from '../eligibility/index.js';
import { memberLanguages } from '../members/index.js';
import { MemberMessagesRepo, type NewMessageRow } from './member-messages.repo.js';
import type { MessageAnnouncer } from './message-push.js';

export interface PromotionText {
  title: string;
  content: string;
}

export interface PromotionSend {
  /** Names the send (e.g. a campaign id); with the member it keys the message. */
  sendId: string;
  memberIds: readonly string[];
  /** Texts by language code; 'en' is required and is the fallback. */
  texts: { en: PromotionText } & Partial<Record<string, PromotionText>>;
  /** An in-app route or ''. */
  url: string;
}

export interface PromotionResult {
  sent: number;
  /** Restricted by eligibility: no message written. */
  skipped: number;
  /** Already sent by an earlier run of the same send, or not a member. */
  unchanged: number;
}

export class PromotionMessagesService {
  private readonly repo = new MemberMessagesRepo();

  constructor(
    private readonly deps: { db: Db; clock: Clock; eligibility: Pick<EligibilityService, 'check'>; announce: MessageAnnouncer },
  ) {}

  async sendPromotion(send: PromotionSend): Promise<PromotionResult> {
    const ids = [...new Set(send.memberIds)];
    const eligible: string[] = [];
    for (const memberId of ids) {
      if ((await this.deps.eligibility.check(memberId, { purpose: 'marketing' })).ok) eligible.push(memberId);
    }
    const at = this.deps.clock.now();
    const written = await this.deps.db.transaction().execute(async (trx) => {
      const langs = await memberLanguages(trx, eligible);
      const rows: NewMessageRow[] = eligible.flatMap((memberId) => {
        const lang = langs.get(memberId);
        if (lang === undefined) return [];
        const text = send.texts[lang] ?? send.texts.en;
        const sourceKey = `promotion:${send.sendId}:${memberId}`;
        return [{ memberId, kind: 'promotion', title: text.title, content: text.content, url: send.url, sourceKey, at }];
      });
      return this.repo.insert(trx, rows);
    });
    if (written.length > 0) await this.deps.announce(written);
    return { sent: written.length, skipped: ids.length - eligible.length, unchanged: eligible.length - written.length };
  }
}
