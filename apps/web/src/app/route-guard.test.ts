import { describe, expect, it } from 'vitest';
import { SessionState } from '@nyota/contract/constants';
import { gameModeOf, guardDecision, isHomePath, opensLoginDialog, showsBottomNav } from './route-guard';

const { LOGGED_OUT, LOGGED_IN, LOGGING_IN, LOGGING_OUT } = SessionState;

describe('route guard', () => {
  it.each([
    '/records',
    '/records/2',
    '/game-records',
    '/complain-records/1/2/3/4',
    '/settings',
    '/settingspc',
    '/settingspassword',
    '/personal',
    '/self-excusion',
    '/invite/1/view',
    '/message',
    '/exchange',
    '/taskcenter',
    '/bonusCenter',
    '/bonuscenter',
    '/coupon',
    '/games/7/play',
  ])('%s sends visitors to log in, lets members in', (path) => {
    expect(guardDecision(path, LOGGED_OUT)).toBe('login');
    expect(guardDecision(path, LOGGED_IN)).toBe('render');
  });

  it.each(['/deposit', '/Deposit', '/waiting', '/withdraw', '/withdraw-waiting'])(
    '%s stays on the page for visitors, with the login dialog over it',
    (path) => {
      expect(guardDecision(path, LOGGED_OUT)).toBe('prompt');
      expect(guardDecision(path, LOGGED_IN)).toBe('render');
      // The wallet page shows its own spinner while a stored session resumes.
      expect(guardDecision(path, LOGGING_IN)).toBe('render');
    },
  );

  it.each([
    '/',
    '/profile',
    '/activities/giveaway',
    '/gamecategory/Gifts',
    '/vip',
    '/cashback',
    '/coinspin/1',
    '/mall/1',
    '/games/7/demo',
    '/links/4',
  ])('%s is open to visitors', (path) => {
    expect(guardDecision(path, LOGGED_OUT)).toBe('render');
  });

  it('waits while a stored session is being resumed, and keeps the page while logging out', () => {
    expect(guardDecision('/settings', LOGGING_IN)).toBe('wait');
    expect(guardDecision('/settings', LOGGING_OUT)).toBe('render');
  });

  it('opens the login dialog for a visitor arriving, not when the session ends on the page', () => {
    expect(opensLoginDialog('login', '/settings', { pathname: null, state: LOGGED_OUT })).toBe(true);
    expect(opensLoginDialog('login', '/settings', { pathname: '/', state: LOGGED_OUT })).toBe(true);
    // Stored token failed to resume on a direct visit.
    expect(opensLoginDialog('login', '/settings', { pathname: '/settings', state: LOGGING_IN })).toBe(true);
    // Logout / kick-out / 401 while on the page.
    expect(opensLoginDialog('login', '/settings', { pathname: '/settings', state: LOGGING_OUT })).toBe(false);
    expect(opensLoginDialog('login', '/settings', { pathname: '/settings', state: LOGGED_IN })).toBe(false);
    expect(opensLoginDialog('render', '/deposit', { pathname: null, state: LOGGED_IN })).toBe(false);
    expect(opensLoginDialog('prompt', '/deposit', { pathname: null, state: LOGGED_OUT })).toBe(true);
    expect(opensLoginDialog('prompt', '/deposit', { pathname: '/deposit', state: LOGGED_IN })).toBe(false);
  });

  it('accepts only play and demo as game modes', () => {
    expect(gameModeOf('demo')).toBe('demo');
    expect(gameModeOf('PLAY')).toBe('play');
    expect(gameModeOf('free')).toBeNull();
    expect(gameModeOf(undefined)).toBeNull();
  });

  it('shows the kept-alive lobby on / only (the router has taken any invite prefix off)', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/deposit')).toBe(false);
    expect(isHomePath('/deposit/extra')).toBe(false);
  });

  it('shows the bottom navigation on the lobby and its four tab pages', () => {
    expect(showsBottomNav('/', true)).toBe(true);
    expect(['/deposit', '/promotion/3', '/withdraw', '/profile'].every((p) => showsBottomNav(p, false))).toBe(true);
    expect(showsBottomNav('/settings', false)).toBe(false);
  });
});
