/** Every member-scoped query key starts with 'me', so logout drops them all at once (and the level with them). */
export const ME_KEY = ['me'] as const;
export const MEMBER_INFO_KEY = ['me', 'info'] as const;
