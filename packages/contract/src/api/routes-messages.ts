/** The member's messages (docs/product-rules/messages.md). Composed into `routes` (routes.ts). */
import { emptyBody } from './member.js';
import * as m from './member-messages.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

export const messageRoutes = {
  messageCount: route({
    ...apiPaths.messageCount,
    auth: 'member',
    input: emptyBody,
    output: m.messageCountData,
    summary: 'How many of the member’s messages are unread',
  }),
  messageNotices: route({
    ...apiPaths.messageNotices,
    auth: 'member',
    input: emptyBody,
    output: m.noticesData,
    summary: 'The newest unread messages (at most 10) as notices: title, content, url',
  }),
  messageList: route({
    ...apiPaths.messageList,
    auth: 'member',
    input: m.messagesQuery,
    output: m.messagesPageData,
    summary: 'The member’s messages, newest first, a page at a time',
  }),
  messageBatchRead: route({
    ...apiPaths.messageBatchRead,
    auth: 'member',
    input: emptyBody,
    output: m.readData,
    summary: 'Mark every unread message of the member read (Read All)',
  }),
  messageSingleRead: route({
    ...apiPaths.messageSingleRead,
    auth: 'member',
    input: m.singleReadBody,
    output: m.readData,
    summary: 'Mark one of the member’s messages read',
  }),
} as const;
