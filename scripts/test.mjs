/**
 * `npm test`: every quality gate of DESIGN.md §7 in one run, each stage streamed and timed, then a
 * table and one closing line `N passed, N failed[, N skipped]` that CI reads. Test counts come from
 * the runners' JSON reports; lint, format, typecheck, build and budget count as one check each.
 *
 * Filter for developers: NYOTA_TEST_ONLY=unit,e2e (or `npm test -- unit e2e`). Stages: lint, format,
 * typecheck, pglite, postgres, build, budget, e2e; `unit` means pglite + postgres. budget and e2e
 * bring build along, since they judge the built app.
 *
 * The database checks ride in the Vitest stages, on each database (docs/database.md): the committed
 * table types against the migrated test database (schema.generated.test.ts, what `npm run db:types
 * -- --check` checks, about a second since the run has migrated its template already), and the SQL
 * snapshots of the ledger, payments and crash repositories (*.sql.test.ts).
 *
 * Stages run in two phases (PHASES below): the static checks side by side, then Vitest beside build
 * and the browser tests, which spend much of their time waiting on the game clock. While lanes run
 * side by side, each stage's output goes to test-results/logs/<stage>.log and is printed whole when
 * the stage ends. NYOTA_TEST_SERIAL=1 runs one stage at a time with live output.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureLines, playwrightResult, printSummary, redact, vitestResult } from './test-reports.mjs';
import { DATABASE_TEST_DIRS, PGLITE_ENV_WITH_POSTGRES, PGLITE_TEST_FILTERS_WITH_POSTGRES, vitestEnv } from './test-scope.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const ci = process.env.CI === 'true' || process.env.CI === '1';
const minutes = (n) => n * 60_000;

const STAGE_NAMES = ['lint', 'format', 'typecheck', 'pglite', 'postgres', 'build', 'budget', 'e2e'];
const ALIASES = { unit: ['pglite', 'postgres'], vitest: ['pglite', 'postgres'], static: ['lint', 'format', 'typecheck'] };

/** @returns {Set<string>} */
function selectedStages() {
  const raw = [process.env.NYOTA_TEST_ONLY ?? '', ...process.argv.slice(2)]
    .join(',')
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (raw.length === 0) return new Set(STAGE_NAMES);
  const picked = new Set();
  for (const name of raw) {
    const names = ALIASES[name] ?? [name];
    for (const n of names) {
      if (!STAGE_NAMES.includes(n)) {
        process.stderr.write(
          `Unknown test stage '${name}'. Stages: ${STAGE_NAMES.join(', ')}; aliases: ${Object.keys(ALIASES).join(', ')}\n`,
        );
        process.exit(2);
      }
      picked.add(n);
    }
  }
  if (picked.has('budget') || picked.has('e2e')) picked.add('build');
  return picked;
}

const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (running.size === 0) process.exit(130);
    for (const child of running) killGroup(child, signal);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs a command in its own process group, so a timeout or Ctrl-C stops everything it started
 * (servers, browsers, workers). Output goes to the terminal, or to `logFd` when lanes run at once.
 */
