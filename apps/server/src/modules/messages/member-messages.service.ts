/**
 * The member's inbox (docs/product-rules/messages.md): the unread count, notices, pages newest
 * first, and marking read. Every read and write is scoped to the caller, so someone else's message
 * id answers exactly as a missing one and changes nothing.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { MAX_NOTICES, type MemberMessage, type MessagesPageData, type Notice } from '@nyota/contract/api/member-messages';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { MemberMessagesRepo, type MessageRow } from './member-messages.repo.js';

export class MemberMessagesService {
  private readonly repo = new MemberMessagesRepo();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  unread(memberId: string): Promise<number> {
    return this.repo.countUnread(this.db, memberId);
  }

  async notices(memberId: string): Promise<Notice[]> {
    const rows = await this.repo.unreadNewest(this.db, memberId, MAX_NOTICES);
    return rows.map((r) => ({ id: Number(r.id), title: r.title, content: r.content, url: r.url }));
  }

  async page(memberId: string, page: number, size: number): Promise<MessagesPageData> {
    const [rows, total] = await Promise.all([
      this.repo.page(this.db, memberId, (page - 1) * size, size),
      this.repo.countAll(this.db, memberId),
    ]);
    return { list: rows.map(toMessage), total, page, size };
  }

  /** Marks one message read; answers the unread count left. Reading a read message again is fine. */
  async readOne(memberId: string, id: number): Promise<number> {
    const key = String(id);
    if (!(await this.repo.owns(this.db, memberId, key))) throw new AppError(ErrorCode.NOT_FOUND, 'errors.message_not_found');
    await this.repo.markRead(this.db, memberId, key, this.clock.now());
    return this.unread(memberId);
  }

  /** Read All: every unread message of the member, whatever page the screen shows; answers 0. */
  async readAll(memberId: string): Promise<number> {
    await this.repo.markAllRead(this.db, memberId, this.clock.now());
    return this.unread(memberId);
  }
}

function toMessage(r: MessageRow): MemberMessage {
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    content: r.content,
    url: r.url,
    createTime: r.createdAt.toISOString(),
    read: r.readAt !== null,
  };
}
