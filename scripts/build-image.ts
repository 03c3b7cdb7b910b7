/**
 * npm run build:image — the production image's build (the Dockerfile runs exactly this):
 * type-checks, then builds with Next's standalone output through the launcher (`npm run build`:
 * migrations on a throwaway or the given database, `next build`, and public/ and the static
 * chunks copied into the standalone folder), so that Next's own `node <dist>/standalone/server.js`
 * serves everything. SITE_URL is baked into prerendered pages, so set it here as at run time.
 */
import { spawn } from 'node:child_process'

import { childEnv, distDir } from './lib/scriptEnv'
import { log, root, run, waitFor } from './lib/runtime'

async function main() {
  log('type-checking (tsc --noEmit)…')
  await run('tsc', ['--noEmit'])
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: childEnv({ NEXT_OUTPUT: 'standalone' }),
  })
  const code = await waitFor(build)
  if (code !== 0) throw new Error(`the build exited with code ${code}`)
  log(`standalone server ready: node ${distDir()}/standalone/server.js`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
