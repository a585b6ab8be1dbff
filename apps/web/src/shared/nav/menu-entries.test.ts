import { describe, expect, it, vi } from 'vitest';
import { gateMenuEntry, isEntryCurrent, MENU_ENTRIES } from './menu-entries';
import { guestAccess } from './route-names';

const entry = (id: string) => {
  const e = MENU_ENTRIES.find((m) => m.id === id);
  if (!e) throw new Error(id);
  return e;
};

describe('menu entries for visitors', () => {
  it('Cash Giving, VIP Rewards and Gifts ask a visitor to log in, then lead to their page', () => {
    for (const id of ['cash-giving', 'vip-rewards', 'gifts']) {
      const ask = vi.fn();
      const event = { preventDefault: vi.fn() };
      expect(gateMenuEntry(entry(id), true, event, ask)).toBe(true);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(ask).toHaveBeenCalledWith(entry(id).to);
    }
  });

  it('members follow them, and the open entries stay open to visitors', () => {
    const ask = vi.fn();
    expect(gateMenuEntry(entry('gifts'), false, { preventDefault: vi.fn() }, ask)).toBe(false);
    for (const id of ['lobby', 'promotion', 'vip', 'coin-spin', 'cash-draw', 'cashback', 'download']) {
      expect(gateMenuEntry(entry(id), true, { preventDefault: vi.fn() }, ask)).toBe(false);
      expect(guestAccess(entry(id).to)).toBe('open');
    }
    expect(ask).not.toHaveBeenCalled();
  });

  it('the wallet entries and Task Center are gated by their routes', () => {
    expect(guestAccess(entry('deposit').to)).toBe('prompt');
    expect(guestAccess(entry('withdraw').to)).toBe('prompt');
    expect(guestAccess(entry('task-center').to)).toBe('login');
    expect(guestAccess(entry('cash-giving').to)).toBe('login');
  });
});

describe('the current entry', () => {
  const current = (pathname: string, hash = '') => MENU_ENTRIES.filter((e) => isEntryCurrent(e, pathname, hash)).map((e) => e.id);

  it('marks one entry on a page two entries lead to', () => {
    expect(current('/vip')).toEqual(['vip']);
    expect(current('/vip', '#rewards')).toEqual(['vip-rewards']);
    expect(current('/vip', '#other')).toEqual(['vip']);
  });

  it('marks the lobby only on the home page, and an entry on its sub-pages', () => {
    expect(current('/')).toEqual(['lobby']);
    expect(current('/deposit')).toEqual(['deposit']);
    expect(current('/mall/1')).toEqual(['cash-draw']);
    expect(current('/vipx')).toEqual([]);
  });
});
