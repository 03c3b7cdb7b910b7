import type { SiteFacts } from '../facts/types'
import type { FixSnippet, FixSource } from '../fixes/source'
import type { CheckStatus } from './status'

export type { CheckStatus }

/**
 * One check of the registry: what it is called, what it weighs in which score, how it judges
 * the site's facts and how it mends what it finds. A check reads the facts the fetch phase
 * gathered and fetches nothing itself.
 */
/** The score a check counts towards: each group is scored out of 100 on its own. */
export type ScoreGroup = 'aiVisibility' | 'agentReadiness'

/** What part of the site a check looks at, for grouping in reports. */
export type CheckCategory =
  | 'crawler access'
  | 'page content'
  | 'site files'
  | 'freshness and caching'
  | 'citation'
  | 'agent discovery'
  | 'agent actions'
  | 'bot access'
  | 'usage and licensing'

/** A check's verdict on one site. */
export type Assessment = {
  status: CheckStatus
  /** What was found, in plain words: the verdict's evidence. */
  evidence: string
  /** What to do, worded for this site; else the check's general recommendation is shown. */
  recommendation?: string
  /** One recommendation per crawler or per kind of problem, in place of the general one. */
  advice?: string[]
}

export type CheckModule = {
  id: string
  label: string
  /** Points out of 100 within its group; 0 means reported but not scored. */
  weight: number
  group: ScoreGroup
  category: CheckCategory
  /** What to do when the check does not pass (the general case). */
  recommendation: string
  assess(facts: SiteFacts): Assessment
  /**
   * The snippets to paste for this check, from a finished result alone (so an answer read from
   * the cache gets the same). `failing` says whether the check failed or warned.
   */
  fix?(result: FixSource, failing: boolean): FixSnippet[]
}
