import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImObject } from '@nyota/contract/realtime';
import { SessionsService } from '../../sessions/index.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { insertMember, listenForSockets, TEST_CLIENT, TestWsClient } from '../../../platform/realtime/test-ws-client.js';
import { crashBusSink } from './crash-realtime.js';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  await t.close();
});

const log = { warn: () => undefined };

describe('crash events on /im', () => {
  it('reach guest watchers in order as text frames, and a member their own queued-bet events', async () => {
    const full = await TestWsClient.connect(`${url}&watch=crash`);
    const other = await TestWsClient.connect(`${url}&watch=crash`);
    await full.waitFor(ImObject.System, 'Hello');
    await other.waitFor(ImObject.System, 'Hello');
    const m = await insertMember(t.database.db);
    const s = await new SessionsService(t.database.db, t.bus, t.clock).issue(m.memberId, TEST_CLIENT);
    const member = await TestWsClient.connect(url, [s.token]);
    await member.waitFor(ImObject.System, 'Hello');

    const sink = crashBusSink(t.bus, log);
    sink.broadcast({ type: 'started', roundId: '7', startTime: 1_000 });
    sink.broadcast({ type: 'tick', roundId: '7', elapsedMs: 150, sync: false, cashouts: [] });
    sink.broadcast({ type: 'tick', roundId: '7', elapsedMs: 1_050, sync: true, cashouts: [] });
    sink.broadcast({
      type: 'crashed',
      roundId: '7',
      crashPoint: 123,
      gameHash: 'ab',
      forced: false,
      elapsedMs: 2_000,
      cashouts: [],
    });
    sink.toMember(m.memberId, { type: 'queuedBetRefused', queueId: 'q', panel: 1, code: 2004, key: 'errors.x' });

    await full.waitFor(ImObject.Crash, 'crashed');
    await other.waitFor(ImObject.Crash, 'crashed');
    const crashOf = (c: TestWsClient) => c.messages.filter((x) => x.object === ImObject.Crash);
    expect(crashOf(full).map((x) => [x.event, 'elapsedMs' in x.data ? x.data.elapsedMs : undefined])).toEqual([
      ['started', undefined],
      ['tick', 150],
      ['tick', 1_050],
      ['crashed', 2_000],
    ]);
    expect(crashOf(other)).toEqual(crashOf(full));
    // A bare tick carries only the round and the time; a sync says so.
    expect(crashOf(full)[1]?.data).toEqual({ roundId: '7', elapsedMs: 150 });
    expect(crashOf(full)[2]?.data).toEqual({ roundId: '7', elapsedMs: 1_050, sync: true });
    expect([full.binaryFrames, other.binaryFrames]).toEqual([0, 0]);
    expect(crashOf(full)[3]?.data).toEqual({
      roundId: '7',
      crashPoint: 123,
      gameHash: 'ab',
      forced: false,
      elapsedMs: 2_000,
      cashouts: [],
    });

    const refused = await member.waitFor(ImObject.Crash, 'queuedBetRefused');
    expect(refused.data).toMatchObject({ queueId: 'q', code: 2004 });
    // Members do not get the round broadcasts on their own socket (they watch only while the game is open).
    // A ping answered after them is the sentinel: anything sent before it has arrived by its Pong.
    member.send({ object: ImObject.System, event: 'Ping', data: 1 });
    await member.waitFor(ImObject.System, 'Pong');
    expect(crashOf(member).map((x) => x.event)).toEqual(['queuedBetRefused']);
    // Watchers never get member events.
    expect(crashOf(full).some((x) => x.event === 'queuedBetRefused')).toBe(false);

    // A watcher can ping; an unknown channel without a token is refused like any socket without a session.
    full.send({ object: ImObject.System, event: 'Ping', data: 1 });
    await full.waitFor(ImObject.System, 'Pong');
    const stranger = await TestWsClient.connect(`${url}&watch=nothing`);
    expect((await stranger.waitClosed()).reason).toBe('unauthorized');
    for (const c of [full, other, member]) c.ws.terminate();
  });
});
