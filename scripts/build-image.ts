/**
 * npm run build:image — the production image's build (the Dockerfile runs exactly this):
 * type-checks, builds with Next's standalone output through the launcher (`npm run build`:
 * migrations on a throwaway or the given database, then `next build`), and assembles
 * <dist>/standalone so that `node <dist>/standalone/server.js` serves everything: the static
 * chunks and public/ are copied beside the server, which Next leaves to the deployer, and
 * server.js is scripts/server.ts bundled.
 * SITE_URL is baked into prerendered pages, so set it here as at run time.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { build as esbuild } from 'esbuild'

import { log, root, run, waitFor } from './lib/runtime'

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  log('type-checking (tsc --noEmit)…')
  await run('tsc', ['--noEmit'])

  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_OUTPUT: 'standalone' },
  })
  const code = await waitFor(build)
  if (code !== 0) throw new Error(`the build exited with code ${code}`)

  const standalone = path.join(root, distDir, 'standalone')
  if (!existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(`${distDir}/standalone/server.js is missing: was the build standalone?`)
  }
  await fs.rm(path.join(standalone, 'public'), { recursive: true, force: true })
  await fs.cp(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
  const staticTarget = path.join(standalone, distDir, 'static')
  await fs.rm(staticTarget, { recursive: true, force: true })
  await fs.cp(path.join(root, distDir, 'static'), staticTarget, { recursive: true })
  // Our server (Brotli, graceful stop) in place of the one Next generates, bundled with what it
  // imports but Next, which the standalone output ships, and told which build it serves. An ES
  // module, as package.json says; the CommonJS packages bundled into it need `require`.
  await esbuild({
    entryPoints: [path.join(root, 'scripts/server.ts')],
    outfile: path.join(standalone, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['next'],
    banner: {
      js: [
        "import { createRequire } from 'node:module'",
        'const require = createRequire(import.meta.url)',
        `process.env.NEXT_DIST_DIR ??= ${JSON.stringify(distDir)}`,
      ].join('\n'),
    },
    logLevel: 'warning',
  })
  log(`standalone server ready: node ${distDir}/standalone/server.js`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
