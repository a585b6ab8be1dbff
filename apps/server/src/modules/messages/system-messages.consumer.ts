/**
 * The inbox's consumer of the activity stream: each deposit or withdrawal outcome becomes one
 * system message in the member's language, in the batch's transaction, keyed by the event id so a
 * replayed fact writes nothing new. After the batch commits, each member with a new message gets a
 * Notification push (lost at worst, never repeated: the written ids come from this batch only).
 */
import type { ActivityConsumer } from '../activity/index.js';
import { memberLanguages } from '../members/index.js';
import { MemberMessagesRepo, type NewMessageRow } from './member-messages.repo.js';
import type { MessageAnnouncer } from './message-push.js';
import { isMessageFact, systemMessageText } from './system-message-texts.js';

export const SYSTEM_MESSAGES_CONSUMER = 'member-messages';

export function systemMessagesConsumer(d: { currencySymbol: string; announce: MessageAnnouncer }): ActivityConsumer {
  const repo = new MemberMessagesRepo();
  let written: { id: string; memberId: string }[] = [];
  return {
    name: SYSTEM_MESSAGES_CONSUMER,
    async apply(trx, events) {
      written = [];
      const facts = events.filter(isMessageFact);
      if (facts.length === 0) return;
      const langs = await memberLanguages(trx, [...new Set(facts.map((e) => e.memberId))]);
      const rows: NewMessageRow[] = facts.map((e) => ({
        ...systemMessageText(e, langs.get(e.memberId) ?? 'en', d.currencySymbol),
        memberId: e.memberId,
        kind: 'system',
        sourceKey: `activity:${e.id}`,
        at: e.at,
      }));
      written = await repo.insert(trx, rows);
    },
    async afterCommit() {
      const done = written;
      written = [];
      if (done.length > 0) await d.announce(done);
    },
  };
}
