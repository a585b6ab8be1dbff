import { describe, expect, it } from 'vitest';
import { APP_ROOTS, RESERVED_ROOTS, ROUTE_PATHS } from './route-names';
import { parseRoutePrefix } from './route-prefix';

describe('the invite prefix of every route', () => {
  it('reads a code, and a channel after it, in front of any page', () => {
    expect(parseRoutePrefix('/ABC123')).toEqual({ invite: { code: 'ABC123', channel: '' }, route: '/' });
    expect(parseRoutePrefix('/ABC123/whatsapp')).toEqual({ invite: { code: 'ABC123', channel: 'whatsapp' }, route: '/' });
    expect(parseRoutePrefix('/ABC123/deposit')).toEqual({ invite: { code: 'ABC123', channel: '' }, route: '/deposit' });
    expect(parseRoutePrefix('/abc123/sms_1/records/2')).toEqual({
      invite: { code: 'abc123', channel: 'sms_1' },
      route: '/records/2',
    });
    expect(parseRoutePrefix('/ABC123/games/7/demo').route).toBe('/games/7/demo');
    expect(parseRoutePrefix('/ABC123/Deposit').route).toBe('/Deposit');
  });

  it('leaves paths without a prefix as they are', () => {
    for (const p of ['/', '/deposit', '/records/2', '/games/7/play', '/complain-records/1/x/0/1']) {
      expect(parseRoutePrefix(p)).toEqual({ invite: null, route: p });
    }
  });

  it('never takes a page, a named route or a server path for a code, in any case', () => {
    const names = [...APP_ROOTS, ...RESERVED_ROOTS];
    expect(names).toContain('room');
    for (const name of names) {
      for (const p of [`/${name}`, `/${name.toUpperCase()}`, `/${name}/x`]) expect(parseRoutePrefix(p).invite).toBeNull();
    }
  });

  it('reserves the first segment of every path in the route table', () => {
    for (const path of Object.values(ROUTE_PATHS)) {
      const first = path.split('/')[0] ?? '';
      expect(parseRoutePrefix(`/${first}`).invite, first).toBeNull();
    }
  });

  it('takes a route name after the code as the page, not as a channel', () => {
    expect(parseRoutePrefix('/ABC123/room')).toEqual({ invite: null, route: '/ABC123/room' });
    expect(parseRoutePrefix('/ABC123/vip')).toEqual({ invite: { code: 'ABC123', channel: '' }, route: '/vip' });
  });

  it('stores nothing from malformed or mistyped deep paths', () => {
    for (const p of ['', '/ABC-123', '/ABCDEFGHIJKLMNOPQ', '/ABC123/<script>', '/%E0%A4%A', '/no/such/page/here', '/a/b/c']) {
      expect(parseRoutePrefix(p).invite).toBeNull();
    }
  });
});
