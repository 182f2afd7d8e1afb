// ESLint for the whole repository: correctness rules, type-aware TypeScript
// rules, React and accessibility rules for the SPA, and the import boundaries
// that keep the architecture described in README.md (Project layout) true.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import boundariesConfig from './eslint.boundaries.cjs';

const { boundariesSettings, boundaryPolicies } = boundariesConfig;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'frontend/dist/',
      'frontend/.build/',
      'cdk.out/',
      'coverage/',
      'bench/results/',
      'bench/.tmp/',
      'e2e/.artifacts/',
      '.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One program from tsconfig.json, the same `npm run typecheck` builds:
        // every linted .ts/.tsx file is in it, and on this repository it lints
        // faster than projectService (about 43 s against 61 s of CPU).
        project: './tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // Plain JavaScript (this config, the jest transform) is not part of the
    // TypeScript program: lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // .js and .cjs files here are CommonJS on purpose (jest loads them with require).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      // The same convention as tsc's noUnusedParameters: a leading _ marks a
      // parameter or binding kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read untyped JSON on purpose (handler answers through the harness's
    // Answer<any>, CloudFormation templates, captured request bodies): the
    // expect() after each access is what checks the shape, so typing every
    // body would only restate the assertion.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/test/**', '**/*-test-utils.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A fake of an async API (fetch, a handler, a prompt) is clearest as an
      // async function even when it has nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // ---- Globals per area ----
  { languageOptions: { globals: globals.node } },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/test/**', '**/*-test-utils.tsx'],
    languageOptions: { globals: globals.jest },
  },

  // ---- The SPA: hooks and accessibility ----
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['frontend/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },

  // ---- Chakra from its published subpaths ----
  {
    // The package root re-exports every component: with code splitting, a
    // single root import puts code only lazy pages use into every page's
    // first download (frontend/narrow-chakra-imports.ts explains the rest).
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: "Import from the component's subpath, e.g. '@chakra-ui/react/button'." },
            // A form in the first HTML can be typed into and submitted before
            // the app runs; HydratingForm keeps both (docs/ARCHITECTURE.md, Prerender and hydration).
            { name: 'formik', importNames: ['Form'], message: "Use HydratingForm from components/hydrating-form.tsx: it keeps what was typed before hydration." },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/components/hydrating-form.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@chakra-ui/react', message: "Import from the component's subpath, e.g. '@chakra-ui/react/button'." }] }],
    },
  },

  {
    // Only lambdas/lib/db/ talks to DynamoDB (the boundaries below keep its SDK
    // there): its wire protocol, which the lean client speaks through
    // lambdas/lib/aws/aws-json.ts, is named nowhere else either. The local
    // store's proxy answers that protocol; tests may name it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['lambdas/lib/db/**', 'infra/local/transactions-proxy.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/DynamoDB_20120810/], TemplateElement[value.raw=/DynamoDB_20120810/]',
          message: 'Only lambdas/lib/db/ talks to DynamoDB; go through its repositories.',
        },
      ],
    },
  },

  // ---- No import circles on the server ----
  {
    // A circle makes an area's code unreadable alone and its tests unrunnable
    // alone (the order's repositories once imported each other in a ring:
    // lambdas/lib/db/order-parts.ts is the leaf that broke it). `import type`
    // is erased at build and not counted; a value import or any re-export is.
    files: ['lambdas/**/*.ts', 'infra/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // ---- Import boundaries ----
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: {
      // checkAllOrigins: the DynamoDB rule is about packages, not our files.
      // checkInternals: the lean public-read rule is about imports inside lambdas/lib/db/.
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: boundaryPolicies }],
    },
  },
);
