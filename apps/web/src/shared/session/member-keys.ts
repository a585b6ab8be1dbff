/** Every member-scoped query key starts with 'me', so logout drops them all at once (and the level with them). */
export const ME_KEY = ['me'] as const;
export const MEMBER_INFO_KEY = ['me', 'info'] as const;
/** The member's messages (features/messages): the list and the unread count under one prefix. */
export const MESSAGES_KEY = ['me', 'messages'] as const;
export const MESSAGE_COUNT_KEY = ['me', 'messages', 'count'] as const;
