import { describe, expect, it } from 'vitest';
import { unreadBadge } from './unread-badge';

describe('unreadBadge', () => {
  it('shows nothing at 0, the count up to 99 and 99+ above', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(12_345)).toBe('99+');
  });
});
