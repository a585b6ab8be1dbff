/**
 * The staff console's bundle budget (issue 13): initial JS (the entry chunk and its static
 * imports) <= 150 KiB gzip. Reads the console's Vite manifest; run after
 * `npm run build -w @nyota/console`. `--require-dist` (npm test) fails instead of skipping when
 * there is no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSize, homeEntryKey, initialFiles, kib, type Manifest } from './bundle-budget.js';

export const CONSOLE_INITIAL_LIMIT_BYTES = 150 * 1024;

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = process.env['CONSOLE_DIST'] ?? path.join(root, 'apps/console/dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    const message = `console budget: ${manifestPath} does not exist; build first with npm run build -w @nyota/console\n`;
    if (process.argv.includes('--require-dist')) {
      process.stderr.write(message);
      return 1;
    }
    process.stdout.write(`${message}(skipped)\n`);
    return 0;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = initialFiles(manifest, homeEntryKey(manifest)).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gzipSize(readFileSync(path.join(dist, f))), 0);
  if (total > CONSOLE_INITIAL_LIMIT_BYTES) {
    process.stderr.write(
      `Console initial JS is ${kib(total)} gzip, over ${kib(CONSOLE_INITIAL_LIMIT_BYTES)} (${files.join(', ')}).\n`,
    );
    return 1;
  }
  process.stdout.write(`Console budget met: initial JS ${kib(total)} gzip of ${kib(CONSOLE_INITIAL_LIMIT_BYTES)}.\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
