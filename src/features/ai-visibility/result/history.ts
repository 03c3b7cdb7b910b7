import type { CheckId, CheckStatus } from '../scoring/score'

/** An earlier result of the same domain: its score and when it was checked. */
export type PreviousResult = { score: number; checkedAt: string }

/** One check whose status differs from the earlier result's. */
export type CheckChange = { check: CheckId; from: CheckStatus; to: CheckStatus }

type StatusOf = { id: CheckId; status: CheckStatus }

/**
 * The checks whose status moved, in the current result's order. A check that only one of the
 * two results has (an older or newer version of the checker) has nothing to compare with and is
 * left out.
 */
export function changesBetween(
  before: readonly StatusOf[] | undefined,
  after: readonly StatusOf[] | undefined,
): CheckChange[] {
  if (!Array.isArray(before) || !Array.isArray(after)) return []
  const earlier = new Map(before.map((check) => [check.id, check.status]))
  return after.flatMap((check) => {
    const from = earlier.get(check.id)
    return from !== undefined && from !== check.status
      ? [{ check: check.id, from, to: check.status }]
      : []
  })
}

/** What a stored result adds to the check's answer: its address and what changed since before. */
export type ResultHistory = {
  /** The absolute address of the result's own page. */
  permalink?: string
  /** The domain's latest earlier result, or null when there is none. */
  previous?: PreviousResult | null
  changes?: CheckChange[]
}
