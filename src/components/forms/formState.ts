/**
 * What a form's server action answers (React's useActionState): the values as typed, the reasons
 * per field, and how it ended. The same answer reaches the page a form posted without JavaScript
 * returns, and the form's own code when it sends the form itself (actionForm.client.ts).
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

/** A form's server action, as useActionState and the form's own submit call it. */
export type FormAction = (previous: FormActionState, formData: FormData) => Promise<FormActionState>

/** The entries React adds to a form posted to a server action without JavaScript. */
export const isReactEntry = (name: string) => name.startsWith('$ACTION')

/** The posted text fields, without React's own `$ACTION…` entries. */
export function postedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !isReactEntry(name)) values[name] = value
  }
  return values
}

/** The contact page's fields as its schema takes them: a ticked checkbox posts 'on'. */
export function contactPageInput(values: Record<string, string>): Record<string, unknown> {
  return { ...values, isAgency: values.isAgency === 'on' || values.isAgency === 'true' }
}
