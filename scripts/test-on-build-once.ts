/**
 * node --import tsx scripts/test-on-build-once.ts
 *
 * `npm test` runs two branches side by side (package.json `test:all`): the build then the
 * end-to-end tests, and the checks then the integration tests. Each branch ends with this
 * script, and the first to get here runs the suites that serve the build (`npm run
 * test:on-build`: the image and the cluster) while the other branch still works; the second
 * finds them claimed and ends. Either branch may finish first: which one does depends on the
 * machine, so a fixed place would leave a core idle at the end.
 *
 * The claim is a file named by TEST_RUN_ID (set by `npm test`), created exclusively. Without
 * TEST_RUN_ID (a branch run alone), the suites just run.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

import { dataDir, log, waitFor } from './lib/runtime'
import { scriptEnv } from './lib/scriptEnv'

const CLAIM_PREFIX = 'on-build-claim-'

/** Whether this branch is the first of run `runId` to claim the suites. */
async function claim(runId: string): Promise<boolean> {
  const folder = path.join(dataDir, 'test')
  await fs.mkdir(folder, { recursive: true })
  const mine = `${CLAIM_PREFIX}${runId}`
  // Claims of earlier runs are left behind by design (see below): clear them.
  for (const name of await fs.readdir(folder)) {
    if (name.startsWith(CLAIM_PREFIX) && name !== mine) {
      await fs.rm(path.join(folder, name), { force: true })
    }
  }
  try {
    // Kept after the suites end, so that the later branch never runs them a second time.
    await fs.writeFile(path.join(folder, mine), `${process.pid}\n`, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

async function main(): Promise<number> {
  const runId = scriptEnv().TEST_RUN_ID
  if (runId && !(await claim(runId))) {
    log('the image and cluster suites run on the other branch of npm test')
    return 0
  }
  return waitFor(spawn('npm', ['run', '--silent', 'test:on-build'], { stdio: 'inherit' }))
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
