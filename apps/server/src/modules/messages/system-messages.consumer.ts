/**
 * The inbox's consumer of the activity stream: each deposit or withdrawal outcome becomes one
 * system message in the member's language, in the batch's transaction, keyed by the event id so a
 * replayed fact writes nothing new. After the batch commits, each member with a new message gets a
 * Notification push (lost at worst, never repeated: the written ids come from this batch only).
 *
 * A VIP level-up ("You reached V{n}") is engagement, not a money fact: a member whom eligibility
 * refuses marketing (DESIGN.md §10) gets none. Eligibility reads outside the batch's transaction, so
 * it is asked after commit and those messages are written then, with the same key (at most once:
 * a crash between the commit and this write loses the message, never the level, which is stored).
 */
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityEvent } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { memberLanguages } from '../members/index.js';
import { MemberMessagesRepo, type NewMessageRow } from './member-messages.repo.js';
import type { MessageAnnouncer } from './message-push.js';
import { isMessageFact, systemMessageText, type MessageEvent } from './system-message-texts.js';

export const SYSTEM_MESSAGES_CONSUMER = 'member-messages';

const isEngagement = (e: MessageEvent) => e.kind === 'vip.level_changed';

export function systemMessagesConsumer(d: {
  db: Db;
  currencySymbol: string;
  announce: MessageAnnouncer;
  eligibility: Pick<EligibilityService, 'check'>;
}): ActivityConsumer {
  const repo = new MemberMessagesRepo();
  let written: { id: string; memberId: string }[] = [];

  async function rowsOf(db: Db, facts: readonly MessageEvent[]): Promise<NewMessageRow[]> {
    const langs = await memberLanguages(db, [...new Set(facts.map((e) => e.memberId))]);
    return facts.map((e) => ({
      ...systemMessageText(e, langs.get(e.memberId) ?? 'en', d.currencySymbol),
      memberId: e.memberId,
      kind: 'system',
      sourceKey: `activity:${e.id}`,
      at: e.at,
    }));
  }

  /** The batch's engagement messages for the members eligibility allows marketing now. */
  async function writeEngagement(events: readonly ActivityEvent[]): Promise<{ id: string; memberId: string }[]> {
    const allowed: MessageEvent[] = [];
    for (const e of events.filter(isMessageFact).filter(isEngagement)) {
      if ((await d.eligibility.check(e.memberId, { purpose: 'marketing' })).ok) allowed.push(e);
    }
    if (allowed.length === 0) return [];
    return d.db.transaction().execute(async (trx) => repo.insert(trx, await rowsOf(trx, allowed)));
  }

  return {
    name: SYSTEM_MESSAGES_CONSUMER,
    async apply(trx, events) {
      written = [];
      const facts = events.filter(isMessageFact).filter((e) => !isEngagement(e));
      if (facts.length === 0) return;
      written = await repo.insert(trx, await rowsOf(trx, facts));
    },
    async afterCommit(events) {
      const done = written;
      written = [];
      const all = [...done, ...(await writeEngagement(events))];
      if (all.length > 0) await d.announce(all);
    },
  };
}
