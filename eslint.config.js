import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const mathRandomBan = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Use node:crypto (randomInt, randomBytes): game and money code needs a CSPRNG.',
    },
  ],
};

/** Import rules of the web app; `featureDepth` adds the sibling-feature rule for a file that deep in features/. */
function webImportPatterns(featureDepth) {
  const patterns = [
    { regex: '^node:', message: 'The web app runs in the browser.' },
    { regex: '^(\\.\\./)+features/[^/]+/(?!index$).+', message: 'Import another feature through its index.ts only.' },
    {
      regex: '^@nyota/contract$',
      message: 'Import contract subpaths (rules, constants, ...) so zod stays out of the bundle.',
    },
    {
      regex: '^@nyota/contract/money/minor-schema$',
      message: 'The zod side of Minor is for schemas; the web uses money/minor and money/format.',
    },
  ];
  if (featureDepth !== null) {
    patterns.push({
      regex: `^${'\\.\\./'.repeat(featureDepth)}[^./][^/]*/(?!index$).+`,
      message: 'Import another feature through its index.ts only.',
    });
  }
  return patterns;
}

/**
 * Size limits (codebase-shape issue, item 4): no production file over 400 lines, no function over
 * 80. Counted as physical lines (blank lines and comments included), so the number the rule sees is
 * the one `wc -l` and the editor show, the one the issue and reviews quote; a file whose comments
 * push it past 400 is as long to read as any other.
 */
const sizeLimits = {
  'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
  'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
};

/** Where the size limits do not apply: tests and their kits, and pure data (dictionaries, page texts). */
const sizeLimitExclusions = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-kit.ts',
  'apps/server/src/test-support/**',
  // Dictionaries: one entry per line, typechecked key for key against English; splitting them by
  // size alone would only scatter the keys.
  'apps/web/src/shared/i18n/messages/*.ts',
  // The content pages' texts (data, one language per file).
  'apps/web/src/features/content/content.*.ts',
  // Migrations are history: a released migration is what ran on every database and is never
  // edited afterwards, so it is not reshaped to fit a limit either.
  'apps/server/src/platform/db/migrations/*.ts',
  // Generated from the migrations by `npm run db:types` (docs/database.md): one interface per table.
  'apps/server/src/platform/db/schema.generated.ts',
];

/**
 * Server module boundaries (issue 12 item 7): a module is a folder of modules/ (and each folder of
 * modules/games/, whose shared/ is a library every game may use). Another module is reached only
 * through its index.ts, its one public surface, type-only imports included; tests and test kits may
 * also use another module's `*.test-kit.ts`. Patterns are written per folder depth, since a relative
 * path leaves the own module after exactly depth + 1 `../` (depth + 2 for a game's way to the
 * top-level modules).
 */
function serverModuleImportRules() {
  const MAX_DEPTH = 4;
  const publicSurface = (forTests) => (forTests ? '(?!index\\.js$|[^/]+\\.test-kit\\.js$)' : '(?!index\\.js$)');
  const message = 'Import another server module through its index.ts only (its create…Module and what it exports).';
  const topLevel = (ups, forTests) => [
    { regex: `^(\\.\\./){${ups}}(?!games/)[^./][^/]*/${publicSurface(forTests)}.+`, message },
    { regex: `^(\\.\\./){${ups}}games/(?!shared/)[^./][^/]*/${publicSurface(forTests)}.+`, message },
  ];
  const sibling = (ups, forTests) => [{ regex: `^(\\.\\./){${ups}}(?!shared/)[^./][^/]*/${publicSurface(forTests)}.+`, message }];
  const tests = ['**/*.test.ts', '**/*.test-kit.ts'];
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    const within = '*/'.repeat(depth);
    for (const forTests of [false, true]) {
      const testFiles = (globs) => (forTests ? globs.flatMap((g) => tests.map((t) => g.replace('*.ts', t.slice(3)))) : globs);
      configs.push(
        {
          files: testFiles([`apps/server/src/modules/*/${within}*.ts`]),
          ignores: ['apps/server/src/modules/games/**', ...(forTests ? [] : tests)],
          rules: { 'no-restricted-imports': ['error', { patterns: topLevel(depth + 1, forTests) }] },
        },
        {
          files: testFiles([`apps/server/src/modules/games/*/${within}*.ts`]),
          ignores: forTests ? [] : tests,
          rules: {
            'no-restricted-imports': ['error', { patterns: [...sibling(depth + 1, forTests), ...topLevel(depth + 2, forTests)] }],
          },
        },
      );
    }
  }
  // The composition root wires modules through their surfaces too.
  configs.push({
    files: ['apps/server/src/app.ts', 'apps/server/src/composition.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./modules/(?!games/)[^/]+/(?!index\\.js$).+', message },
            { regex: '^\\./modules/games/[^/]+/(?!index\\.js$).+', message },
          ],
        },
      ],
    },
  });
  return configs;
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits or catches loses its error (and in a money
    // path, its outcome); a promise where a void callback is expected is the same mistake.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'apps/sandbox/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      '.husky/*.mjs',
      'e2e/**/*.ts',
      'bench/**/*.{ts,mjs}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/sandbox/src/**/*.ts', 'packages/**/*.ts'],
    rules: mathRandomBan,
  },
  ...serverModuleImportRules(),
  {
    // The contract is shared by browser and server: no Node or React imports.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(node:|react)', message: 'The contract runs in the browser and the server.' }] },
      ],
    },
  },
  {
    // Fairness math runs in the browser's verifier and in the server's engines: no Node or React imports.
    files: ['packages/fairness/src/**/*.ts'],
    ignores: ['packages/fairness/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(node:|react)', message: 'The fairness package runs in the browser and the server.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns(null) }] },
  },
  // Inside features/, a sibling feature is reached by climbing out of the own one ('../other/x' one
  // level down, '../../other/x' two levels down): only its index may be imported that way.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns(depth) }] },
  })),

  {
    files: ['apps/server/src/**/*.ts', 'apps/sandbox/src/**/*.ts', 'packages/*/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: sizeLimitExclusions,
    rules: sizeLimits,
  },
  {
    // Hooks only at the top level, and every value an effect reads is in its dependencies; an effect
    // that must run on fewer changes than it reads (on arrival only, once per round) puts the reading
    // in a useEffectEvent. The React Compiler rules of the plugin's newer presets are not adopted
    // (the app does not use the compiler).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
