import type { AiCheckResult } from '../check'
import type { Fix } from '../fixes/index'
import type { Check } from '../scoring/score'

export const TOOL_NAME = 'AI Visibility Checker'

/** What to do about a check that did not pass: its own advice, else its table recommendation. */
export function whatToFix(check: Check): string {
  if (check.advice?.length) return check.advice.join(' ')
  return check.recommendation ?? ''
}

/** The failing and warning checks, each with its fixes to paste. */
export function findings(result: AiCheckResult): { check: Check; fixes: Fix[] }[] {
  const fixes = Array.isArray(result.fixes) ? result.fixes : []
  return result.checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check) => ({ check, fixes: fixes.filter((fix) => fix.check === check.id) }))
}
