/**
 * Announces each promotion once when it starts (a leader-only job): an inbox message through the
 * messages module (which asks eligibility, purpose 'marketing') and a `Promotion/New` push to the
 * same members. The audience is the members who logged in within the last 30 days, at most 5,000
 * per promotion; the announcement is marked before sending, so a crash mid-send never sends twice.
 */
import { ImEvent, ImObject } from '@nyota/contract/im/names';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import type { EligibilityService } from '../eligibility/index.js';
import { membersLoggedInSince } from '../members/index.js';
import type { PromotionMessagesService } from '../messages/index.js';
import type { PromotionsService } from './promotions.service.js';

const AUDIENCE_DAYS = 30;
const AUDIENCE_MAX = 5_000;

export interface PromotionAnnouncerDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  promotions: PromotionsService;
  messages: Pick<PromotionMessagesService, 'sendPromotion'>;
  eligibility: Pick<EligibilityService, 'check'>;
}

/** Announces every running promotion not announced yet; returns how many members were pushed to. */
export async function announceStarted(d: PromotionAnnouncerDeps): Promise<number> {
  let pushed = 0;
  for (const p of await d.promotions.live()) {
    if (p.announcedAt !== null) continue;
    const now = d.clock.now();
    if (!(await d.promotions.repo.markAnnounced(d.db, p.id, now))) continue;
    const recent = await membersLoggedInSince(d.db, new Date(now.getTime() - AUDIENCE_DAYS * 86_400_000), AUDIENCE_MAX);
    const eligible: string[] = [];
    for (const memberId of recent)
      if ((await d.eligibility.check(memberId, { purpose: 'marketing' })).ok) eligible.push(memberId);
    const t = p.value.texts;
    await d.messages.sendPromotion({
      sendId: `promotion:${p.id}:${now.toISOString()}`,
      memberIds: eligible,
      texts: { en: { title: t.en.title, content: t.en.body }, sw: { title: t.sw.title, content: t.sw.body } },
      url: `/promotion/${p.id}`,
    });
    for (const memberId of eligible) {
      await pushToMember(d.bus, memberId, { object: ImObject.Promotion, event: ImEvent.New, data: { id: p.id } });
      pushed += 1;
    }
  }
  return pushed;
}
