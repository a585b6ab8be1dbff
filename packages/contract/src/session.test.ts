import { describe, expect, it } from 'vitest';
import { cookieDomainFor, isCookieDomain } from './session.js';

describe('the cookie domain', () => {
  it('applies to the domain itself and its sub-domains only', () => {
    expect(cookieDomainFor('nyota.co.zm', 'nyota.co.zm')).toBe('nyota.co.zm');
    expect(cookieDomainFor('M.Nyota.co.zm', '.nyota.co.zm')).toBe('nyota.co.zm');
    expect(cookieDomainFor('evilnyota.co.zm', 'nyota.co.zm')).toBeNull();
    expect(cookieDomainFor('127.0.0.1', 'nyota.co.zm')).toBeNull();
    expect(cookieDomainFor('localhost', 'nyota.co.zm')).toBeNull();
    expect(cookieDomainFor('nyota.co.zm', null)).toBeNull();
  });

  it('is a bare domain name', () => {
    expect(isCookieDomain('nyota.co.zm')).toBe(true);
    expect(isCookieDomain('.nyota.co.zm')).toBe(true);
    for (const bad of ['localhost', 'https://nyota.co.zm', 'nyota.co.zm:80', 'nyota.co.zm/x', '', 'a..b.com']) {
      expect(isCookieDomain(bad), bad).toBe(false);
    }
  });
});
