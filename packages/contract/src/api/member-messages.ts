/**
 * The member's messages (docs/product-rules/messages.md): the unread count, the inbox page by page,
 * marking read. Seed calls: queryNewMessageCount (data: total), notices, queryMessageByUid (page,
 * size), batchRead, singleRead (id). A message is the seed's Notice (title, content, url) plus what
 * an inbox needs: its id, kind, time and whether it was read.
 */
import { z } from 'zod';

export const MESSAGE_KINDS = ['system', 'promotion'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Mobile and desktop pages ask for 10 (records' mobile size); a client may ask for up to 50. */
export const MESSAGES_PAGE_SIZE = 10;
export const MAX_MESSAGES_PAGE_SIZE = 50;
/** How many unread messages `notices` answers at most. */
export const MAX_NOTICES = 10;

export const messageCountData = z.object({ total: z.number().int().nonnegative() });
export type MessageCountData = z.infer<typeof messageCountData>;

export const noticeSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string(), url: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
export const noticesData = z.array(noticeSchema);

export const messagesQuery = z.object({
  /** Pages are numbered from 1, newest messages first. */
  page: z
    .string({ error: 'errors.invalid_page' })
    .regex(/^[0-9]{1,6}$/, { error: 'errors.invalid_page' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1, { error: 'errors.invalid_page' })
    .optional()
    .default(1),
  size: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= MAX_MESSAGES_PAGE_SIZE, { error: 'errors.invalid_quantity' })
    .optional()
    .default(MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.output<typeof messagesQuery>;

export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** Plain text; the client shows it as text, never as markup. */
  content: z.string(),
  /** An in-app route ('/records', '/complain-records') or ''. */
  url: z.string(),
  /** ISO time the message was written. */
  createTime: z.string(),
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const messagesPageData = z.object({
  list: z.array(memberMessageSchema),
  /** All of the member's messages, read or not. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MessagesPageData = z.infer<typeof messagesPageData>;

/** Ids are the positive integers the list answers; anything else is refused before any lookup. */
export const singleReadBody = z.object({
  id: z
    .string({ error: 'errors.invalid_message_id' })
    .regex(/^[1-9][0-9]{0,15}$/, { error: 'errors.invalid_message_id' })
    .transform((v) => Number(v)),
});

/** batchRead and singleRead answer the unread count left, so the badge needs no second call. */
export const readData = messageCountData;
