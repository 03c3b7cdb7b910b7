import { TOO_MANY_ATTEMPTS, tryAgainIn } from '@/lib/http/retryLater'

import type { FormActionState } from './formState'

/** A toast's words, or those of the notice that stands for it without JavaScript. */
export type Say = { title: string; text: string; duration?: number }

/**
 * A form's failure in the visitor's words: its own title and text, or, refused for too many
 * attempts, the same title with when to try again. One message, never the failure and the wait
 * side by side.
 */
export function failure(title: string, text: string) {
  return (state: FormActionState): Say => ({
    title,
    text: state.rateLimited
      ? `${TOO_MANY_ATTEMPTS} ${tryAgainIn(state.rateLimited.retryAfter)}`
      : text,
  })
}
