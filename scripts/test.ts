/**
 * npm test | npm run test:quick
 *
 * `npm test`: everything, on a machine that has only Node: the Debian packages the suites need
 * (installed when missing, scripts/lib/systemDeps.ts), then format, unused code, lint and types
 * side by side, the unit tests, one production build that every later suite serves
 * (scripts/lib/testBuild.ts), the integration tests, the standalone server, the end-to-end
 * tests (parallel workers) and the cluster. Prints each stage's time at the end.
 *
 * `npm run test:quick`, before each commit: format, lint and types (cached: only what changed
 * is checked again), the unit tests and the integration tests that the changes since the
 * branch left main can reach (vitest --changed). No build, no browser.
 */
import { execFileSync } from 'node:child_process'

import { log } from './lib/runtime'
import { runSteps, type Step } from './lib/stages'
import { ensureSystemPackages } from './lib/systemDeps'
import { ensureTestBuild } from './lib/testBuild'

const CACHE = 'node_modules/.cache'

const format = { bin: 'prettier', args: ['--check', '.', '--cache', '--log-level', 'warn'] }
const lint = {
  bin: 'eslint',
  args: ['.', '--cache', '--cache-location', `${CACHE}/eslint/`, '--cache-strategy', 'content'],
}
const typecheck = {
  bin: 'tsc',
  args: ['--noEmit', '--tsBuildInfoFile', `${CACHE}/tsc.tsbuildinfo`],
}
const vitest = (...args: string[]) => ({ bin: 'vitest', args: ['run', ...args] })

/** Where this branch left main (main or origin/main), else the last commit. */
function mergeBase(): string {
  for (const branch of ['main', 'origin/main']) {
    try {
      return execFileSync('git', ['merge-base', 'HEAD', branch], { encoding: 'utf8' }).trim()
    } catch {
      // no such branch here
    }
  }
  return 'HEAD'
}

const FULL: Step[] = [
  {
    stages: [
      { name: 'system packages', run: () => ensureSystemPackages(log).then(() => undefined) },
    ],
  },
  {
    // Single-threaded tools: two at a time keep both cores busy.
    parallel: 2,
    stages: [
      { name: 'typecheck', run: typecheck },
      { name: 'lint', run: lint },
      { name: 'format', run: format },
      { name: 'knip', run: { bin: 'knip', args: [] } },
      { name: 'unit', run: vitest('--project', 'unit') },
    ],
  },
  { stages: [{ name: 'build', run: () => ensureTestBuild() }] },
  { stages: [{ name: 'integration', run: vitest('--project', 'int') }] },
  { stages: [{ name: 'image', run: vitest('--config', 'vitest.image.config.ts') }] },
  {
    stages: [{ name: 'e2e', run: { bin: 'node', args: ['--import', 'tsx', 'scripts/e2e.ts'] } }],
  },
  { stages: [{ name: 'cluster', run: vitest('--config', 'vitest.cluster.config.ts') }] },
]

const QUICK: Step[] = [
  {
    parallel: 2,
    stages: [
      { name: 'typecheck', run: typecheck },
      { name: 'lint', run: lint },
      { name: 'format', run: format },
      { name: 'unit', run: vitest('--project', 'unit') },
    ],
  },
  {
    stages: [
      {
        name: 'integration (changed)',
        run: vitest('--project', 'int', '--changed', mergeBase(), '--passWithNoTests'),
      },
    ],
  },
]

const quick = process.argv[2] === 'quick'
runSteps(quick ? 'npm run test:quick' : 'npm test', quick ? QUICK : FULL).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
