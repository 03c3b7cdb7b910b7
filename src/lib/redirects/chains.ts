import { targetPath } from './paths'

/** More hops than any real chain of renames; a longer chain is treated as a loop. */
const MAX_HOPS = 20

/**
 * Each redirect's final target, so that A→B and B→C answer A→C in one hop. A redirect whose
 * chain comes back to an address already on it (A→A, or A→B with B→A) is left out: it would
 * send the browser round in circles, where a 404 at least says the address is gone.
 */
export function collapseChains(direct: Record<string, string>): Record<string, string> {
  const collapsed: Record<string, string> = {}
  for (const [from, first] of Object.entries(direct)) {
    const seen = new Set([from])
    let target = first
    let loops = false
    for (;;) {
      const path = targetPath(target)
      if (path === null || !Object.hasOwn(direct, path)) break
      if (seen.has(path) || seen.size > MAX_HOPS) {
        loops = true
        break
      }
      seen.add(path)
      target = direct[path]!
    }
    if (!loops) collapsed[from] = target
  }
  return collapsed
}