function run(command, args, { env = process.env, timeoutMs, logFd = null }) {
  return new Promise((resolve) => {
    const stdio = logFd === null ? 'inherit' : ['ignore', logFd, logFd];
    const child = spawn(command, args, { cwd: root, env, stdio, detached: true });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\n!! ${path.basename(command)} exceeded ${Math.round(timeoutMs / 60_000)} min: stopping it\n`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      running.delete(child);
      process.stderr.write(`!! could not start ${command}: ${err.message}\n`);
      resolve({ code: 127, timedOut });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** One pass/fail check (lint, format, ...): the exit code decides. */
async function checkStage(steps, timeoutMs, io) {
  for (const [command, args] of steps) {
    const { code, timedOut } = await run(command, args, { timeoutMs, ...io });
    if (code !== 0) return { passed: 0, failed: 1, skipped: 0, note: timedOut ? 'timed out' : `exit ${code}` };
  }
  return { passed: 1, failed: 0, skipped: 0, note: '' };
}

/**
 * Counts from Vitest's JSON report; a file that fails to load counts as one failure. `only` keeps
 * the files whose path contains one of its entries (Vitest's own file filter).
 */
async function vitestStage(reportName, env, io, only = []) {
  const report = path.join(resultsDir, reportName);
  rmSync(report, { force: true });
  const args = ['run', ...only, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  // A guard against a hang, not a budget: beside the browser tests the PGlite run passed 21 minutes
  // on 2026-11-26 (about 10 alone).
  const { code, timedOut } = await run(bin('vitest'), args, { env, timeoutMs: minutes(50), ...io });
  const json = readJson(report);
  if (!json) return { passed: 0, failed: 1, skipped: 0, note: timedOut ? 'timed out, no report' : `exit ${code}, no report` };
  const result = vitestResult(json, root);
  if (code !== 0 && result.failed === 0) {
    // e.g. an unhandled error after the tests, or no test files at all.
    result.failed = 1;
    result.note = timedOut ? 'timed out' : `exit ${code} with no failing test (unhandled error?)`;
  }
  return result;
}

/** Counts from Playwright's JSON report (playwright.config.ts writes test-results/e2e.json). */
async function playwrightStage(io) {
  const report = path.join(resultsDir, 'e2e.json');
  rmSync(report, { force: true });
  // A guard against a hang, not a budget. On 2026-11-26 the ~220 browser tests beside Vitest ran at
  // about 6.5 a minute on this 2-core machine (about 34 minutes): 30 cut a passing run short.
  const { code, timedOut } = await run(bin('playwright'), ['test'], { timeoutMs: minutes(50), ...io });
  const json = readJson(report);
  if (!json?.stats)
    return { passed: 0, failed: 1, skipped: 0, note: timedOut ? 'timed out, no report' : `exit ${code}, no report` };
  const result = playwrightResult(json);
  if (code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.note = timedOut ? 'timed out' : `exit ${code} with no failing test`;
  }
  return result;
}

/**
 * Phases run one after the other; the lanes of a phase run side by side, each lane's stages in
 * order. The static checks go first and alone (one core each): run beside the browser tests they
 * took three times as long (lint 656 s instead of about 200 on 2026-11-26) and held Vitest back.
 * Then Vitest beside build and the browser tests, which spend much of their time waiting on the
 * game clock.
 */
const PHASES = [
  [['lint'], ['typecheck', 'format']],
  [
    ['pglite', 'postgres'],
    ['build', 'budget', 'e2e'],
  ],
];
const logsDir = path.join(resultsDir, 'logs');

async function runLane(lane, rows, counter, quiet) {
  for (const stage of lane) {
    if (interrupted) return;
    const blocker = stage.needs && rows.find((r) => r.name === stage.needs && r.failed > 0);
    if (blocker) {
      process.stdout.write(`\n── ${stage.name}: not run, ${stage.needs} failed\n`);
      rows.push({
        name: stage.name,
        status: 'not run',
        passed: 0,
        failed: 0,
        skipped: 0,
        seconds: 0,
        note: `${stage.needs} failed`,
      });
      continue;
    }
    rows.push(await runStage(stage, counter, quiet));
  }
}

async function runStage(stage, counter, quiet) {
  counter.started += 1;
  process.stdout.write(`\n━━ [${counter.started}/${counter.total}] ${stage.name}: ${stage.title}\n`);
  const logFile = path.join(logsDir, `${stage.name}.log`);
  const logFd = quiet ? openSync(logFile, 'w') : null;
  const started = Date.now();
  let result;
  try {
    result = await stage.run({ logFd });
  } finally {
    if (logFd !== null) closeSync(logFd);
  }
  const seconds = (Date.now() - started) / 1000;
  if (quiet) {
    process.stdout.write(`\n━━ ${stage.name} output (${path.relative(root, logFile)}):\n`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  if (result === null) {
    process.stdout.write(`── ${stage.name}: skipped (DATABASE_URL unset)\n`);
    return { name: stage.name, status: 'not run', passed: 0, failed: 0, skipped: 0, seconds, note: 'DATABASE_URL unset' };
  }
  const status = result.failed > 0 ? 'FAILED' : 'passed';
  process.stdout.write(`── ${stage.name}: ${status} in ${seconds.toFixed(1)} s${result.note ? ` (${result.note})` : ''}\n`);
  return { name: stage.name, status, seconds, ...result };
}

async function main() {
  const selected = selectedStages();
  const databaseUrl = process.env.DATABASE_URL || null;
  mkdirSync(resultsDir, { recursive: true });

  /** @type {{name: string, title: string, run: (io: {logFd: number | null}) => Promise<{passed:number, failed:number, skipped:number, note:string} | null>, needs?: string}[]} */
  const stages = [
    {
      name: 'lint',
      title: 'eslint . --max-warnings 0, then npm run lint:cycles (dpdm: no import cycles)',
      // Caps guard against a hang, not a budget: sharing two cores with the browser lane, typed lint
      // took up to 10 minutes on 2026-11-26 (about 3 alone). Import cycles are found by dpdm in one
      // pass over the import graph: ESLint's import-x/no-cycle walked the graph again from every
      // file and took a quarter of the lint's CPU time.
      run: (io) =>
        checkStage(
          [
            [bin('eslint'), ['.', '--max-warnings', '0']],
            ['npm', ['run', '--silent', 'lint:cycles']],
          ],
          minutes(20),
          io,
        ),
    },
    {
      name: 'format',
      title: 'prettier --check .',
      run: (io) => checkStage([[bin('prettier'), ['--check', '.']]], minutes(10), io),
    },
    {
      name: 'typecheck',
      title: 'tsc -b && tsc -p e2e/tsconfig.json',
      // The e2e project references the server and packages, so its check reads the declarations
      // tsc -b has just written instead of type-checking the server's sources a second time.
      run: (io) =>
        checkStage(
          [
            [bin('tsc'), ['-b']],
            [bin('tsc'), ['-p', 'e2e/tsconfig.json']],
          ],
          minutes(20),
          io,
        ),
    },
    {
      name: 'pglite',
      title: databaseUrl
        ? `vitest run ${PGLITE_TEST_FILTERS_WITH_POSTGRES.join(' ')} (PGlite in memory; the rest runs on PostgreSQL)`
        : 'vitest run (PGlite in memory)',
      run: (io) =>
        databaseUrl
          ? vitestStage('vitest-pglite.json', vitestEnv(null, PGLITE_ENV_WITH_POSTGRES), io, PGLITE_TEST_FILTERS_WITH_POSTGRES)
          : vitestStage('vitest-pglite.json', vitestEnv(null), io),
    },
    {
      name: 'postgres',
      title: `vitest run apps/server apps/sandbox scripts (PostgreSQL ${databaseUrl ? redact(databaseUrl) : '- DATABASE_URL unset'})`,
      run: async (io) => {
        if (!databaseUrl) {
          if (ci)
            return {
              passed: 0,
              failed: 1,
              skipped: 0,
              note: 'CI must run the PostgreSQL path: DATABASE_URL is unset',
              ran: false,
            };
          return null;
        }
        return vitestStage('vitest-postgres.json', vitestEnv(databaseUrl), io, DATABASE_TEST_DIRS);
      },
    },
    {
      name: 'build',
      title: 'npm run build -w @nyota/web, then -w @nyota/console',
      run: (io) =>
        checkStage(
          [
            ['npm', ['run', 'build', '-w', '@nyota/web']],
            ['npm', ['run', 'build', '-w', '@nyota/console']],
          ],
          minutes(10),
          io,
        ),
    },
    {
      name: 'budget',
      title: 'bundle budgets (scripts/bundle-budget.ts, scripts/console-budget.ts)',
      needs: 'build',
      run: (io) =>
        checkStage(
          [
            [process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts', '--require-dist']],
            [process.execPath, ['--import', 'tsx', 'scripts/console-budget.ts', '--require-dist']],
          ],
          minutes(2),
          io,
        ),
    },
    { name: 'e2e', title: 'playwright test', needs: 'build', run: (io) => playwrightStage(io) },
  ];

  const active = stages.filter((s) => selected.has(s.name));
  const serial = process.env.NYOTA_TEST_SERIAL === '1' || process.env.NYOTA_TEST_SERIAL === 'true';
  const phases = serial
    ? [[active]]
    : PHASES.map((lanes) => lanes.map((names) => active.filter((s) => names.includes(s.name))).filter((l) => l.length)).filter(
        (lanes) => lanes.length,
      );
  const quiet = phases.some((lanes) => lanes.length > 1);
  if (quiet) mkdirSync(logsDir, { recursive: true });
  const rows = [];
  const counter = { started: 0, total: active.length };
  for (const lanes of phases) {
    if (interrupted) break;
    await Promise.all(lanes.map((lane) => runLane(lane, rows, counter, quiet)));
  }
  if (interrupted) {
    process.stdout.write('\nInterrupted.\n');
    process.exit(130);
  }
  rows.sort((a, b) => STAGE_NAMES.indexOf(a.name) - STAGE_NAMES.indexOf(b.name));

  printSummary(rows, selected, databaseUrl);
  process.stdout.write(failureLines(rows));
  const totals = rows.reduce(
    (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );
  // The closing line CI reads: keep it last and plain.
  process.stdout.write(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
  );
  process.exit(totals.failed > 0 ? 1 : 0);
}

await main();
