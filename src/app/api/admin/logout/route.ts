import { NextResponse } from 'next/server'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { endSession } from '@/data/admin/session'
import { getPayloadClient } from '@/data/payload'
import { ApiError, handleWithRetry, toErrorResponse } from '@/lib/http/errors'
import { requireAdmin } from '@/lib/http/requireAdmin'

export const dynamic = 'force-dynamic'

/**
 * Ends the session behind the token and expires the HttpOnly cookie the client cannot clear.
 * The cookie is expired on a refused logout too (an expired or revoked token), so no stale
 * cookie outlives a logout attempt.
 */
export const POST = handleWithRetry(async (request: Request) => {
  let response: NextResponse
  try {
    await endSession(await requireAdmin(request))
    response = NextResponse.json({ success: true })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    response = toErrorResponse(error)
  }
  const payload = await getPayloadClient()
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.admins.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  response.headers.append('Set-Cookie', cookie as string)
  response.headers.set('Cache-Control', 'no-store')
  return response
})
