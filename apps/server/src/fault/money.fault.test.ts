/**
 * Issue 3's money fault test: the node (main.ts, its own process, on PostgreSQL) is killed with
 * SIGKILL again and again while players deposit and withdraw over HTTP and a second process posts
 * ledger transfers (also killed), both restarted each time. The payment provider is the sandbox,
 * speaking pawaPay v2 from this process, so it outlives the kills and keeps its books: prompts are
 * approved, rejected or left pending for a while, some numbers fail, some get stuck until the
 * provider decides, and a few provider requests fail in transit.
 *
 * Afterwards the node is restarted once more and left to resolve what is open (the poller, with
 * its backoff fast-forwarded), then: `npm run ledger:verify` passes; every acknowledged operation
 * is there; every payment is final and moved its money exactly once, as the provider's books say
 * (money-audit.ts).
 *
 * PostgreSQL only (TEST_DATABASE_URL); skipped on PGlite, which one process holds alone.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { toE164 } from '@nyota/contract/rules';
import { CALLBACK_PREFIX } from '../modules/payments/callbacks.routes.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { DEFAULT_PAWAPAY_TOKEN, registerSandbox, type FaultMode, type FaultOp, type Sandbox } from '@nyota/sandbox';
import { testDatabaseUrl } from '../test-support/test-database.js';
import { REPO_ROOT } from './child.js';
import { createFaultDatabase, type FaultDatabase } from './fault-database.js';
import { Handset } from './handset.js';
import { auditMoney, makeOpenIntentsDue, openIntents } from './money-audit.js';
import { PaymentLoad } from './payment-load.js';
import { signUp, type Player } from './player-client.js';
import { ServerProcess } from './server-process.js';
import { TransferWorkerProcess } from './transfer-worker-process.js';

const baseUrl = testDatabaseUrl();

/** SIGKILLs of the node under load, the last one as the load stops (each earlier one is followed by a restart). */
const KILLS = 5;
/** Time the node gets after the load to resolve every open payment. */
const SETTLE_MS = 60_000;

/**
 * One player per number; the number decides what pawaPay's sandbox does (apps/sandbox/README.md):
 * magic numbers complete, fail or get stuck by themselves; any other number prompts the handset.
 */
const NUMBERS = [
  '0763456789', // MTN: deposits complete, payouts complete
  '0973456789', // Airtel: both complete
  '0953456700', // Zamtel: both complete
  '0763456079', // MTN: deposits on the handset, payouts fail RECIPIENT_NOT_FOUND
  '0973456089', // Airtel: handset deposits, payouts fail RECIPIENT_NOT_FOUND
  '0763456119', // MTN: handset deposits, payouts fail UNSPECIFIED_FAILURE
  '0763456039', // MTN: deposits fail PAYMENT_NOT_APPROVED; payouts complete
  '0973456049', // Airtel: deposits fail INSUFFICIENT_BALANCE; payouts complete
  '0763456129', // MTN: deposits and payouts stuck until forced
  '0953456789', // Zamtel: stuck until forced
  '0761234567', // MTN: handset deposits, payouts complete
  '0971234568', // Airtel: handset deposits, payouts complete
];

/** Provider faults sprinkled over the run: errors before and after the payment is recorded, a slow answer. */
const PROVIDER_FAULTS: Array<{ op: FaultOp; mode: FaultMode; delayMs?: number }> = [
  { op: 'initiate', mode: 'http_500_after_create' },
  { op: 'initiate', mode: 'drop_after_create' },
  { op: 'initiate', mode: 'drop_before_create' },
  { op: 'initiate', mode: 'http_503' },
  { op: 'status', mode: 'http_502' },
  { op: 'initiate', mode: 'delay_response', delayMs: 2_000 },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const addr = probe.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of our children: this one without database or bus settings of its own. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'PORT', 'HOST', 'WEB_DIST']) delete env[name];
  for (const name of Object.keys(env)) if (/^(PAWAPAY|MTN|PAYMENT|SMS|AT)_/.test(name)) delete env[name];
  return { ...env, ...extra };
}

/** `npm run ledger:verify`: the same script, started the way its npm script starts it (tsx). */
function ledgerVerify(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli/ledger-verify.ts')], {
      cwd: REPO_ROOT,
      env: childEnv({ DATABASE_URL: databaseUrl }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (b: Buffer) => (output += b.toString()));
    proc.stderr.on('data', (b: Buffer) => (output += b.toString()));
    proc.once('error', reject);
    proc.once('close', (code) => resolve({ code, output }));
  });
}

