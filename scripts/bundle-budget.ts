/**
 * Bundle budgets (DESIGN.md §6): players on low-end phones pay for every byte on costly data.
 * - initial JS of the home route: the HTML entry chunk plus everything it imports statically (the
 *   browser fetches these before the first paint of '/'); dynamic imports load later and are not
 *   counted here. Gzip (level 9) sum <= 100 KiB.
 * - every other JS file in dist (lazy route chunks and the like): <= 30 KiB gzip each.
 * Reads Vite's manifest (build.manifest: true). Run after `npm run build -w @nyota/web`;
 * `--require-dist` (used by npm test) fails instead of skipping when there is no build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_LIMIT_BYTES = 100 * 1024;
export const LAZY_LIMIT_BYTES = 30 * 1024;

/** The part of a Vite manifest entry this check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** The manifest key (source module) when the file is in the manifest. */
  source: string | null;
  bytes: number;
  gzipBytes: number;
}

export interface BudgetReport {
  entry: string;
  initial: ChunkSize[];
  initialGzipBytes: number;
  lazy: ChunkSize[];
  failures: string[];
}

export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The home route's HTML entry: index.html when present, else the only entry. */
export function homeEntryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const html = entries.find((k) => k === 'index.html' || k.endsWith('/index.html'));
  if (html) return html;
  if (entries.length === 1 && entries[0] !== undefined) return entries[0];
  throw new Error(`cannot tell the home entry among ${entries.length} manifest entries: ${entries.join(', ') || '(none)'}`);
}

/** Files of the entry chunk and its static import closure (never its dynamic imports). */
export function initialFiles(manifest: Manifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest imports '${key}', which the manifest does not list`);
    if (isJs(chunk.file)) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  return files;
}

export function isJs(file: string): boolean {
  return /\.(m?js)$/.test(file);
}

/**
 * Judges every JS file of a build. `jsFiles` lists all JS files in dist (relative paths), so a file
 * the manifest forgets is still held to the lazy limit.
 */
export function checkBudgets(manifest: Manifest, jsFiles: string[], read: (file: string) => Buffer): BudgetReport {
  const entry = homeEntryKey(manifest);
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const measure = (file: string): ChunkSize => {
    const content = read(file);
    return { file, source: sourceOf.get(file) ?? null, bytes: content.length, gzipBytes: gzipSize(content) };
  };
  const initialSet = new Set(initialFiles(manifest, entry));
  const initial = [...initialSet].map(measure);
  const all = new Set([
    ...jsFiles,
    ...Object.values(manifest)
      .map((c) => c.file)
      .filter(isJs),
  ]);
  const lazy = [...all]
    .filter((f) => !initialSet.has(f))
    .sort()
    .map(measure);
  const initialGzipBytes = initial.reduce((sum, c) => sum + c.gzipBytes, 0);

  const failures: string[] = [];
  if (initialGzipBytes > INITIAL_LIMIT_BYTES) {
    const parts = initial.map((c) => `${c.file} ${kib(c.gzipBytes)}`).join(', ');
    failures.push(`initial JS of the home route is ${kib(initialGzipBytes)} gzip, over ${kib(INITIAL_LIMIT_BYTES)} (${parts})`);
  }
  for (const c of lazy) {
    if (c.gzipBytes > LAZY_LIMIT_BYTES) {
      failures.push(
        `lazy chunk ${c.file}${c.source ? ` (${c.source})` : ''} is ${kib(c.gzipBytes)} gzip, over ${kib(LAZY_LIMIT_BYTES)}`,
      );
    }
  }
  return { entry, initial, initialGzipBytes, lazy, failures };
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function formatReport(report: BudgetReport): string {
  const rows: string[][] = [['kind', 'file', 'source', 'raw', 'gzip', 'limit']];
  for (const c of report.initial) rows.push(['initial', c.file, c.source ?? '', kib(c.bytes), kib(c.gzipBytes), '']);
  rows.push(['initial', '(sum)', report.entry, '', kib(report.initialGzipBytes), kib(INITIAL_LIMIT_BYTES)]);
  for (const c of report.lazy) rows.push(['lazy', c.file, c.source ?? '', kib(c.bytes), kib(c.gzipBytes), kib(LAZY_LIMIT_BYTES)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i >= 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function listJs(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...listJs(full, base));
    } else if (isJs(entry.name)) {
      out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  }
  return out;
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = process.env['WEB_DIST'] ?? path.join(root, 'apps/web/dist');
  const requireDist = process.argv.includes('--require-dist');
  if (!existsSync(dist)) {
    const message = `bundle budgets: ${dist} does not exist; build first with npm run build -w @nyota/web`;
    if (requireDist) {
      process.stderr.write(`FAIL ${message}\n`);
      return 1;
    }
    process.stdout.write(`SKIP ${message}\n`);
    return 0;
  }
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    process.stderr.write(`FAIL bundle budgets: ${manifestPath} is missing; enable build.manifest in apps/web/vite.config.ts\n`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const report = checkBudgets(manifest, listJs(dist), (file) => readFileSync(path.join(dist, file)));
  process.stdout.write(`${formatReport(report)}\n\n`);
  if (report.failures.length > 0) {
    for (const f of report.failures) process.stderr.write(`FAIL bundle budget: ${f}\n`);
    return 1;
  }
  process.stdout.write(
    `Bundle budgets met: initial ${kib(report.initialGzipBytes)} of ${kib(INITIAL_LIMIT_BYTES)}, ${report.lazy.length} other chunk(s) each under ${kib(LAZY_LIMIT_BYTES)}.\n`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
