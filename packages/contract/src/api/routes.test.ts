import { describe, expect, it } from 'vitest';
import { apiPaths as firstScreenPaths } from './paths.js';
import { voucherPaths } from './paths-vouchers.js';
import { vipPaths } from './paths-vip.js';
import { taskPaths } from './paths-tasks.js';
import { mallPaths } from './paths-mall.js';
import { cashRainPaths } from './cash-rain-paths.js';
import { giveawayPaths } from './paths-giveaway.js';
import { invitePaths } from './paths-invite.js';
import { routes, SERVICE_PREFIXES } from './routes.js';

// The voucher, promotion, VIP, task and mall paths live apart (paths-vouchers.ts, paths-vip.ts, paths-tasks.ts, paths-mall.ts, paths-giveaway.ts, paths-invite.ts, cash-rain-paths.ts): only lazy pages call them.
const apiPaths = {
  ...firstScreenPaths,
  ...voucherPaths,
  ...vipPaths,
  ...taskPaths,
  ...mallPaths,
  ...giveawayPaths,
  ...invitePaths,
  ...cashRainPaths,
};

describe('route table', () => {
  it('defines every call in apiPaths with the same method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(apiPaths).sort());
    for (const [name, def] of Object.entries(routes)) {
      const p = apiPaths[name as keyof typeof apiPaths];
      expect(def.method).toBe(p.method);
      expect(def.path).toBe(p.path);
    }
  });

  it('puts every path under one of the service prefixes', () => {
    for (const def of Object.values(routes)) {
      expect(SERVICE_PREFIXES.some((prefix) => def.path.startsWith(`${prefix}/`))).toBe(true);
    }
  });

  it('has no two routes on the same method and path', () => {
    const keys = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
