// One lint configuration for both workspaces. Formatting is Prettier's job (eslint-config-prettier
// turns off every stylistic rule), so ESLint only reports code that is wrong or crosses a boundary.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Backend folders that hold a business domain; infrastructure must not reach into them. */
const BACKEND_DOMAINS = [
  'admin',
  'auth',
  'bookings',
  'calendar',
  'customers',
  'dashboard',
  'deliveries',
  'invoices',
  'ledger',
  'loyalty',
  'notifications',
  'payments',
  'rentals',
  'reviews',
  'settings',
  'staff',
  'staff-logs',
  'system',
  'vehicles',
];

/** Tests may reach across features: the Malay catalogue test checks every feature's form texts. */
const TESTS = ['**/*.test.{ts,tsx}'];

/** A relative import that climbs out of the current folder into one of `folders`. */
function climbsInto(folders) {
  return `^(\\.\\./)+(${folders.join('|')})(/|$)`;
}

/**
 * A front-end feature may use another feature only through its `api/` folder (its endpoints and
 * the types they return); components, hooks and utilities stay private to the feature that owns
 * them, and anything two features share lives in src/components or src/lib. Relative paths count
 * folders, so the pattern depends on how deep the importing file sits inside its feature.
 */
function featureBoundary(depth) {
  const toFeatures = '\\.\\./'.repeat(depth);
  return {
    files: [`frontend/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${toFeatures}[^./][^/]*/(?!api/)`,
              message: 'Use another feature only through its api/ folder; move shared UI to src/components and helpers to src/lib.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'frontend/dev-dist/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
      'frontend/e2e/.artifacts/**',
      'frontend/src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are allowed only when they say so with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Type-aware checks where a slip silently loses work: an un-awaited promise (a test assertion
    // that never runs, a write nobody waits for) or a promise passed where a callback is expected.
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['backend/**/*.ts', 'scripts/**/*.{js,mjs}', '*.{js,mjs}', 'backend/**/*.js', 'frontend/scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS: Jest's config and the bench and migration scripts Node loads with require().
    files: ['**/*.cjs', 'backend/jest.config.js', 'backend/scripts/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Refusing control characters in text is the point of these patterns.
    files: ['backend/src/common/validation/safe-text.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['backend/src/common/**/*.ts', 'backend/src/pdf/**/*.ts'],
    // The renderer's own tests print real documents, so they may load a domain's builder.
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto(BACKEND_DOMAINS),
              message: 'Infrastructure knows no domain: pass what it needs in, or move the code into the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto(['customers', 'staff', 'admin']),
              message: 'Account modules depend on auth, not the other way round: use the account lookup auth declares.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}', 'frontend/src/i18n/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/',
              message: 'Shared code must not depend on a feature.',
            },
          ],
        },
      ],
    },
  },
  featureBoundary(1),
  featureBoundary(2),
  featureBoundary(3),
  featureBoundary(4),
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/playwright.config.ts', 'frontend/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
