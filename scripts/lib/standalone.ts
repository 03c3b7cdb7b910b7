/**
 * Next's standalone output made complete, as the production image ships it: the static chunks
 * and public/ copied beside the server (Next leaves that to the deployer), and server.js
 * replaced by scripts/server.ts bundled, so that `node <dist>/standalone/server.js` serves
 * everything. Run after every standalone build (scripts/lib/runtime.ts), so the image
 * (`npm run build:image`) and the test build are assembled by the same code.
 */
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { build as esbuild } from 'esbuild'

/** True when NEXT_OUTPUT asks for Next's standalone output (next.config.ts reads the same). */
export function isStandalone(output: string | undefined): boolean {
  return output === 'standalone'
}

export async function assembleStandalone(root: string, distDir: string): Promise<void> {
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
}
