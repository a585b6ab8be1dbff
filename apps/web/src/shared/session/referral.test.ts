import { describe, expect, it } from 'vitest';
import { FakeCookieJar } from '../../test-support/fake-cookie-jar';
import { captureReferral, rememberInvite, storedInvite } from './referral';
import { clearSiteCookies } from './site-cookies';

describe('referral cookies', () => {
  it('stores code and channel for one day, and referrer and landing page on the first visit only', () => {
    const jar = new FakeCookieJar();
    captureReferral({ pathname: '/ABC123/whatsapp', landing: '/ABC123/whatsapp?x=1', referrer: 'https://wa.me/' }, jar, null);
    expect(storedInvite(jar)).toEqual({ code: 'ABC123', channel: 'whatsapp' });
    expect(jar.store.get('inviteCode')?.attributes).toContain('Max-Age=86400');
    expect(jar.store.get('landingPage')?.value).toBe(encodeURIComponent('/ABC123/whatsapp?x=1'));
    expect(jar.store.get('referrer')?.value).toBe(encodeURIComponent('https://wa.me/'));

    // A later visit through another invite updates the invite but keeps the first landing page.
    captureReferral({ pathname: '/ZZZ999', landing: '/ZZZ999', referrer: 'https://other.example/' }, jar, null);
    expect(storedInvite(jar)).toEqual({ code: 'ZZZ999', channel: 'whatsapp' });
    expect(jar.store.get('landingPage')?.value).toBe(encodeURIComponent('/ABC123/whatsapp?x=1'));
    expect(jar.store.get('referrer')?.value).toBe(encodeURIComponent('https://wa.me/'));
  });

  it('a route path stores no invite', () => {
    const jar = new FakeCookieJar();
    expect(captureReferral({ pathname: '/deposit', landing: '/deposit', referrer: '' }, jar, null)).toBeNull();
    expect(storedInvite(jar)).toEqual({ code: '', channel: '' });
    expect(jar.store.has('landingPage')).toBe(true);
  });

  it('remembers the invite in front of any page, and none from a route name such as /room', () => {
    const jar = new FakeCookieJar();
    expect(captureReferral({ pathname: '/ABC123/deposit', landing: '/ABC123/deposit', referrer: '' }, jar, null)).toEqual({
      code: 'ABC123',
      channel: '',
    });
    expect(storedInvite(jar)).toEqual({ code: 'ABC123', channel: '' });
    const room = new FakeCookieJar();
    expect(captureReferral({ pathname: '/room', landing: '/room', referrer: '' }, room, null)).toBeNull();
    expect(storedInvite(room)).toEqual({ code: '', channel: '' });
  });

  it('a move inside the app remembers its invite but is no new landing', () => {
    const jar = new FakeCookieJar();
    expect(rememberInvite('/ABC123/vip', jar, null)).toEqual({ code: 'ABC123', channel: '' });
    expect([...jar.store.keys()]).toEqual(['inviteCode']);
    expect(rememberInvite('/', jar, null)).toBeNull();
  });

  it('writes the cookies on the top-level domain when one is configured', () => {
    const jar = new FakeCookieJar();
    captureReferral({ pathname: '/ABC123/sms', landing: '/ABC123/sms', referrer: 'https://t.co/' }, jar, 'example.com');
    expect([...jar.store.keys()].sort()).toEqual([
      'inviteCode@example.com',
      'landingPage@example.com',
      'referrer@example.com',
      'shareChannel@example.com',
    ]);
    expect(jar.store.get('inviteCode@example.com')?.attributes).toContain('Domain=example.com');
  });
});

describe('clearing the site cookies at the end of a session', () => {
  it('removes the token, invite code, share channel, referrer and landing page, on the host and on the domain', () => {
    const jar = new FakeCookieJar();
    jar.cookie = 'token=old; Max-Age=60; Path=/';
    captureReferral({ pathname: '/ABC123/sms', landing: '/ABC123/sms', referrer: 'https://t.co/' }, jar, null);
    captureReferral({ pathname: '/XYZ789/fb', landing: '/XYZ789/fb', referrer: '' }, jar, 'example.com');
    jar.cookie = 'keep=1; Max-Age=60; Path=/';
    expect(jar.store.size).toBe(8);
    clearSiteCookies('example.com', jar);
    expect([...jar.store.keys()]).toEqual(['keep']);
  });

  it('with no domain configured removes the host-only cookies', () => {
    const jar = new FakeCookieJar();
    captureReferral({ pathname: '/ABC123/sms', landing: '/ABC123/sms', referrer: 'https://t.co/' }, jar, null);
    clearSiteCookies(null, jar);
    expect(jar.store.size).toBe(0);
  });
});
