/**
 * Notification/New: a message reached the member's inbox (docs/product-rules/messages.md). Carries
 * the new message's id and the member's unread count after it, so the badge updates without a call;
 * the message itself is read over HTTP. A hint: a client that missed it asks queryNewMessageCount.
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

export const notificationNewData = z.object({ id: z.int(), unread: z.int() });
export type NotificationNew = z.infer<typeof notificationNewData>;

export const notificationNew = z.object({
  object: z.literal(ImObject.Notification),
  event: z.literal(ImEvent.New),
  data: notificationNewData,
});
