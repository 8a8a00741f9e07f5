import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

// streams/ is the framework-free core: no React, no JSX, no reaching into src/,
// and its folders meet only through their index.ts.
const streamsBoundaries = {
  paths: [
    ...['rxjs', 'rxjs/operators'].map((name) => ({
      name,
      importNames: ['BehaviorSubject', 'ReplaySubject', 'scan', 'mergeScan', 'reduce', 'shareReplay'],
      message: 'State in streams/ is held by a machine (streams/shared/machine.ts: runMachine, recorded, kept).',
    })),
    { name: 'react', message: 'streams/ is framework-free.' },
    { name: 'react-dom', message: 'streams/ is framework-free.' },
    { name: 'observable-hooks', message: 'streams/ is framework-free.' },
    { name: 'styled-components', message: 'streams/ is framework-free.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', '@radix-ui/*'], message: 'streams/ is framework-free.' },
    { group: ['**/src/**', '**/src'], message: 'streams/ never imports src/.' },
    { regex: '^\\.\\./(?!\\.\\./)[^/]+/(?!index$).+', message: 'Import another streams/ folder through its index.ts.' },
    {
      regex: '^(\\.\\./)+assistant/(?!church$|church-name$)',
      message: 'streams/ reads only what the assistants say (assistant/church.ts, church-name.ts), not the provider-facing definition.',
    },
  ],
};

// src/ in layers, each importing only the layers below it: app → sections → components → content,
// with shared (theme, fonts, the streams' context) and config readable by every layer, dev read by
// app alone, and the streams/ core below them all. A section imports only its own folder.
const srcLayers = {
  app: ['sections', 'components', 'content', 'shared', 'dev', 'streams', 'config'],
  sections: ['components', 'content', 'shared', 'streams', 'config'],
  components: ['content', 'shared', 'streams', 'config'],
  dev: ['components', 'content', 'shared', 'streams', 'config'],
  content: ['streams', 'config'],
  shared: ['content', 'streams', 'config'],
  config: ['streams'],
  streams: ['streams'],
};

const layerElements = [
  // The entry files start the app; they belong to its layer.
  { type: 'app', pattern: ['src/app/**', 'src/*.{ts,tsx}'], partialMatch: false },
  { type: 'sections', pattern: 'src/sections/*', capture: ['section'] },
  ...['components', 'content', 'shared', 'dev'].map((type) => ({ type, pattern: `src/${type}/**`, partialMatch: false })),
  { type: 'config', pattern: 'config/**', partialMatch: false },
  { type: 'streams', pattern: 'streams/**', partialMatch: false },
];

const layerPolicies = [
  ...Object.entries(srcLayers).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { types: { anyOf: from === 'sections' ? to : [from, ...to] } } } },
  })),
  // Inside one section's folder.
  {
    from: { element: { type: 'sections', captured: { section: '*' } } },
    allow: { to: { element: { type: 'sections', captured: { section: '{{ from.captured.section }}' } } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.ssr',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '**/.wrangler',
      'streams/provider-api/generated/**',
    ],
  },
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
    // A function, and a file, a reader takes in at once; tests and scripts may run longer.
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 40, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 250 }],
    },
  },
  {
    // The same for the configuration, the assistant's definition and provision, and the Worker; their
    // functions are not held to 40 lines (some run longer today).
    files: ['config/**/*.ts', 'assistant/**/*.ts', 'worker/src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)streams/[^/]+/(?!index$).+', message: 'Import from a streams/ folder through its index.ts.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'config/**/*.ts', 'streams/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
    },
  },
  {
    files: ['streams/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', streamsBoundaries],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement', message: 'streams/ has no JSX.' },
        { selector: "CallExpression[callee.name='setTimeout']", message: 'streams/ takes time from an RxJS scheduler.' },
        { selector: "CallExpression[callee.name='setInterval']", message: 'streams/ takes time from an RxJS scheduler.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'streams/ takes time from an RxJS scheduler.' },
        // State has one owner: a tap only observes and a map only maps; what they learn goes back to a machine as an input.
        {
          selector:
            'CallExpression[callee.name=/^(tap|map)$/] CallExpression:matches([callee.property.name=/^(next|dispatch|subscribe|set|save|clear|push)$/], [callee.name=/^(dispatch|subscribe)$/])',
          message:
            'No write (next, dispatch, subscribe, a store or a push) inside a tap or map in streams/: report it to a machine as an input.',
        },
        {
          selector:
            'CallExpression[callee.name=/^(tap|map)$/] > MemberExpression.arguments[property.name=/^(next|dispatch|set|save|clear|push)$/]',
          message:
            'No write (next, dispatch, subscribe, a store or a push) inside a tap or map in streams/: report it to a machine as an input.',
        },
        {
          selector: 'CallExpression[callee.name=/^(tap|map)$/] :matches(AssignmentExpression, UpdateExpression)',
          message: "No assignment inside a tap or map in streams/: state is a machine's, reduced from inputs.",
        },
      ],
    },
  },
  {
    // The one module that holds state for streams/ (runMachine and its kin).
    files: ['streams/shared/machine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...streamsBoundaries, paths: streamsBoundaries.paths.filter((path) => !path.name.startsWith('rxjs')) },
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
