/** Saving the `offers` setting as an admin would, for the cashback and trial fund tests. */
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { TestApp } from '../../test-support/test-app.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';

/** The `offers` value the console's Campaigns editor is given. */
export async function shownOffers(t: TestApp): Promise<Record<string, unknown> | undefined> {
  const admin = await makeStaff(staffModuleOf(t), 'admin');
  const who = await signIn(t, admin);
  const list = await staffCall<{ items: { key: string; value: Record<string, unknown> }[] }>(t, who, r.listSettings, {});
  return list.data.items.find((i) => i.key === 'offers')?.value;
}

/** The envelope code of the save (0 when saved). */
export async function saveOffers(t: TestApp, value: object): Promise<number> {
  const admin = await makeStaff(staffModuleOf(t), 'admin');
  const who = await signIn(t, admin);
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'offers')?.current?.version ?? 0;
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'offers', value, baseVersion, reason: 'test' },
    ...asStaff(who),
  });
  return res.json<{ code: number }>().code;
}
