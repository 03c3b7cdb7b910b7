import { CHECKS, type CheckId } from '../checks/registry'
import type { ScoreGroup } from '../checks/types'
import type { FixSource } from './source'

export { allowGroup } from './robotsFixes'
export type { FixSource }

/**
 * Fixes to paste: for each failing or warning check that a snippet can mend, the lines to add
 * (robots.txt groups, meta tags, JSON-LD, llms.txt, headers), from each check's own `fix`.
 * Computed from a finished result alone, so an answer read from the cache gets the same fixes
 * as a fresh one.
 */
export type Fix = {
  check: CheckId
  /** Where the snippet goes, e.g. 'robots.txt' or 'the <head> of your home page'. */
  where: string
  snippet: string
}

/** Every fix for a result's checks of one score group, in the order of its checks. */
export function fixesFor(result: FixSource, group: ScoreGroup = 'aiVisibility'): Fix[] {
  const checks = Array.isArray(result.checks) ? result.checks : []
  const failing = new Set(
    checks.filter((check) => check.status === 'fail' || check.status === 'warn').map((c) => c.id),
  )
  const fixes = CHECKS.flatMap((check): Fix[] =>
    check.group === group && 'fix' in check
      ? check.fix(result, failing.has(check.id)).map((fix) => ({ check: check.id, ...fix }))
      : [],
  )
  const order = new Map(checks.map((check, index) => [check.id, index]))
  return fixes
    .map((fix, index) => ({ fix, index }))
    .sort(
      (a, b) =>
        (order.get(a.fix.check) ?? 99) - (order.get(b.fix.check) ?? 99) || a.index - b.index,
    )
    .map(({ fix }) => fix)
}
