/**
 * `npm run bench`: runs every *.bench.{mjs,ts} under bench/ (subfolders too) in turn (alone, so they
 * don't compete for the two cores) and prints one table. A bench reports by printing JSON lines on stdout:
 *   {"name", "metric", "value", "unit", "baseline"?, "goal"?, "better"?: "higher" | "lower"}
 * where baseline is measured in the same run (DESIGN.md §7); any other output is passed through.
 * `npm run bench -- http` runs only benches whose file name contains "http".
 * Exits non-zero when a bench crashes or reports nothing; a missed goal is shown, not fatal.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const filters = process.argv.slice(2);

const files = readdirSync(benchDir, { recursive: true })
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)))
  .sort();

if (files.length === 0) {
  process.stderr.write(`No bench files in bench/${filters.length ? ` matching ${filters.join(', ')}` : ''}\n`);
  process.exit(1);
}

function isResult(v) {
  return (
    v !== null &&
    typeof v === 'object' &&
    typeof v.name === 'string' &&
    typeof v.metric === 'string' &&
    typeof v.value === 'number'
  );
}

function runBench(file) {
  return new Promise((resolve) => {
    const args = file.endsWith('.ts') ? ['--import', 'tsx', path.join('bench', file)] : [path.join('bench', file)];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    const results = [];
    let pending = '';
    const onLine = (line) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('{')) {
        try {
          const parsed = JSON.parse(trimmed);
          if (isResult(parsed)) {
            results.push({ file, ...parsed });
            return;
          }
        } catch {
          // not a result line: show it
        }
      }
      process.stdout.write(`[${file}] ${line}\n`);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.on('close', (code) => {
      if (pending) onLine(pending);
      resolve({ file, code: code ?? 1, results });
    });
  });
}

const lowerIsBetter = (r) => (r.better ? r.better === 'lower' : /^(ms|s|us|µs|ns|bytes|B|KiB|MiB)$/.test(r.unit ?? ''));

function fmt(n) {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  if (Number.isInteger(n) || Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toFixed(2);
}

const runs = [];
for (const file of files) {
  process.stdout.write(`\n━━ bench/${file}\n`);
  const started = Date.now();
  const run = await runBench(file);
  process.stdout.write(`── bench/${file}: exit ${run.code} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  runs.push(run);
}

const table = [['bench', 'name', 'metric', 'value', 'unit', 'baseline', 'vs baseline', 'goal', 'meets goal']];
for (const { results } of runs) {
  for (const r of results) {
    const hasBaseline = typeof r.baseline === 'number' && r.baseline !== 0;
    const hasGoal = typeof r.goal === 'number';
    const meets = hasGoal ? (lowerIsBetter(r) ? r.value <= r.goal : r.value >= r.goal) : null;
    table.push([
      r.file.replace(/\.bench\.(mjs|ts)$/, ''),
      r.name,
      r.metric,
      fmt(r.value),
      r.unit ?? '',
      hasBaseline ? fmt(r.baseline) : '',
      hasBaseline ? `${(r.value / r.baseline).toFixed(2)}x` : '',
      hasGoal ? `${lowerIsBetter(r) ? '<=' : '>='} ${fmt(r.goal)}` : '',
      meets === null ? '' : meets ? 'yes' : 'NO',
    ]);
  }
}
const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
const numeric = new Set([3, 5, 6]);
const line = (row) =>
  row
    .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
    .join('  ')
    .trimEnd();
process.stdout.write(`\n${line(table[0])}\n${widths.map((w) => '─'.repeat(w)).join('  ')}\n`);
for (const row of table.slice(1)) process.stdout.write(`${line(row)}\n`);

const broken = runs.filter((r) => r.code !== 0 || r.results.length === 0);
for (const r of broken) process.stderr.write(`bench/${r.file}: ${r.code !== 0 ? `exit ${r.code}` : 'reported no result'}\n`);
process.exit(broken.length > 0 ? 1 : 0);
