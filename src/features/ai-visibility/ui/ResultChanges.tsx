import Link from 'next/link'

import { Button, buttonClasses } from '@/components/ui/button'

import type { CheckChange, PreviousResult } from '../result/history'
import { type Check, CHECK_TABLE } from '../scoring/score'

import { formatCheckedAt } from './checkedAt'
import { RESULT_TEXT } from './resultText'
import { StatusBadge } from './StatusBadge'

type Props = {
  domain: string
  score: number
  previous: PreviousResult | null | undefined
  changes: CheckChange[] | undefined
  checks: Check[] | null
  /** Runs the check again on the spot; without it (a shared page) the control links to the form. */
  onCheckAgain?: () => void
}

/** A check's label: the answer's own, else the table's, else its id (a newer instance's check). */
function labelOf(id: string, checks: Check[] | null): string {
  return (
    checks?.find((check) => check.id === id)?.label ??
    CHECK_TABLE.find((row) => row.id === id)?.label ??
    id
  )
}

/** The domain's previous score and date, the checks whose status changed, and "Check again". */
export function ResultChanges({ domain, score, previous, changes, checks, onCheckAgain }: Props) {
  const previousDate = previous ? formatCheckedAt(previous.checkedAt) : null
  const delta = previous ? score - previous.score : 0
  return (
    <section
      aria-labelledby="changes-title"
      data-testid="result-changes"
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="changes-title" className="text-xl font-bold text-ink-900">
            {RESULT_TEXT.changesTitle}
          </h2>
          {previous ? (
            <p className="mt-1 text-ink-600">
              {/* The time is the reader's own: the server's rendering may differ from it. */}
              <span suppressHydrationWarning>
                {RESULT_TEXT.previousScore(previous.score, previousDate ?? previous.checkedAt)}
              </span>
              {delta !== 0 ? (
                <span
                  className={
                    delta > 0
                      ? 'ml-2 font-semibold text-emerald-700'
                      : 'ml-2 font-semibold text-red-700'
                  }
                >
                  ({delta > 0 ? `+${delta}` : delta})
                </span>
              ) : null}
            </p>
          ) : (
            <p className="mt-1 text-ink-600">{RESULT_TEXT.firstCheck}</p>
          )}
        </div>
        {onCheckAgain ? (
          <Button variant="outline" onClick={onCheckAgain} className="shrink-0">
            {RESULT_TEXT.checkAgain}
          </Button>
        ) : (
          <Link
            href={`/ai-checker?domain=${encodeURIComponent(domain)}`}
            className={buttonClasses('outline', 'md', 'shrink-0')}
          >
            {RESULT_TEXT.checkAgain}
          </Link>
        )}
      </div>
      {previous ? (
        changes && changes.length > 0 ? (
          <ul className="mt-4 divide-y divide-ink-100 rounded-2xl border border-ink-200">
            {changes.map((change) => (
              <li
                key={change.check}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="font-medium text-ink-900">{labelOf(change.check, checks)}</span>
                <span
                  className="flex items-center gap-2"
                  aria-label={`from ${change.from} to ${change.to}`}
                >
                  <StatusBadge status={change.from} />
                  <span aria-hidden className="text-ink-400">
                    →
                  </span>
                  <StatusBadge status={change.to} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink-600">{RESULT_TEXT.noChanges}</p>
        )
      ) : null}
    </section>
  )
}
