import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { failureLines, playwrightResult, vitestResult } from './test-reports.mjs';

describe('the closing list of failed tests', () => {
  it('names a failed Vitest test and a file that did not load, relative to the root', () => {
    const result = vitestResult(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        testResults: [
          {
            name: '/repo/apps/server/a.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'ok' },
              { status: 'failed', fullName: 'ledger pays once' },
            ],
          },
          {
            name: '/repo/apps/web/b.test.ts',
            status: 'failed',
            message: '\u001b[31mSyntaxError: x\u001b[39m\nstack',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(result).toMatchObject({ passed: 3, failed: 2, skipped: 1 });
    expect(result.failures).toEqual([
      'apps/server/a.test.ts › ledger pays once',
      'apps/web/b.test.ts (did not run: SyntaxError: x)',
    ]);
  });

  it('names a failed browser test with its project, place and first error line', () => {
    const result = playwrightResult({
      stats: { expected: 5, unexpected: 1, flaky: 0, skipped: 1 },
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  file: 'console-market.spec.ts',
                  line: 28,
                  title: 'staff switch a channel off',
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [{ error: { message: 'Timed out 10000ms\nmore' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(result).toMatchObject({ passed: 5, failed: 1, skipped: 1 });
    const text = failureLines([{ name: 'e2e', failed: 1, failures: result.failures }]);
    expect(text).toContain('✘ [desktop] console-market.spec.ts:28 › staff switch a channel off — Timed out 10000ms');
    expect(failureLines([{ name: 'lint', failed: 0, failures: [] }])).toBe('');
  });
});
