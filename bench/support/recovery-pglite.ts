/**
 * The single-node PGlite case of the recovery bench: the node is killed mid-flight and started
 * again on its data directory. The database cannot be read while the node has it open, so the
 * round is followed over HTTP (the snapshot), and the settlement is checked once the node is
 * stopped: its settled_at (the node's wall clock) against the wall-clock time of the kill.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@nyota/contract/api/routes';
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { api } from '../../apps/server/src/fault/player-client.js';
import { ServerProcess } from '../../apps/server/src/fault/server-process.js';
import { openDatabase } from '../../apps/server/src/platform/db/database.js';
import { BENCH_PASSWORD, seedPlayers } from '../realtime/seed.js';
import { CrashBettors } from './crash-bettors.js';
import { freePort } from './processes.js';

const KILLS = 2;
/** A first start computes the hash chains; on the shared 2-core machine that took 96 s once. */
const READY_TIMEOUT_MS = 240_000;
const POLL_MS = 50;
const INTO_FLIGHT_MS = 400;

export interface PgliteCaseDeps {
  nodeEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  report(name: string, metric: string, value: number, unit: string, goal: number, better: 'lower' | 'higher'): void;
  verifyOn(url: string | null, dataDir: string | null): Promise<boolean>;
  players: number;
  stake: number;
  goalS: number;
}

interface Kill {
  roundId: string;
  killedWall: number;
  /** Wall-clock time the restarted node answered ready (settled_at is on the same clock). */
  readyWall: number;
  killToOpenMs: number;
  readyToOpenMs: number;
}

async function roundOf(base: string): Promise<CrashSnapshot['round']> {
  const snap = await api<CrashSnapshot>(base, routes.crashSnapshot, {});
  return snap.data?.round ?? null;
}

async function flightWithBets(base: string): Promise<string> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const snap = await api<CrashSnapshot>(base, routes.crashSnapshot, {});
    const round = snap.data?.round;
    if (round?.phase === 'running' && (round.elapsedMs ?? 0) >= INTO_FLIGHT_MS && (snap.data?.betCount ?? 0) > 0)
      return round.roundId;
    await sleep(POLL_MS);
  }
  throw new Error('no flight with bets came');
}

async function nextRound(base: string, after: string): Promise<void> {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const round = await roundOf(base).catch(() => null);
    if (round && round.roundId !== after) return;
    await sleep(POLL_MS);
  }
  throw new Error(`no round after ${after}`);
}

async function killAndRestart(node: ServerProcess): Promise<Kill> {
  const roundId = await flightWithBets(node.base);
  const killedWall = Date.now();
  const killedAt = performance.now();
  await node.kill();
  await node.start();
  const readyAt = performance.now();
  const readyWall = Date.now();
  await nextRound(node.base, roundId);
  const openAt = performance.now();
  return { roundId, killedWall, readyWall, killToOpenMs: openAt - killedAt, readyToOpenMs: openAt - readyAt };
}

/**
 * After the node stopped: when each interrupted round was settled, from its kill and from the
 * restarted node being ready (0 when before: the engine starts before the node listens), and the
 * open bets of settled rounds.
 */
async function inspect(
  dataDir: string,
  kills: Kill[],
): Promise<{ settleMs: number[]; readyToSettleMs: number[]; openBets: number }> {
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const settleMs: number[] = [];
    const readyToSettleMs: number[] = [];
    for (const k of kills) {
      const r = await handle.db.selectFrom('crash_rounds').select(['settled_at']).where('id', '=', k.roundId).executeTakeFirst();
      const at = r?.settled_at ? new Date(r.settled_at).getTime() : Number.POSITIVE_INFINITY;
      settleMs.push(at - k.killedWall);
      readyToSettleMs.push(Math.max(0, at - k.readyWall));
    }
    const open = await handle.db
      .selectFrom('crash_bets')
      .innerJoin('crash_rounds', 'crash_rounds.id', 'crash_bets.round_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('crash_bets.status', 'in', ['open', 'pending'])
      .where('crash_rounds.state', '=', 'settled')
      .executeTakeFirst();
    return { settleMs, readyToSettleMs, openBets: Number(open?.n ?? 0) };
  } finally {
    await handle.close();
  }
}

export async function oneNodeOnPglite(d: PgliteCaseDeps): Promise<void> {
  const name = 'recovery pglite 1 node';
  const env = d.nodeEnv({});
  const dataDir = env['DATA_DIR'] ?? '';
  const mobiles = await seedPlayers({ databaseUrl: null, dataDir }, d.players, 100_000_000, 'recovery');
  const node = new ServerProcess(await freePort(), env, READY_TIMEOUT_MS);
  const kills: Kill[] = [];
  try {
    await node.start();
    const bettors = new CrashBettors(() => [node.base], mobiles, BENCH_PASSWORD, d.stake);
    await bettors.start();
    for (let k = 0; k < KILLS; k++) kills.push(await killAndRestart(node));
    await bettors.stop();
  } catch (err) {
    process.stderr.write(`${node.tail()}\n`);
    throw err;
  } finally {
    await node.stop();
  }
  const { settleMs, readyToSettleMs, openBets } = await inspect(dataDir, kills);
  const s = (ms: number) => Math.round(ms / 100) / 10;
  process.stderr.write(
    `[${name}] kill → settled: ${settleMs.map(s).join(', ')} s; ready → settled: ${readyToSettleMs.map(s).join(', ')} s; kill → next round: ${kills.map((k) => s(k.killToOpenMs)).join(', ')} s; ` +
      `restarted node ready → next round: ${kills.map((k) => s(k.readyToOpenMs)).join(', ')} s\n`,
  );
  d.report(
    name,
    'restarted node ready → next round open (worst)',
    s(Math.max(...kills.map((k) => k.readyToOpenMs))),
    's',
    d.goalS,
    'lower',
  );
  d.report(
    name,
    'restarted node ready → interrupted round settled (worst)',
    s(Math.max(...readyToSettleMs)),
    's',
    d.goalS,
    'lower',
  );
  // Not under the goal (it counts from the node being up): the process start itself, and the whole.
  const restartMs = Math.max(...kills.map((k) => k.killToOpenMs - k.readyToOpenMs));
  const info = (metric: string, value: number) => process.stdout.write(`${JSON.stringify({ name, metric, value, unit: 's' })}\n`);
  info('kill → restarted node ready (the restart itself, worst)', s(restartMs));
  info('kill → interrupted round settled, restart included (worst)', s(Math.max(...settleMs)));
  d.report(name, 'open bets of ended rounds after recovery', openBets, 'bets', 0, 'lower');
  d.report(name, 'ledger verifies (1 = yes)', (await d.verifyOn(null, dataDir)) ? 1 : 0, 'bool', 1, 'higher');
}
