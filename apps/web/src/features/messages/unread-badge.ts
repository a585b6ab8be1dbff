/** The unread badge's text (seed: shows 99+ above 99); empty when nothing is unread. */
export const UNREAD_BADGE_MAX = 99;

export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
