import { describe, expect, it } from 'vitest';
import { FakeCookieJar } from '../../test-support/fake-cookie-jar';
import { captureReferral, parseRootInvite, storedInvite } from './referral';

describe('root path invite parsing', () => {
  it('reads the invite code and optional channel', () => {
    expect(parseRootInvite('/ABC123')).toEqual({ code: 'ABC123', channel: '' });
    expect(parseRootInvite('/ABC123/whatsapp')).toEqual({ code: 'ABC123', channel: 'whatsapp' });
    expect(parseRootInvite('/abc123/sms_1/')).toEqual({ code: 'abc123', channel: 'sms_1' });
  });

  it('never takes a route name or server path for an invite code (any case)', () => {
    for (const p of [
      '/deposit',
      '/Deposit',
      '/deposit/x',
      '/profile',
      '/bonuscenter',
      '/docs',
      '/healthz',
      '/games/1',
      '/home',
    ]) {
      expect(parseRootInvite(p)).toBeNull();
    }
  });

  it('refuses empty, too deep and malformed paths', () => {
    for (const p of ['/', '', '/a/b/c', '/ABC-123', '/ABCDEFGHIJKLMNOPQ', '/ABC123/<script>', '/%E0%A4%A']) {
      expect(parseRootInvite(p)).toBeNull();
    }
  });
});

describe('referral cookies', () => {
  it('stores code and channel for one day, and referrer and landing page on the first visit only', () => {
    const jar = new FakeCookieJar();
    captureReferral({ pathname: '/ABC123/whatsapp', landing: '/ABC123/whatsapp?x=1', referrer: 'https://wa.me/' }, jar);
    expect(storedInvite(jar)).toEqual({ code: 'ABC123', channel: 'whatsapp' });
    expect(jar.store.get('inviteCode')?.attributes).toContain('Max-Age=86400');
    expect(jar.store.get('landingPage')?.value).toBe(encodeURIComponent('/ABC123/whatsapp?x=1'));
    expect(jar.store.get('referrer')?.value).toBe(encodeURIComponent('https://wa.me/'));

    // A later visit through another invite updates the invite but keeps the first landing page.
    captureReferral({ pathname: '/ZZZ999', landing: '/ZZZ999', referrer: 'https://other.example/' }, jar);
    expect(storedInvite(jar)).toEqual({ code: 'ZZZ999', channel: 'whatsapp' });
    expect(jar.store.get('landingPage')?.value).toBe(encodeURIComponent('/ABC123/whatsapp?x=1'));
    expect(jar.store.get('referrer')?.value).toBe(encodeURIComponent('https://wa.me/'));
  });

  it('a route path stores no invite', () => {
    const jar = new FakeCookieJar();
    expect(captureReferral({ pathname: '/deposit', landing: '/deposit', referrer: '' }, jar)).toBeNull();
    expect(storedInvite(jar)).toEqual({ code: '', channel: '' });
    expect(jar.store.has('landingPage')).toBe(true);
  });
});
