import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Error answers come from the catalogue (first house rule below). */
const catalogueOnly = [
  {
    selector: "NewExpression[callee.name='ApiError']",
    message: 'Throw a named factory of lib/errors.ts (soldOut(), badRequest(), …); add one there for a new meaning.',
  },
  {
    selector: "Property[key.name='errorCode'] > Literal",
    message: 'Error bodies are built from the catalogue (lib/errors.ts, lib/http/handler.ts apiErrorBody), not spelled out.',
  },
];

/**
 * Every form names its method. A form sent before its page is live (a quick Enter while the scripts
 * load, or scripts that failed) goes the browser's way: with no method that is GET, which put a staff
 * password or a runner's name and phone into the address, the history and a Referer. A form its
 * script handles says method="post" (sent early, the page comes back and nothing is in the address);
 * a search that may be a link says method="get".
 */
const formMethod = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
  message:
    'Give this form method="post" (handled by script: an early submit must not put its fields in the URL) or method="get" (a plain search).',
};

/** The server entry (server/) is outside the site's code: reached only through lib/server-hooks.mjs. */
const notServer = {
  regex: '^(@/server/|(\\.\\./)+server/)',
  message: 'lib/, app/ and components/ never import server/ (the server entry); use lib/server-hooks.mjs.',
};

/** House rules the type checker cannot see. */
const houseRules = [
  {
    // Every error answer comes from the catalogue's named factories (lib/errors.ts), so a code always
    // answers with its one status and message; no code/status pairs spelled out elsewhere.
    files: ['app/**', 'lib/**', 'components/**', 'scripts/**', 'db/**', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'],
    // Tests assert the codes a user gets, so they spell them.
    ignores: ['lib/errors.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...catalogueOnly, formMethod],
    },
  },
  {
    // Route handlers run per request since Next 15 (none is prerendered unless it opts in with
    // force-static or revalidate), so `dynamic = 'force-dynamic'` in one says nothing and suggests
    // that the others are cached.
    files: ['app/**/route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...catalogueOnly,
        formMethod,
        {
          selector: "VariableDeclarator[id.name='dynamic'][init.value='force-dynamic']",
          message: 'Route handlers already run per request; drop force-dynamic (cache one on purpose with revalidate instead).',
        },
      ],
    },
  },
  {
    // Staff console pages are rendered per request from the database: a prefetched link costs the
    // server a whole page render, and a menu or a list of them made it render dozens per page opened.
    files: ['app/[[]locale]/user/**', 'components/admin/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...catalogueOnly,
        formMethod,
        {
          selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
          message: 'Staff console links are not prefetched: give this Link prefetch={false} (a public page link may say prefetch).',
        },
      ],
    },
  },
  {
    // The site's code never depends on the server entry (server/): it runs the same under `next start`
    // and `next dev`, and reaches the entry only through lib/server-hooks.mjs.
    files: ['app/**', 'lib/**', 'components/**', 'db/**', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [notServer] }],
    },
  },
  {
    // What the server entry serves itself (server/routes.ts: two routes, and the application's own
    // function) runs outside Next's request scope there: nothing of next/headers, and no after()
    // (lib/http/after-answer.ts works in both).
    files: ['lib/registration/apply-answer.ts', 'app/api/ranking/person/route.ts', 'app/api/ranking/team/route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [notServer],
          paths: [
            {
              name: 'next/headers',
              message: 'This code also runs in the server entry (server/routes.ts), outside Next: read the request.',
            },
            { name: 'next/server', importNames: ['after'], message: 'Use lib/http/after-answer.ts: this code also runs outside Next.' },
          ],
        },
      ],
    },
  },
  {
    // Settings are read, checked and documented in one place (lib/env/schema.mjs; the site uses
    // lib/env.ts): no variable read elsewhere, so none goes unchecked or undocumented.
    ignores: ['lib/env/schema.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through lib/env.ts (or lib/env/schema.mjs outside the site); add new ones there.',
        },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...houseRules,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'db/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];
export default config;
