import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// streams/ is the framework-free core: no React, no JSX, no reaching into src/,
// and its folders meet only through their index.ts.
const streamsBoundaries = {
  paths: [
    { name: 'react', message: 'streams/ is framework-free.' },
    { name: 'react-dom', message: 'streams/ is framework-free.' },
    { name: 'observable-hooks', message: 'streams/ is framework-free.' },
    { name: 'styled-components', message: 'streams/ is framework-free.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', '@radix-ui/*'], message: 'streams/ is framework-free.' },
    { group: ['**/src/**', '**/src'], message: 'streams/ never imports src/.' },
    { regex: '^\\.\\./[^/]+/(?!index$).+', message: 'Import another streams/ folder through its index.ts.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.ssr', 'coverage', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'streams/provider-api/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
    },
  },
  {
    // A function a reader takes in at once; tests and scripts may run longer.
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)streams/[^/]+/(?!index$).+', message: 'Import from a streams/ folder through its index.ts.' },
        ],
      }],
    },
  },
  {
    files: ['streams/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', streamsBoundaries],
      'no-restricted-syntax': ['error',
        { selector: 'JSXElement', message: 'streams/ has no JSX.' },
        { selector: "CallExpression[callee.name='setTimeout']", message: 'streams/ takes time from an RxJS scheduler.' },
        { selector: "CallExpression[callee.name='setInterval']", message: 'streams/ takes time from an RxJS scheduler.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'streams/ takes time from an RxJS scheduler.' },
      ],
    },
  },
  {
    files: ['streams/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'streams/ has no JSX files.' }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
