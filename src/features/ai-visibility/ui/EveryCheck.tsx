import type { Fix } from '../fixes/index'
import type { Check } from '../scoring/score'
import { FixSnippet } from './FixSnippet.client'
import { ResultSection } from './ResultSection'
import { StatusBadge } from './StatusBadge'

/** Every check of a score with its verdict, evidence and fixes to paste. */
export function EveryCheck({
  id,
  title,
  checks,
  fixes,
  intro,
  showAdvice = false,
}: {
  id: string
  title: string
  checks: readonly Check[]
  fixes: readonly Fix[]
  /** What comes between the title and the list (a score of its own). */
  intro?: React.ReactNode
  /** Whether each failing or warning check says what to do beside its evidence. */
  showAdvice?: boolean
}) {
  return (
    <ResultSection id={id} title={title}>
      {intro}
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
        {checks.map((check) => (
          <li
            key={check.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
          >
            <StatusBadge status={check.status} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink-900">
                {check.label}{' '}
                <span className="text-sm font-normal text-ink-500">
                  {check.weight === 0
                    ? '(not scored)'
                    : `(${check.weight} point${check.weight === 1 ? '' : 's'})`}
                </span>
              </p>
              <p className="text-sm break-words text-ink-600">{check.evidence}</p>
              {showAdvice && check.recommendation ? (
                <p className="mt-1 text-sm break-words text-ink-800">
                  {check.advice?.join(' ') ?? check.recommendation}
                </p>
              ) : null}
              {fixes
                .filter((fix) => fix.check === check.id)
                .map((fix) => (
                  <FixSnippet key={fix.snippet} fix={fix} />
                ))}
            </div>
          </li>
        ))}
      </ul>
    </ResultSection>
  )
}
