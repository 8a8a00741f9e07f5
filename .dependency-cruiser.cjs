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
      name: 'church-words-alone',
      severity: 'error',
      comment:
        'What both assistants say (assistant/church.ts) is read by the simulated assistant in the page: it imports nothing, so the page never carries the provider-facing definition.',
      from: { path: '^assistant/church\\.ts$' },
      to: { pathNot: '^assistant/church\\.ts$' },
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
