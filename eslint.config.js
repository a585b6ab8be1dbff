import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    files: ['apps/server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/**/*.ts'],
    rules: mathRandomBan,
  },
  {
    // Server modules talk to each other through services, never through another module's repo.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^\\.\\./[^/]+/.*\\.repo\\.js$', message: "Call the other module's service, not its repository." }],
        },
      ],
    },
  },
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The web app runs in the browser.' },
            {
              regex: '^(\\.\\./)+features/[^/]+/(?!index$).+',
              message: 'Import another feature through its index.ts only.',
            },
            {
              regex: '^@nyota/contract$',
              message: 'Import contract subpaths (rules, constants, ...) so zod stays out of the bundle.',
            },
          ],
        },
      ],
    },
  },
);
