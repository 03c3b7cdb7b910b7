import { CHECKS, type CheckId, type RegisteredCheck } from '../checks/registry'
import type { Assessment, CheckStatus, ScoreGroup } from '../checks/types'
import type { SiteFacts } from '../facts/types'

export type { CheckId, CheckStatus }

/**
 * The scores: each group of the registry's checks is scored out of 100 (the AI visibility
 * score's bands: excellent from 80, good from 50). The table of a group lists its checks in the
 * registry's order, the spec's six first, which is also the order of the recommendations.
 */
export type CheckDefinition = {
  id: CheckId
  label: string
  /** Points out of 100; 0 means reported but not scored. */
  weight: number
  /** What to do when the check does not pass. */
  recommendation: string
}

const definition = (check: RegisteredCheck): CheckDefinition => ({
  id: check.id,
  label: check.label,
  weight: check.weight,
  recommendation: check.recommendation,
})

/** The checks of one score group, as the table of that score. */
export const tableOf = (group: ScoreGroup): readonly CheckDefinition[] =>
  CHECKS.filter((check) => check.group === group).map(definition)

/** The AI visibility score's table (also shown on the /ai-checker page); its weights add up to 100. */
export const CHECK_TABLE: readonly CheckDefinition[] = tableOf('aiVisibility')

export type Check = {
  id: CheckId
  label: string
  weight: number
  status: CheckStatus
  evidence: string
  recommendation: string | null
  /** Recommendations specific to this result (one per crawler or per kind of page problem). */
  advice?: string[]
}

const FACTOR: Record<Exclude<CheckStatus, 'n/a'>, number> = { pass: 1, warn: 0.5, fail: 0 }

/** 0–100: passed weight over applicable weight; a warning earns half. */
export function scoreChecks(checks: readonly Pick<Check, 'weight' | 'status'>[]): number {
  let earned = 0
  let possible = 0
  for (const check of checks) {
    if (check.status === 'n/a' || check.weight === 0) continue
    possible += check.weight
    earned += check.weight * FACTOR[check.status]
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100)
}

export const SCORE_BANDS = {
  excellent: 'Excellent AI visibility',
  good: 'Good AI visibility, with some improvement opportunities',
  limited: 'Limited AI visibility - review recommendations below',
} as const

export const CONGRATULATION =
  'Congratulations! AI assistants can find, read and understand your site.'

export function scoreBand(score: number): { label: string; congratulate: boolean } {
  if (score >= 80) return { label: SCORE_BANDS.excellent, congratulate: true }
  if (score >= 50) return { label: SCORE_BANDS.good, congratulate: false }
  return { label: SCORE_BANDS.limited, congratulate: false }
}

const ORDER = new Map<string, number>(CHECKS.map((check, index) => [check.id, index]))

/** One recommendation per check that did not pass, in table order (the spec's six first). */
export function recommendations(checks: readonly Check[]): string[] {
  const order = ORDER
  return [...checks]
    .filter((check) => (check.status === 'fail' || check.status === 'warn') && check.recommendation)
    .sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99))
    .flatMap((check) => (check.advice?.length ? check.advice : [check.recommendation!]))
}

export function definitionOf(id: CheckId): CheckDefinition {
  return definition(CHECKS.find((check) => check.id === id)!)
}

/**
 * A check's result with its table row's label, weight and (unless it passed) recommendation:
 * the one worded for this site when there is one, else the row's.
 */
export function makeCheck(
  id: CheckId,
  status: CheckStatus,
  evidence: string,
  advice?: string[],
  recommendation?: string,
): Check {
  const row = definitionOf(id)
  return {
    id,
    label: row.label,
    weight: row.weight,
    status,
    evidence,
    recommendation:
      status === 'fail' || status === 'warn' ? (recommendation ?? row.recommendation) : null,
    ...(advice && advice.length > 0 ? { advice } : {}),
  }
}

const toCheck = (check: RegisteredCheck, found: Assessment): Check =>
  makeCheck(check.id, found.status, found.evidence, found.advice, found.recommendation)

/** The assessment phase: every check of a group judges the facts, in the registry's order. */
export function assessChecks(facts: SiteFacts, group: ScoreGroup): Check[] {
  return CHECKS.filter((check) => check.group === group).map((check) =>
    toCheck(check, check.assess(facts)),
  )
}

/** The spec's fields of a result, which every instance of the checker has always answered. */
export type SpecResultFields = {
  robotsTxtAccessible?: boolean
  allowsGPTBot?: boolean
  allowsAnthropicBot?: boolean
  allowsPerplexityBot?: boolean
  hasStructuredData?: boolean
  hasMetaTags?: boolean
}

/**
 * The recommendations of the spec's fields, for an answer that carries no `checks` (an older
 * instance during a rolling deploy) or whose `checks` leave some of the spec's checks out: one
 * per failed spec check not in `except`, with the same wording as the checks' rows.
 */
export function specRecommendations(
  result: SpecResultFields,
  except: ReadonlySet<CheckId> = new Set(),
): string[] {
  const failed: [boolean | undefined, CheckId][] = [
    [result.robotsTxtAccessible, 'robots-txt'],
    [result.allowsGPTBot, 'gptbot'],
    [result.allowsAnthropicBot, 'claudebot'],
    [result.allowsPerplexityBot, 'perplexitybot'],
    [result.hasStructuredData, 'structured-data'],
    [result.hasMetaTags, 'meta-tags'],
  ]
  return failed
    .filter(([passed, id]) => passed === false && !except.has(id))
    .map(([, id]) => definitionOf(id).recommendation)
}
