import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Imports point down the layers:
 *   app, seed → features, components → data → collections, globals | jobs → access → lib → content, env
 * `app/` and `seed/` are entry points (Next.js routes; the set-up the launcher runs): nothing in
 * src imports them. `content/` holds the site's copy and prices as plain constants and imports
 * nothing outside itself, so every layer may read it. `access/` holds the Payload access rules
 * that collections, globals and the jobs collection share. `payload.config.ts` is the root that
 * wires collections, globals and jobs together; the Payload client getter (lib/payload.ts) and
 * the entry points import it, as the Payload templates' utilities do.
 */
const layer = (dir) => `./src/${dir}`
const above = {
  content: [
    'app',
    'seed',
    'features',
    'components',
    'data',
    'collections',
    'globals',
    'jobs',
    'access',
    'lib',
  ],
  lib: [
    'app',
    'seed',
    'features',
    'components',
    'data',
    'collections',
    'globals',
    'jobs',
    'access',
  ],
  access: ['app', 'seed', 'features', 'components', 'data', 'collections', 'globals', 'jobs'],
  jobs: ['app', 'seed', 'features', 'components', 'data', 'collections', 'globals'],
  collections: ['app', 'seed', 'features', 'components', 'data', 'jobs'],
  globals: ['app', 'seed', 'features', 'components', 'data', 'jobs'],
  data: ['app', 'seed', 'features', 'components'],
  features: ['app', 'seed'],
  components: ['app', 'seed'],
}
const layerZones = Object.entries(above).map(([dir, forbidden]) => ({
  target: layer(dir),
  from: forbidden.map(layer),
  message: `${dir}/ sits below ${forbidden.join(', ')}: imports point down the layers.`,
}))

const appZones = [
  ...layerZones,
  {
    target: ['./src/*.ts', layer('app')],
    from: layer('seed'),
    message: 'seed/ is run by the launcher: nothing in src imports it.',
  },
  {
    target: ['./src/*.ts', layer('seed')],
    from: layer('app'),
    message: 'app/ holds Next.js routes: nothing outside it imports them.',
  },
]
const outsideZones = [
  {
    target: './src',
    from: ['./scripts', './tests'],
    message: 'The app does not import scripts or tests.',
  },
]

/**
 * Strings that name what Payload's panel renders: its field ids (`field-<path>`, also inside a
 * selector), its action buttons (`#action-save`), its drawer slugs (`schedule-publish-<id>`)
 * and the classes of its elements (`popup-button`, `doc-controls`, `collection-edit`,
 * `global-edit`).
 */
const PANEL_DOM =
  '/(?:^|[#.\\s])(?:field-|action-[a-z]|schedule-publish-|popup-button|doc-controls|collection-edit|global-edit)/'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/app/(payload)/**',
    'migrations/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...appZones, ...outsideZones] }],
    },
  },
  {
    // Unit tests beside the code may use the test helpers in tests/support.
    files: ['src/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: appZones }] },
  },
  {
    files: ['scripts/**/*.{ts,mjs,js}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './scripts',
              from: './tests',
              message: 'Tests may use scripts/lib; scripts do not import tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    ignores: [
      // The one module that reads the environment.
      'src/env.ts',
      // Next.js inlines NEXT_RUNTIME and NEXT_PHASE at build time; they must stay literal.
      'src/instrumentation.ts',
      // Loaded by Next.js outside the app's bundle, where src/env.ts cannot be imported.
      'src/lib/upstream/cacheHandler.mjs',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment through env() from src/env.ts.',
        },
      ],
    },
  },
  {
    // A reach into the internals of Payload, Next.js or a library lives in src/lib/upstream/,
    // one file per reach, each naming its guarding test (docs/architecture.md, "Upgrading
    // Payload or Next.js"). Elsewhere: no module Next does not export, no method of Payload's
    // database adapter replaced, no DOM id or class of Payload's panel, no double cast.
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    ignores: ['src/lib/upstream/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next/dist', 'next/dist/**'],
              message: "Next's internals: reach them from a file of src/lib/upstream/.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left > MemberExpression.object[property.name='db']",
          message: 'Replacing a method of payload.db belongs in src/lib/upstream/.',
        },
        {
          selector: "AssignmentExpression > MemberExpression.left > Identifier.object[name='db']",
          message: 'Replacing a method of payload.db belongs in src/lib/upstream/.',
        },
        {
          selector: `Literal[value=${PANEL_DOM}]`,
          message: "A DOM id or class of Payload's panel belongs in src/lib/upstream/.",
        },
        {
          selector: `TemplateElement[value.raw=${PANEL_DOM}]`,
          message: "A DOM id or class of Payload's panel belongs in src/lib/upstream/.",
        },
        {
          selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
          message:
            'Type it (a guard, `satisfies`, a typed API) instead of casting through unknown.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs,js,cjs}'],
    ignores: [
      // The one module of the scripts that reads and writes the environment.
      'scripts/lib/scriptEnv.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment through scriptEnv() from scripts/lib/scriptEnv.ts.',
        },
      ],
    },
  },
  {
    // The checker is a registry of small modules: a long function wants a check, a fetch or a
    // helper of its own. (Its monitor and waitlist form belong to other parts of the product.)
    files: ['src/features/ai-visibility/**/*.{ts,tsx}'],
    ignores: [
      'src/features/ai-visibility/**/*.test.ts',
      'src/features/ai-visibility/monitor/**',
      'src/features/ai-visibility/ui/WaitlistForm.client.tsx',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The checks, their fixes, scores and facts reach the browser with the results view: only
    // types may come from the fetch layer (undici, DNS) or the engine's entry point.
    files: ['src/features/ai-visibility/{checks,fixes,scoring,facts,ui}/**/*.{ts,tsx}'],
    ignores: ['src/features/ai-visibility/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/fetch/*', '../check', '../siteCheck'],
              allowTypeImports: true,
              message: 'Server-only: import its types only, or move the helper into facts/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Operational scripts stay readable: a long function wants helpers in scripts/lib.
    files: ['scripts/**/*.{ts,mjs,js,cjs}'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
])
