/**
 * The server the browser tests talk to: the real main.ts on embedded PGlite in a fresh temporary
 * DATA_DIR, the development SMS outbox (tests read one-time codes from /dev/sms.json) and the built
 * web app. The database, Redis and port of the caller's shell are ignored on purpose so that a run
 * never sees another run's players. Playwright's webServer starts this file and stops it with SIGTERM.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_CRASH_TIMING } from './crash-chain.js';
import { e2ePort } from './e2e-port.js';
import { forgetMigratedCopy, keepMigratedCopy } from './migrated-copy.js';
import { newPlayer } from './new-player.js';
import { seedAccounts } from './seed-database.js';
import { seedStaffAdmins, staffAdmins } from './staff-admin.js';
import { heldGrants, seedHeldGrants } from './held-grants.js';
import { seedInviteRules } from './invite-rules.js';
import { seedMallRules } from './mall-rules.js';
import { seededPlayers } from './seeded-players.js';
import { fundedPlayers, SEEDED_COINS, SEEDED_DIAMONDS, SEEDED_WINNINGS } from './funded-players.js';
import { SEEDED_VIP_POINTS, vipPlayers } from './vip-players.js';
import { inSessionPlayers, SEEDED_LAST_STAKE_AHEAD_MS, SEEDED_SESSION_MS } from './in-session-players.js';
import { bonusPlayers, SEEDED_BONUS_MONEY } from './bonus-players.js';
import { mallPlayers, SEEDED_MALL_COINS } from './mall-players.js';
import { EXCHANGE_DIAMONDS, EXCHANGE_LEVEL, EXCHANGE_VIP_POINTS, exchangePlayers } from './exchange-players.js';
import { seedGiveaways } from './giveaway-rounds.js';
import { LOYALTY_COINS, LOYALTY_LAST_WEEK, LOYALTY_VIP_POINTS, LOYALTY_WINNINGS, loyaltyPlayers } from './loyalty-players.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = process.env['WEB_DIST'] ?? path.join(root, 'apps/web/dist');

if (!existsSync(path.join(webDist, 'index.html'))) {
  // npm test builds first; this covers `npx playwright test` on a clean checkout.
  process.stdout.write(`[e2e] ${webDist} has no index.html: building the web app\n`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@nyota/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-e2e-'));
const env: NodeJS.ProcessEnv = { ...process.env };
for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'AT_USERNAME', 'AT_API_KEY']) delete env[name];
Object.assign(env, {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(e2ePort()),
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  SMS_PROVIDER: 'outbox',
  LOG_LEVEL: process.env['NYOTA_E2E_LOG_LEVEL'] ?? 'warn',
  // Tests act as many players; each context sends its own X-Forwarded-For so per-IP limits apply per player.
  TRUST_PROXY_HOPS: '1',
  // Virtual football rounds of 24 s instead of 3 min, so a bet settles within one test.
  FOOTBALL_ROUND_MS: process.env['NYOTA_E2E_FOOTBALL_ROUND_MS'] ?? '24000',
  // Crash rounds with 3 s of betting and a short pause, so a test sees several rounds (crash-chain.ts).
  CRASH_BETTING_MS: String(E2E_CRASH_TIMING.bettingMs),
  CRASH_PAUSE_MS: String(E2E_CRASH_TIMING.pauseMs),
});

// Existing accounts for flows that need one (seeded-players.ts); PGlite has one owner, so before the server.
const seeded = Array.from({ length: seededPlayers.size }, newPlayer);
// Players with game winnings (funded-players.ts), for withdrawals that owe withholding tax.
const funded = Array.from({ length: fundedPlayers.size }, newPlayer);
// Funded players already in a play session (in-session-players.ts), for the session limit.
const inSession = Array.from({ length: inSessionPlayers.size }, newPlayer);
// Players holding bonus money (bonus-players.ts), for the trial alert and the session reminder.
const withBonus = Array.from({ length: bonusPlayers.size }, newPlayer);
// Funded players one spin short of V1 (vip-players.ts), for the level-up.
const nearV1 = Array.from({ length: vipPlayers.size }, newPlayer);
// Players holding coins (mall-players.ts), for a mall redemption.
const withCoins = Array.from({ length: mallPlayers.size }, newPlayer);
// Players at V4 holding diamonds (exchange-players.ts), for the exchange.
const atV4 = Array.from({ length: exchangePlayers.size }, newPlayer);
// Players for the loyalty journey (loyalty-players.ts): stake, level up, collect, claim, redeem.
const loyal = Array.from({ length: loyaltyPlayers.size }, newPlayer);
const seedTime = Date.now();
const playSession = {
  startedAt: new Date(seedTime - SEEDED_SESSION_MS),
  lastStakeAt: new Date(seedTime + SEEDED_LAST_STAKE_AHEAD_MS),
};
try {
  await seedAccounts(dataDir, [
    ...seeded,
    ...funded.map((player) => ({ player, winnings: SEEDED_WINNINGS, coins: SEEDED_COINS, diamonds: SEEDED_DIAMONDS })),
    ...inSession.map((player) => ({ player, winnings: SEEDED_WINNINGS, playSession })),
    ...withBonus.map((player) => ({ player, bonusMoney: SEEDED_BONUS_MONEY })),
    ...nearV1.map((player) => ({ player, winnings: SEEDED_WINNINGS, vipPoints: SEEDED_VIP_POINTS })),
    ...withCoins.map((player) => ({ player, coins: SEEDED_MALL_COINS })),
    ...atV4.map((player) => ({
      player,
      vipPoints: EXCHANGE_VIP_POINTS,
      vipLevel: EXCHANGE_LEVEL,
      diamonds: EXCHANGE_DIAMONDS,
    })),
    ...loyal.map((player) => ({
      player,
      winnings: LOYALTY_WINNINGS,
      vipPoints: LOYALTY_VIP_POINTS,
      coins: LOYALTY_COINS,
      cashbackLastWeek: LOYALTY_LAST_WEEK,
    })),
  ]);
  // The giveaway rounds giveaway.spec.ts opens (giveaway-rounds.ts).
  await seedGiveaways(dataDir);
  staffAdmins.publish(await seedStaffAdmins(dataDir));
  heldGrants.publish(await seedHeldGrants(dataDir));
  await seedInviteRules(dataDir);
  await seedMallRules(dataDir);
} catch (err) {
  rmSync(dataDir, { recursive: true, force: true });
  throw err;
}
seededPlayers.publish(seeded);
fundedPlayers.publish(funded);
inSessionPlayers.publish(inSession);
bonusPlayers.publish(withBonus);
vipPlayers.publish(nearV1);
mallPlayers.publish(withCoins);
exchangePlayers.publish(atV4);
loyaltyPlayers.publish(loyal);
// For a spec's own second server (market.spec): a migrated start instead of a fresh PGlite.
keepMigratedCopy(dataDir);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });

const forward = (signal: NodeJS.Signals) => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGINT', () => forward('SIGINT'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  seededPlayers.forget();
  fundedPlayers.forget();
  inSessionPlayers.forget();
  bonusPlayers.forget();
  vipPlayers.forget();
  mallPlayers.forget();
  exchangePlayers.forget();
  loyaltyPlayers.forget();
  staffAdmins.forget();
  heldGrants.forget();
  forgetMigratedCopy();
  process.exit(code ?? (signal ? 0 : 1));
});
