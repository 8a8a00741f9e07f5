// dependency-cruiser (npm run lint): no import cycles in the site's code, type-only imports included.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, even through others or for types only, cannot be read or loaded one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'worker-apart',
      severity: 'error',
      comment: 'The demo-call Worker is deployed on its own: it and the site meet over HTTP, never by an import.',
      from: { path: '^worker/' },
      to: { pathNot: ['^worker/', 'node_modules', '^cloudflare:'] },
    },
    {
      name: 'assistant-page-files-alone',
      severity: 'error',
      comment:
        'What the page reads of assistant/ (church.ts, what both assistants say; church-name.ts, the rule for the visitor’s church; live-call.ts, what a live call keeps and who handles it) imports nothing, so the page never carries the provider-facing definition.',
      from: { path: '^assistant/(church|church-name|live-call)\\.ts$' },
      to: { pathNot: '^assistant/(church|church-name|live-call)\\.ts$' },
    },
    {
      name: 'page-reads-no-definition',
      severity: 'error',
      comment:
        'The site reads only what the assistants say and are given (church, church-name, live-call): the definition and provision are for the provider, not the page.',
      from: { path: '^(src|streams|config)/' },
      to: { path: '^assistant/', pathNot: '^assistant/(church|church-name|live-call)\\.ts$' },
    },
    {
      name: 'site-without-worker',
      severity: 'error',
      comment: 'The site ships without the Worker.',
      from: { path: '^(src|streams|config)/' },
      to: { path: '^worker/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]+|\\.ssr)/' },
  },
};
