/**
 * Four eyes: the maker may not approve, in the API and in the database; an approved request runs
 * its action in the approving transaction, and a failing action leaves the request pending.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from './index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from './staff.test-kit.js';

let t: TestApp;
let mod: StaffModule;
let maker: TestStaff;
let checker: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  maker = await makeStaff(mod, 'finance');
  checker = await makeStaff(mod, 'finance');
  // A test action on this instance of the module: it writes a row that commits with the decision.
  mod.fourEyes.registerAction('test.note', {
    payload: z.object({ text: z.string(), fail: z.boolean() }),
    run: async (trx, p, who) => {
      await mod.audit.append(trx, {
        actorId: who.checker.id,
        actor: who.checker.username,
        action: 'test.note',
        target: `four_eyes:${who.requestId}`,
        after: { text: p.text },
        reason: 'approved',
      });
      if (p.fail) throw new Error('the action failed');
      return p.text;
    },
    after: async (text) => {
      afterCommit.push(String(text));
    },
  });
});
const afterCommit: string[] = [];
afterAll(async () => {
  await t.close();
});

const asActor = (s: TestStaff) => ({ id: s.id, username: s.username });
const newRequest = (fail = false) =>
  mod.fourEyes.request(asActor(maker), { kind: 'test.note', payload: { text: 'hello', fail }, reason: 'refund' });

describe('four eyes', () => {
  it('refuses the maker as checker through the API, and lets a colleague approve', async () => {
    const req = await newRequest();
    const mine = await signIn(t, maker);
    const self = await t.app.inject({
      method: 'POST',
      url: '/staff-api/four-eyes/approve',
      payload: { id: req.id, reason: 'ok' },
      ...asStaff(mine),
    });
    expect(self.json()).toMatchObject({ code: ErrorCode.FOUR_EYES_SAME_PERSON, data: null });

    // The action is registered on this test's instance of the module, so the colleague approves there.
    const ok = await mod.fourEyes.decide(asActor(checker), req.id, 'approved', 'checked');
    expect(ok).toMatchObject({ status: 'approved', requestedBy: maker.username, decidedBy: checker.username });
    expect(afterCommit).toContain('hello');
    const theirs = await signIn(t, checker);
    const again = await t.app.inject({
      method: 'POST',
      url: '/staff-api/four-eyes/reject',
      payload: { id: req.id, reason: 'late' },
      ...asStaff(theirs),
    });
    expect(again.json()).toMatchObject({ code: ErrorCode.FOUR_EYES_DECIDED });
    const trail = await mod.audit.search({ target: `four_eyes:${req.id}`, limit: 50 });
    expect(trail.map((e) => e.action)).toEqual(['four_eyes.approve', 'test.note', 'four_eyes.request']);
  });

  it('leaves the request pending, with nothing written, when its action fails', async () => {
    const req = await newRequest(true);
    await expect(mod.fourEyes.decide(asActor(checker), req.id, 'approved', 'checked')).rejects.toThrow('the action failed');
    expect((await mod.fourEyes.list('pending')).map((r) => r.id)).toContain(req.id);
    const trail = await mod.audit.search({ target: `four_eyes:${req.id}`, limit: 50 });
    expect(trail.map((e) => e.action)).toEqual(['four_eyes.request']);
  });

  it('refuses a request for an action nobody registered, or with a payload it does not accept', async () => {
    const unknown = mod.fourEyes.request(asActor(maker), { kind: 'money.nowhere', payload: {}, reason: 'x' });
    await expect(unknown).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
    const bad = mod.fourEyes.request(asActor(maker), { kind: 'test.note', payload: { text: 5 }, reason: 'x' });
    await expect(bad).rejects.toMatchObject({ code: ErrorCode.VALIDATION });
  });

  it('is refused by the database constraint when a write skips the service', async () => {
    const req = await newRequest();
    const write = sql`update four_eyes_requests set decided_by = requested_by, decision = 'approved', decided_at = now() where id = ${req.id}`;
    await expect(write.execute(t.database.db)).rejects.toThrow(/check constraint/);
  });
});
