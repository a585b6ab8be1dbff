/**
 * Counts and failed-test names from the runners' JSON reports, for scripts/test.mjs. The names are
 * printed again just above the closing line, because CI keeps only the tail of a long log: a failure
 * deep in a 40-minute run must still say which test it was.
 */
import { stripVTControlCharacters } from 'node:util';

/** How many failed names a stage lists at the end; the stage's own log has the rest. */
const MAX_LISTED = 25;

/** Vitest's report: counts, plus `file › test` for each failed test or file that failed to load. */
export function vitestResult(json, root) {
  const files = json.testResults ?? [];
  const brokenFiles = files.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
  const relative = (name) => (typeof name === 'string' && name.startsWith(root) ? name.slice(root.length + 1) : String(name));
  const failures = [];
  for (const file of files) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${relative(file.name)} › ${t.fullName ?? t.title}`);
    }
  }
  for (const file of brokenFiles) failures.push(`${relative(file.name)} (did not run: ${firstLine(file.message)})`);
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    note: brokenFiles.length > 0 ? `${brokenFiles.length} file(s) failed to run` : '',
    failures,
  };
}

/** Playwright's report: counts, plus `[project] file:line › title` for each test that failed. */
export function playwrightResult(json) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const errors = json.errors ?? [];
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = (t.results ?? []).at(-1);
        const why = firstLine(last?.error?.message ?? last?.errors?.[0]?.message);
        failures.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}${why ? ` — ${why}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  for (const error of errors) failures.push(`run error: ${firstLine(error.message)}`);
  return {
    passed: expected + flaky,
    failed: unexpected + (unexpected === 0 ? errors.length : 0),
    skipped,
    note: [flaky ? `${flaky} passed only on retry` : '', errors.length ? `${errors.length} run error(s)` : '']
      .filter(Boolean)
      .join('; '),
    failures,
  };
}

/** The failed tests of every stage, one line each, for the end of the run. */
export function failureLines(rows) {
  const lines = [];
  for (const row of rows) {
    const names = row.failures ?? [];
    if (row.failed === 0 || names.length === 0) continue;
    lines.push(`${row.name}:`);
    for (const name of names.slice(0, MAX_LISTED)) lines.push(`  ✘ ${name}`);
    if (names.length > MAX_LISTED) lines.push(`  … and ${names.length - MAX_LISTED} more (test-results/logs/${row.name}.log)`);
  }
  return lines.length > 0 ? `\nFailed tests:\n${lines.join('\n')}\n` : '';
}

function firstLine(text) {
  if (typeof text !== 'string') return '';
  // Runner messages carry ANSI colours; the closing list is read as plain text.
  const plain = stripVTControlCharacters(text).trim();
  const line = plain.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/** The URL without its password, for printing. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** The table of stages and which database paths ran. */
export function printSummary(rows, selected, databaseUrl) {
  const table = [['stage', 'result', 'passed', 'failed', 'skipped', 'time', 'note']];
  for (const r of rows) {
    table.push([r.name, r.status, String(r.passed), String(r.failed), String(r.skipped), `${r.seconds.toFixed(1)} s`, r.note]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  const line = (row) =>
    row
      .map((cell, c) => (c >= 2 && c <= 5 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  process.stdout.write(`\n${line(table[0])}\n${widths.map((w) => '─'.repeat(w)).join('  ')}\n`);
  for (const row of table.slice(1)) process.stdout.write(`${line(row)}\n`);

  const ran = (name) => rows.some((r) => r.name === name && r.status !== 'not run' && r.ran !== false);
  const pglite = ran('pglite') ? 'ran' : selected.has('pglite') ? 'did not run' : 'not selected';
  const postgres = ran('postgres')
    ? `ran against ${redact(databaseUrl)}`
    : !selected.has('postgres')
      ? 'not selected'
      : databaseUrl
        ? 'did not run'
        : 'did not run (DATABASE_URL unset)';
  process.stdout.write(`\nDatabase paths: PGlite in memory ${pglite}; PostgreSQL ${postgres}.\n`);
}
