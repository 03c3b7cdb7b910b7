import { NextResponse } from 'next/server'

import { acceptEnquiry, countEnquiry } from '@/data/enquiries'
import { ApiError, handle } from '@/lib/http/errors'
import { clientIp, readJson } from '@/lib/http/request'

export const dynamic = 'force-dynamic'

/**
 * POST /api/contact-message: the contact page, the request-info modal and the onboarding step.
 * The message is stored, exactly once, before the 201 answer; a database that stays
 * away answers 503 with Retry-After, and then nothing was stored.
 */
export const POST = handle(async (request: Request) => {
  await countEnquiry(clientIp(request))

  const body = await readJson(request)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.', undefined, 'invalid_json')
  }
  const { id } = await acceptEnquiry(body as Record<string, unknown>)
  return NextResponse.json(id === undefined ? { success: true } : { success: true, id }, {
    status: 201,
  })
})
