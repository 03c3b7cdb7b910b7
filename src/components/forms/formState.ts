/**
 * What a form posted without JavaScript gets back from its server action (React's
 * useActionState): the values as typed, the reasons per field, and how it ended. With
 * JavaScript the forms send their JSON requests themselves and this stays `idle`.
 */
export type FormActionState = {
  status: 'idle' | 'invalid' | 'failed' | 'sent'
  /** The fields as posted (text only: the honeypot and passwords are never sent back). */
  values: Record<string, string>
  errors: Record<string, string>
  /** Why a valid form could not be taken (rate limit, database away), in the visitor's words. */
  message?: string
  /** Refused for too many attempts (429): the seconds until the next one is taken. */
  rateLimited?: { retryAfter?: number }
}

export const IDLE_FORM: FormActionState = { status: 'idle', values: {}, errors: {} }
