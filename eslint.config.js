import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycles from './eslint-rules/no-import-cycles.js';

// The full contract carries every zod schema; screens import the zod-free core so the schemas load
// only with the API client (see docs/decisions/005-page-weight.md). Every web block keeps this entry.
const webContractImport = {
  name: '@paysight/contract',
  message: "Import from '@paysight/contract/core'; load the full contract lazily.",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // No import cycles anywhere in the code we ship (a cycle is two modules that are really one).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { paysight: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'paysight/no-import-cycles': 'error' },
  },
  // Server modules meet only through each other's public surface (ARCHITECTURE.md): another module's
  // *.service.ts (use cases, and what it chooses to share) or its pure *.rules.ts; never its queries,
  // routes or internals. Shared code (lib/, providers/) never imports a module.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/(?![^/]+\\.(service|rules)\\.js$)',
              message: "Another module only through its *.service.ts or pure *.rules.ts (ARCHITECTURE.md, 'Modules').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{lib,providers}/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'Shared server code never imports a module; modules import it.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [webContractImport] }],
    },
  },
  // Web dependencies point one way (ARCHITECTURE.md): shared code (lib/, shell/, config/) → features → routes.
  {
    files: ['apps/web/app/{lib,shell,config}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [webContractImport],
          patterns: [{ regex: '^(~/|(\\.\\./)+)(features|routes)/', message: 'Shared code never imports features/ or routes/.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [webContractImport],
          patterns: [
            {
              regex: '^(~/routes/|\\.\\./\\.\\./|\\.\\./(?!api/|components/)[^/]+/)',
              message: 'A feature never imports routes/; another feature is imported as ~/features/<name>/….',
            },
            {
              regex: '^~/features/[^/]+/(?!api/|components/|[^/]+-(text|filters)$)',
              message:
                "Only another feature's public files: its api/, components/, *-text.ts and *-filters.ts (ARCHITECTURE.md). Within a feature, import relatively.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server-only modules (loaders' fetchers, stripped from the client) and tests may use the full contract.
    files: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/app/features/*/api/get-popular-*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Command-line tools print to stdout by design.
    files: ['bench/**', 'scripts/**', 'e2e/**', 'test/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
