/**
 * npm test | npm run test:quick
 *
 * `npm test`: everything, on a machine that has only Node: the Debian packages the suites need
 * (installed when missing, scripts/lib/systemDeps.ts), then two lanes side by side: one
 * production build that every later suite serves (scripts/lib/testBuild.ts), then the
 * end-to-end tests (the files that change site-wide state in one Playwright worker, then the
 * rest in three); beside them format, unused code, lint, types and the unit tests at the lowest
 * CPU priority (they take what the build leaves), the integration tests (two workers, each on
 * its own database), the standalone server once the build is there (the image test) and the
 * cluster, in a network namespace of its own where one can be made (else after the end-to-end
 * tests). Prints each stage's time at the end; a lane's output is printed when its stage ends.
 *
 * `npm run test:quick`, before each commit: format, lint and types (cached: only what changed
 * is checked again), the unit tests and the integration tests that the changes since the
 * branch left main can reach (vitest --changed). No build, no browser.
 */
import { execFileSync } from 'node:child_process'

import { inOwnNetwork } from './lib/ownNetwork'
import { log } from './lib/runtime'
import { runSteps, type Phase, type Stage, type Step } from './lib/stages'
import { ensureSystemPackages } from './lib/systemDeps'

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

const node = (script: string) => ({ bin: 'node', args: ['--import', 'tsx', script] })

const stages = {
  typecheck: { name: 'typecheck', run: typecheck },
  lint: { name: 'lint', run: lint },
  format: { name: 'format', run: format },
  knip: { name: 'knip', run: { bin: 'knip', args: [] } },
  unit: { name: 'unit', run: vitest('--project', 'unit') },
} satisfies Record<string, Stage>

const clusterTests = vitest('--config', 'vitest.cluster.config.ts')
const cluster: Stage = { name: 'cluster', run: clusterTests }
/**
 * The cluster's proxy takes the port the build's absolute URLs name, which the end-to-end server
 * holds: in a network namespace of its own (as root) the cluster runs beside the end-to-end
 * tests, elsewhere after them.
 */
const isolatedCluster = inOwnNetwork(clusterTests)

const FULL: Phase[] = [
  {
    stages: [
      { name: 'system packages', run: () => ensureSystemPackages(log).then(() => undefined) },
    ],
  },
  {
    // Two lanes side by side, so that the two cores are busy from start to end: the build, then
    // the end-to-end tests that serve it; beside them the checks, the integration tests (which
    // need no build and spend much of their time waiting on PostgreSQL, timers and the servers
    // they start, so they fill the end-to-end tests' waits), the image test and the cluster.
    lanes: [
      [
        { stages: [{ name: 'build', run: node('scripts/test-build.ts') }] },
        { stages: [{ name: 'e2e', run: node('scripts/e2e.ts') }] },
      ],
      [
        {
          // Single-threaded tools without timing, two at a time, at the lowest CPU priority: they
          // take what the build leaves (its single-threaded phases), so that it ends sooner.
          parallel: 2,
          nice: 19,
          stages: [stages.typecheck, stages.lint, stages.format, stages.knip, stages.unit],
        },
        { stages: [{ name: 'integration', run: vitest('--project', 'int') }] },
        {
          after: 'build',
          stages: [{ name: 'image', run: vitest('--config', 'vitest.image.config.ts') }],
        },
        ...(isolatedCluster ? [{ stages: [{ ...cluster, run: isolatedCluster }] }] : []),
      ],
    ],
  },
  ...(isolatedCluster ? [] : [{ stages: [cluster] }]),
]

const QUICK: Step[] = [
  {
    parallel: 2,
    stages: [stages.typecheck, stages.lint, stages.format, stages.unit],
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
