/**
 * Writes a Brotli copy (`<file>.br`) beside each compressible file of a build's static folder
 * (`<dist>/static`: the scripts, stylesheets and media of every page), which scripts/server.ts
 * sends to browsers that accept Brotli. These files never change once built, so they are
 * compressed once at the highest quality, about 15% smaller than the gzip compressed per request.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { brotliDensest } from '../../src/lib/http/cachedPageBrotli'

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html'])
/** Below this a response fits in one packet anyway. */
const MIN_BYTES = 1024

export async function precompressStatic(
  staticDir: string,
): Promise<{ files: number; before: number; after: number }> {
  const entries = await fs.readdir(staticDir, { recursive: true, withFileTypes: true })
  const sources = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const totals = { files: 0, before: 0, after: 0 }
  // zlib runs on libuv's thread pool, so these go in parallel up to its size.
  await Promise.all(
    sources.map(async (file) => {
      const body = await fs.readFile(file)
      if (body.length < MIN_BYTES) return
      const compressed = await brotliDensest(body)
      if (compressed.length >= body.length) return
      await fs.writeFile(`${file}.br`, compressed)
      totals.files += 1
      totals.before += body.length
      totals.after += compressed.length
    }),
  )
  return totals
}
