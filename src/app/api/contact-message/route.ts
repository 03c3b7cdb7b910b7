import { NextResponse } from 'next/server'

import { storeContactMessage } from '@/data/contactMessages'
import { env } from '@/env'
import { ApiError, handle } from '@/lib/http/errors'
import { rateLimit } from '@/lib/http/rateLimit'
import { clientIp, parseWith, readJson } from '@/lib/http/request'
import {
  HONEYPOT_FIELD,
  SCHEMA_BY_SOURCE,
  detectSource,
  toContactMessageData,
  type ContactSubmission,
} from '@/lib/validation/contactMessage'

export const dynamic = 'force-dynamic'

/** Enquiries are short; anything larger is not a form a person filled in. */
const MAX_BODY_BYTES = 32 * 1024

/**
 * POST /api/contact-message: the contact page, the request-info modal and the onboarding step.
 * The message is stored, exactly once, before the 201 answer; a database that stays
 * away answers 503 with Retry-After, and then nothing was stored.
 */
export const POST = handle(async (request: Request) => {
  await rateLimit(
    {
      name: 'contact-message',
      points: env().CONTACT_RATE_LIMIT,
      durationSeconds: 10 * 60,
      message: 'Too many messages from your network. Please try again in a few minutes.',
    },
    clientIp(request),
  )

  const body = await readJson(request, MAX_BODY_BYTES)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.', undefined, 'invalid_json')
  }
  const fields = body as Record<string, unknown>

  // A filled honeypot is a bot: answer as if stored, so it learns nothing.
  const trap = fields[HONEYPOT_FIELD]
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null && trap !== false) {
    return NextResponse.json({ success: true }, { status: 201 })
  }

  const source = detectSource(fields)
  const submission = {
    source,
    data: parseWith(SCHEMA_BY_SOURCE[source], fields),
  } as ContactSubmission

  const doc = await storeContactMessage(toContactMessageData(submission))
  return NextResponse.json({ success: true, id: doc.id }, { status: 201 })
})
