import type { CheckAnswer } from '../result/types'
import { CONGRATULATION, scoreBand } from '../scoring/score'
import { formatCheckedAt } from './checkedAt'
import { ScoreBar } from './ScoreBar'

/** The score, its band, the domain and when it was checked, and the score's bar. */
export function ScoreSummary({ result }: { result: CheckAnswer }) {
  const band = scoreBand(result.aiVisibilityScore)
  const checkedAt = formatCheckedAt(result.checkedAt)
  return (
    <section
      aria-labelledby="score-title"
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <p
          className="shrink-0 text-6xl font-bold tracking-tight text-ink-900"
          aria-label={`Score ${result.aiVisibilityScore} out of 100`}
        >
          {result.aiVisibilityScore}
          <span className="text-2xl font-semibold text-ink-500">/100</span>
        </p>
        <div>
          <h2 id="score-title" className="text-2xl font-bold text-ink-900">
            {band.label}
          </h2>
          {/* The time is the reader's own: a server-rendered result shows the server's. */}
          <p className="mt-1 text-ink-600" suppressHydrationWarning>
            <span className="font-semibold text-ink-800">{result.domain}</span>
            {checkedAt ? `, checked ${checkedAt}` : null}
          </p>
          {band.congratulate ? (
            <p className="mt-3 font-medium text-emerald-700">{CONGRATULATION}</p>
          ) : null}
        </div>
      </div>
      <ScoreBar score={result.aiVisibilityScore} className="mt-6 h-3" />
    </section>
  )
}
