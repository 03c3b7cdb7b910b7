import 'server-only'

import { env } from '@/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { rateLimit } from '@/lib/http/rateLimit'
import { parseWith } from '@/lib/http/request'
import {
  HONEYPOT_FIELD,
  SCHEMA_BY_SOURCE,
  detectSource,
  toContactMessageData,
  type ContactSubmission,
} from '@/lib/validation/contactMessage'

import { storeContactMessage } from './contactMessages'

/** Enquiries are short; anything larger is not a form a person filled in (the table of body limits). */
export const ENQUIRY_MAX_BYTES = BODY_LIMITS.enquiry

/**
 * Counts one enquiry against the client's budget (throws the 429 ApiError past it). Runs before
 * the body is read, for the JSON endpoint and the forms posted without JavaScript alike.
 */
export async function countEnquiry(clientIp: string): Promise<void> {
  await rateLimit(
    {
      name: 'contact-message',
      points: env().CONTACT_RATE_LIMIT,
      durationSeconds: 10 * 60,
      message: 'Too many messages from your network. Please try again in a few minutes.',
    },
    clientIp,
  )
}

/**
 * Validates one enquiry with its form's schema and stores it, exactly once; the same code for
 * POST /api/contact-message and the forms posted without JavaScript. Throws the validation
 * ApiError (400 with the reasons per field). A filled honeypot is a bot: nothing is stored and
 * the answer is the same as for a stored message (`id` undefined), so it learns nothing.
 */
export async function acceptEnquiry(fields: Record<string, unknown>): Promise<{ id?: number }> {
  const trap = fields[HONEYPOT_FIELD]
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null && trap !== false) return {}
  const source = detectSource(fields)
  const submission = {
    source,
    data: parseWith(SCHEMA_BY_SOURCE[source], fields),
  } as ContactSubmission
  const doc = await storeContactMessage(toContactMessageData(submission))
  return { id: doc.id }
}
