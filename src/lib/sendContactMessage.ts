import { RequestFailed, retryAfterSeconds } from '@/lib/http/retryLater'
import { HONEYPOT_FIELD } from '@/lib/validation/contactFields'
import type { ContactMessageSource } from '@/lib/validation/contactFields'

/**
 * Sends one of the enquiry forms to POST /api/contact-message, with the form's honeypot value.
 * A non-OK answer throws '{status}: {body or status text}', the message a failed request shows,
 * as a RequestFailed that carries the status and a 429's Retry-After.
 */
export async function sendContactMessage(
  source: ContactMessageSource,
  values: object,
  form?: EventTarget | null,
): Promise<void> {
  const trap = form instanceof HTMLFormElement ? new FormData(form).get(HONEYPOT_FIELD) : null
  const response = await fetch('/api/contact-message', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...values,
      source,
      [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '',
    }),
  })
  if (!response.ok) {
    throw new RequestFailed(
      `${response.status}: ${(await response.text()) || response.statusText}`,
      response.status,
      retryAfterSeconds(response.headers.get('retry-after')),
    )
  }
}
