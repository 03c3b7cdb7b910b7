import { TOO_MANY_ATTEMPTS, tryAgainIn } from '@/lib/http/retryLater'

import { FormNotice } from './FormNotice'

/**
 * Beside a form's failure toast or notice when the server refused it for too many attempts:
 * retrying at once would fail again, so the visitor is told when to come back.
 */
export function RateLimitNotice({
  retryAfter,
  className,
}: {
  retryAfter?: number
  className?: string
}) {
  return (
    <FormNotice tone="error" title={TOO_MANY_ATTEMPTS} className={className}>
      {tryAgainIn(retryAfter)}
    </FormNotice>
  )
}
