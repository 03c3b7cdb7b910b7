import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/icons'
import { tryAgainIn } from '@/lib/http/retryLater'

import { CHECKER_TEXT } from '../content'

/** The check under way. */
export function PendingPanel() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-2xl border border-ink-200 bg-white px-6 py-10 text-ink-700"
    >
      <Spinner className="text-brand-600" />
      <span>{CHECKER_TEXT.pending}</span>
    </div>
  )
}

/** The red panel of a failed check: its message, when to come back if limited, Try Again. */
export function ErrorPanel({
  message,
  limited,
  onTryAgain,
}: {
  message: string
  limited?: { retryAfter?: number }
  onTryAgain: () => void
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-6 text-red-900"
    >
      <h2 className="text-lg font-semibold">{CHECKER_TEXT.errorTitle}</h2>
      <p className="mt-1">{message}</p>
      {limited ? (
        // Retrying at once would be refused again: when to come back, from Retry-After.
        <p className="mt-1 font-semibold">{tryAgainIn(limited.retryAfter)}</p>
      ) : null}
      <Button variant="destructive" className="mt-4" onClick={onTryAgain}>
        {CHECKER_TEXT.tryAgain}
      </Button>
    </div>
  )
}
