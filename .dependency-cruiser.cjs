/**
 * Import boundaries (DESIGN §10), checked on every `npm test`:
 * web features never import each other, API modules meet only through their index, SQL stays
 * in repositories and the database layer, and the browser never pulls in full zod.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A feature may not import another feature; the app routes compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|locales)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-modules-meet-through-their-index',
      comment: 'Another module is used only through its public entry, modules/<area>/index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-outside-modules-uses-their-index',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'api-modules-use-only-request-plugins',
      comment:
        'Modules may not depend on the app’s machinery, except the two request helpers routes ' +
        'need: the signed-in user (authenticate) and the site address (site-url). Shared code ' +
        'modules need lives in lib/.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/' },
      to: {
        path: '^apps/api/src/plugins/',
        pathNot: '^apps/api/src/plugins/(authenticate|site-url)\\.ts$',
      },
    },
    {
      name: 'api-plugins-do-not-import-modules',
      comment:
        'Plugins are the machinery modules stand on (routes use authenticate and site-url), so ' +
        'they may not depend on modules in turn. What a plugin runs for the modules (the session ' +
        'check, their jobs, the periodic round, a metric) is handed to it by app.ts, with the ' +
        'modules’ background work wired in background.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-lib-is-the-bottom-layer',
      comment:
        'lib/ is shared by everything, so it imports nothing above it: only the configuration, ' +
        'the database handle and schema, the translations and lib/ itself (its tests may also ' +
        'make a test database). A helper that needs a plugin, a module, a job, an integration or ' +
        'the idempotency store belongs with them.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/lib/',
          '^apps/api/src/config/',
          '^apps/api/src/db/(database|schema)',
          '^apps/api/src/locales/',
        ],
      },
    },
    {
      name: 'api-idempotency-is-below-plugins-and-modules',
      comment:
        'Routes of many modules run through the idempotency store, so it depends on no module ' +
        'and no plugin: only lib/ and the database.',
      severity: 'error',
      from: { path: '^apps/api/src/idempotency/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(modules|plugins|jobs|integrations|admin|db/seed)/' },
    },
    {
      name: 'jobs-are-queued-by-kind',
      comment: 'Jobs are queued through jobs/kinds.ts, which checks the payload against its kind.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/jobs/', '\\.test\\.ts$'] },
      to: { path: '^apps/api/src/jobs/jobs\\.repository\\.ts$' },
    },
    {
      name: 'sandbox-gateway-tables-are-the-sandboxs',
      comment:
        'The sandbox gateway keeps its own tables in a schema a production database never gets (ADR 0020): only the sandbox reads or writes them.',
      severity: 'error',
      from: {
        path: '^apps/api/',
        pathNot: ['^apps/api/src/integrations/payment-gateway/sandbox/', '\\.test\\.ts$'],
      },
      to: { path: '^apps/api/src/db/schema/sandbox-gateway\\.ts$' },
    },
    {
      name: 'sandbox-fiscal-tables-are-the-sandboxs',
      comment:
        'The sandbox fiscal register keeps its own tables in a schema a database behind the real e-HDM service never gets (ADR 0035): only the sandbox reads or writes them.',
      severity: 'error',
      from: {
        path: '^apps/api/',
        pathNot: ['^apps/api/src/integrations/fiscal/sandbox/', '\\.test\\.ts$'],
      },
      to: { path: '^apps/api/src/db/schema/sandbox-fiscal\\.ts$' },
    },
    {
      name: 'handlers-do-not-touch-repositories',
      comment: 'Routes parse and reply; services own transactions; repositories own SQL.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'sql-only-in-repositories-and-db',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/db/',
          '\\.repository\\.ts$',
          '\\.test\\.ts$',
          '^apps/api/src/test/',
        ],
      },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'browser-code-uses-zod-mini',
      comment: 'Full zod would blow the login page budget (DESIGN §8).',
      severity: 'error',
      from: { path: '^(apps/web/src|packages/contract/src)/' },
      to: { path: 'node_modules/zod/', pathNot: 'node_modules/zod/(mini|v4/mini|v4/core)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.ssr|\\.tmp|data|coverage)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
