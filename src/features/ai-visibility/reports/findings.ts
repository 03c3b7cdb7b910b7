import type { AiCheckResult } from '../result/types'
import type { Fix } from '../fixes/index'
import type { Check } from '../scoring/score'

export const TOOL_NAME = 'AI Visibility Checker'

/** What to do about a check that did not pass: its own advice, else its table recommendation. */
export function whatToFix(check: Check): string {
  if (check.advice?.length) return check.advice.join(' ')
  return check.recommendation ?? ''
}

/** Every check of a result: the AI visibility checks, then the agent-readiness ones. */
export function allChecks(result: AiCheckResult): Check[] {
  return [...result.checks, ...(result.agentReadiness?.checks ?? [])]
}

/** Every fix of a result, of both scores. */
export function allFixes(result: AiCheckResult): Fix[] {
  return [
    ...(Array.isArray(result.fixes) ? result.fixes : []),
    ...(result.agentReadiness?.fixes ?? []),
  ]
}

/** The failing and warning checks, each with its fixes to paste. */
export function findings(result: AiCheckResult): { check: Check; fixes: Fix[] }[] {
  const fixes = allFixes(result)
  return allChecks(result)
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check) => ({ check, fixes: fixes.filter((fix) => fix.check === check.id) }))
}
