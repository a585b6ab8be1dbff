import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkBudgets, initialFiles, LAZY_LIMIT_BYTES, type Manifest } from './bundle-budget.js';

/** A home entry that statically pulls vendor + shared, and lazily loads two routes. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js', '_shared-c3.js'],
    dynamicImports: ['src/routes/home.tsx', 'src/routes/vip.tsx'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_vendor-b2.js'] },
  'src/routes/home.tsx': { file: 'assets/home-d4.js', isDynamicEntry: true, imports: ['_shared-c3.js', '_chart-e5.js'] },
  'src/routes/vip.tsx': { file: 'assets/vip-f6.js', isDynamicEntry: true },
  '_chart-e5.js': { file: 'assets/chart-e5.js' },
  'src/styles.css': { file: 'assets/styles-g7.css' },
};

/** Incompressible bytes, so gzip size is about the raw size and limits can be crossed on purpose. */
const noise = (bytes: number) => randomBytes(bytes);
const small = Buffer.from('export const x = 1;\n'.repeat(50));

describe('bundle budgets', () => {
  it('counts the entry and its static import closure, never dynamic imports or CSS', () => {
    expect(initialFiles(manifest, 'index.html').sort()).toEqual([
      'assets/index-a1.js',
      'assets/shared-c3.js',
      'assets/vendor-b2.js',
    ]);
  });

  it('passes a build within both limits', () => {
    const report = checkBudgets(manifest, [], () => small);
    expect(report.failures).toEqual([]);
    expect(report.lazy.map((c) => c.file)).toEqual(['assets/chart-e5.js', 'assets/home-d4.js', 'assets/vip-f6.js']);
  });

  it('fails when the home route initial JS sums over 100 KiB even if each chunk is small', () => {
    const report = checkBudgets(manifest, [], (f) =>
      f.startsWith('assets/home') || f.startsWith('assets/vip') || f.startsWith('assets/chart') ? small : noise(35 * 1024),
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/initial JS of the home route is 10\d\.\d KiB gzip, over 100\.0 KiB/);
  });

  it('names the lazy chunk that is over 30 KiB', () => {
    const report = checkBudgets(manifest, [], (f) => (f === 'assets/vip-f6.js' ? noise(LAZY_LIMIT_BYTES + 2048) : small));
    expect(report.failures).toEqual([expect.stringContaining('lazy chunk assets/vip-f6.js (src/routes/vip.tsx)')]);
  });

  it('holds JS files the manifest does not list to the lazy limit', () => {
    const report = checkBudgets(manifest, ['sw.js'], (f) => (f === 'sw.js' ? noise(40 * 1024) : small));
    expect(report.failures).toEqual([expect.stringContaining('lazy chunk sw.js is')]);
  });
});
