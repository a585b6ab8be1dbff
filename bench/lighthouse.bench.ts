/**
 * Lighthouse, mobile profile (its defaults: Moto G Power screen, simulated slow 4G at 150 ms RTT and
 * 1.6 Mbps, 4x CPU slowdown), on the home page and the Aviator (crash) demo page of the built app
 * served by the real server. Each page is run BENCH_LIGHTHOUSE_RUNS times (3), each run in a fresh
 * Chromium (the one the browser tests use), and the median of each figure is reported: Lighthouse
 * figures swing on a shared 2-core machine, so the load average and Lighthouse's benchmarkIndex
 * (its own CPU speed estimate) are printed with them. Goals: DESIGN.md §6 and reference §7.
 *
 * BENCH_LIGHTHOUSE_PORT (18717) is the app server's port; BENCH_LIGHTHOUSE_OUT, a folder, keeps
 * each run's full JSON report for a closer look.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium-path.js';
import { startWebAppServer } from './support/web-app-server.js';
import { failingAudits, lcpElement, pageFigures, type PageFigures } from './support/lighthouse-figures.js';

const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const PORT = Number(process.env['BENCH_LIGHTHOUSE_PORT'] ?? 18717);
const OUT = process.env['BENCH_LIGHTHOUSE_OUT'];

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'aviator demo', path: '/games/1/demo' },
] as const;

interface Goal {
  metric: keyof PageFigures;
  unit: string;
  goal: number;
  better: 'higher' | 'lower';
}

const GOALS: readonly Goal[] = [
  { metric: 'performance', unit: 'score', goal: 95, better: 'higher' },
  { metric: 'lcpMs', unit: 'ms', goal: 1_800, better: 'lower' },
  { metric: 'tbtMs', unit: 'ms', goal: 150, better: 'lower' },
  { metric: 'cls', unit: 'score', goal: 0.02, better: 'lower' },
  { metric: 'accessibility', unit: 'score', goal: 98, better: 'higher' },
];

const METRIC_NAMES: Record<keyof PageFigures, string> = {
  performance: 'performance score',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  fcpMs: 'FCP',
  accessibility: 'accessibility score',
  benchmarkIndex: 'benchmarkIndex',
};

async function runOnce(url: string, chromePath: string): Promise<Result> {
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function measurePage(name: string, url: string, chromePath: string): Promise<PageFigures[]> {
  const runs: PageFigures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const load = loadavg()[0] ?? 0;
    const lhr = await runOnce(url, chromePath);
    const figures = pageFigures(lhr);
    runs.push(figures);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      writeFileSync(path.join(OUT, `${name.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(lhr));
    }
    say(
      `${name} run ${i}: perf ${figures.performance} LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms ` +
        `CLS ${figures.cls.toFixed(3)} a11y ${figures.accessibility} (benchmarkIndex ${figures.benchmarkIndex}, load ${load.toFixed(2)})`,
    );
    if (i === 1) {
      say(`${name} LCP element: ${lcpElement(lhr) ?? 'unknown'}`);
      for (const audit of failingAudits(lhr)) say(`${name} failing: ${audit}`);
    }
  }
  return runs;
}

function report(name: string, runs: readonly PageFigures[]): void {
  for (const g of GOALS) {
    const value = median(runs.map((r) => r[g.metric]));
    say(
      JSON.stringify({
        name: `${name} (mobile, median of ${runs.length})`,
        metric: METRIC_NAMES[g.metric],
        value,
        unit: g.unit,
        goal: g.goal,
        better: g.better,
      }),
    );
  }
  const index = median(runs.map((r) => r.benchmarkIndex));
  say(
    JSON.stringify({
      name: `${name} (mobile, median of ${runs.length})`,
      metric: METRIC_NAMES.benchmarkIndex,
      value: index,
      unit: 'index',
      better: 'higher',
    }),
  );
}

async function main(): Promise<void> {
  const { executablePath } = await resolveChromium();
  const server = await startWebAppServer(PORT);
  try {
    for (const page of PAGES) report(page.name, await measurePage(page.name, server.baseUrl + page.path, executablePath));
  } finally {
    await server.stop();
  }
}

await main();