async function signUpAll(base: string): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < NUMBERS.length; i += 4) {
    players.push(...(await Promise.all(NUMBERS.slice(i, i + 4).map((n) => signUp(base, n)))));
  }
  return players;
}

describe.skipIf(!baseUrl)('money under SIGKILL (PostgreSQL, node in its own process)', () => {
  let database: FaultDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let sandboxApp: FastifyInstance | undefined;
  let server: ServerProcess | undefined;
  let worker: TransferWorkerProcess | undefined;
  let phoneTimer: NodeJS.Timeout | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    clearInterval(phoneTimer);
    await worker?.kill();
    await server?.kill();
    await sandboxApp?.close();
    await handle?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // A guard against a hang, not a budget: beside the browser tests on a loaded 2-core machine each
  // restart took 20 to 26 s and the final one came at 172.6 s (2026-11-27), so 180 s cut a passing run short.
  it('keeps every acknowledged operation and resolves every payment exactly once', { timeout: 360_000 }, async () => {
    const started = Date.now();
    // What happened when, printed with the processes' last output should the test fail (or time out).
    const phases: string[] = [];
    const phase = (what: string) => phases.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
    onTestFailed(() => {
      process.stderr.write(
        `money fault test phases:\n  ${phases.join('\n  ')}\n--- last output ---\n${server?.tail() ?? ''}\n${worker?.tail() ?? ''}\n`,
      );
    });
    const db = await createFaultDatabase(baseUrl as string);
    database = db;
    phase(`fresh ${db.label}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-fault-'));
    const port = await freePort();
    const nodeBase = `http://127.0.0.1:${port}`;

    const app = Fastify({ logger: false });
    sandboxApp = app;
    const sandbox: Sandbox = await registerSandbox(app, {
      pawapay: {
        callbackUrls: {
          deposit: `${nodeBase}${CALLBACK_PREFIX}/pawapay/deposit`,
          payout: `${nodeBase}${CALLBACK_PREFIX}/pawapay/payout`,
          refund: `${nodeBase}${CALLBACK_PREFIX}/pawapay/refund`,
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const sandboxAddr = app.server.address();
    const sandboxBase = `http://127.0.0.1:${typeof sandboxAddr === 'object' && sandboxAddr ? sandboxAddr.port : 0}`;

    const node = new ServerProcess(
      port,
      childEnv({
        NODE_ENV: 'development',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JOBS: 'on',
        RATE_LIMIT_PER_MINUTE: '0',
        SHUTDOWN_DRAIN_MS: '0',
        MARKET: 'zm',
        SMS_PROVIDER: 'outbox',
        // A real provider configuration, pointed at the sandbox (reference §9: only URLs and keys differ).
        PAWAPAY_API_TOKEN: DEFAULT_PAWAPAY_TOKEN,
        PAWAPAY_BASE_URL: `${sandboxBase}${sandbox.options.prefix}/pawapay`,
        PAWAPAY_TIMEOUT_MS: '5000',
        PAWAPAY_CALLBACK_PUBLIC_KEYS: JSON.stringify([{ id: sandbox.signingKey.keyId, key: sandbox.signingKey.publicKeyPem }]),
        PAYMENTS_CALLBACK_BASE_URL: `${nodeBase}${CALLBACK_PREFIX}`,
      }),
    );
    server = node;

    await node.start();
    phase('node ready');
    handle = await openDatabase({ databaseUrl: db.url, dataDir: null, poolSize: 3 });
    const players = await signUpAll(nodeBase);
    const signedUp = Date.now();
    phase('players signed up');
    const rows = await handle.db
      .selectFrom('members')
      .select(['id', 'mobile'])
      .where(
        'mobile',
        'in',
        players.map((p) => p.e164),
      )
      .execute();
    const memberIds = NUMBERS.map((n) => String(rows.find((r) => r.mobile === toE164(n))?.id ?? ''));
    expect(memberIds.every(Boolean), 'every player has a member row').toBe(true);

    const runId = randomBytes(4).toString('hex');
    const transfers = new TransferWorkerProcess(
      { databaseUrl: db.url, runId, members: memberIds, lanes: 3, pauseMs: 50 },
      childEnv({ NODE_ENV: 'development' }),
    );
    worker = transfers;
    const handset = new Handset(sandbox);
    phoneTimer = setInterval(() => handset.tick(), 200);
    const load = new PaymentLoad(nodeBase, players);
    load.start();
    await transfers.start();
    phase('load running, transfer worker ready');

    // KILLS kills of the busy node, the worker with it every other time and alone in between, a
    // provider fault now and then; the last kill takes both down, and the load stops meanwhile.
    let workerKills = 0;
    for (let k = 0; k < KILLS; k++) {
      const last = k === KILLS - 1;
      const faults = last ? [] : [2 * k, 2 * k + 1].map((i) => PROVIDER_FAULTS[i % PROVIDER_FAULTS.length]);
      for (const fault of faults) if (fault) sandbox.faults.add({ provider: 'pawapay', count: 2, ...fault });
      const solo =
        k % 2 === 1
          ? (async () => {
              await sleep(randomInt(300, 1_200));
              await transfers.kill();
              workerKills += 1;
              await transfers.start();
              phase('worker killed alone and restarted');
            })()
          : Promise.resolve();
      await sleep(randomInt(1_000, 2_500));
      await solo;
      const withWorker = k % 2 === 0 || last;
      await Promise.all([node.kill(), withWorker ? transfers.kill() : undefined]);
      if (withWorker) workerKills += 1;
      phase(`kill ${k + 1}: node${withWorker ? ' and worker' : ''} killed`);
      if (last) break;
      await sleep(randomInt(0, 500));
      await Promise.all([node.start(), withWorker ? transfers.start() : undefined]);
      phase(`kill ${k + 1}: restarted`);
    }
    await load.stop();
    sandbox.faults.clear();
    await node.start();
    const loadEnded = Date.now();
    phase('load stopped, node restarted');

    // Unanswered transfers are sent again under their keys; open payments are resolved by the node.
    await transfers.start(true);
    expect(await transfers.finish(), `the transfer worker resolved its unanswered transfers`).toBe(true);
    phase('unanswered transfers resolved');
    clearInterval(phoneTimer);
    const settleBy = Date.now() + SETTLE_MS;
    let open = await openIntents(handle.db);
    while (open.length > 0 && Date.now() < settleBy) {
      handset.answerAll();
      handset.forceStuck();
      await makeOpenIntentsDue(handle.db);
      await sleep(1_000);
      const before = open.length;
      open = await openIntents(handle.db);
      if (open.length !== before) phase(`${open.length} payments open`);
    }
    const settled = Date.now();
    phase(`settled, ${open.length} open`);

    const verify = await ledgerVerify(db.url);
    phase(`ledger:verify exit ${String(verify.code)}`);
    const { problems, stats } = await auditMoney({
      db: handle.db,
      sandbox,
      acknowledged: load.record,
      transfers: { runId, sent: transfers.sent, acked: transfers.acked, refused: transfers.refused },
    });

    const summary = {
      seconds: {
        setup: Math.round((signedUp - started) / 1000),
        load: Math.round((loadEnded - signedUp) / 1000),
        settle: Math.round((settled - loadEnded) / 1000),
        audit: Math.round((Date.now() - settled) / 1000),
      },
      nodeStartMs: node.startMs,
      workerKills,
      acknowledged: {
        deposits: load.record.deposits.size,
        withdrawals: load.record.withdrawals.size,
        transfers: transfers.acked.size,
      },
      unanswered: { http: load.record.unanswered, transfersResent: transfers.resent },
      refusedTransfers: transfers.refused.size,
      refusedHttp: Object.fromEntries(load.record.refused),
      handset: handset.counts,
      ...stats,
    };
    process.stdout.write(`money fault run: ${JSON.stringify(summary)}\n`);

    expect(
      open.map((i) => `${i.direction} ${i.id} ${i.status} (${i.attempts} checks)`),
      `payments still open`,
    ).toEqual([]);
    expect(verify.code, `npm run ledger:verify:\n${verify.output}`).toBe(0);
    expect(problems, `money audit`).toEqual([]);
    expect(transfers.conflicts.size, 'transfers refused as conflicting with their own first request').toBe(0);

    // The run really was under fire, and every path was taken.
    expect(node.starts).toBe(KILLS + 1);
    expect(workerKills).toBeGreaterThanOrEqual(KILLS);
    expect(stats.deposits.succeeded).toBeGreaterThanOrEqual(5);
    expect(stats.deposits.failed).toBeGreaterThanOrEqual(3);
    expect(stats.withdrawals.succeeded).toBeGreaterThanOrEqual(3);
    expect(stats.withdrawals.failed).toBeGreaterThanOrEqual(2);
    expect(transfers.acked.size).toBeGreaterThanOrEqual(200);
  });
});
